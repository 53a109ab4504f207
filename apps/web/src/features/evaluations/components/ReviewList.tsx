/**
 * A page of reviews with its sort order and numbered pages (components/Pager), for the member's
 * received and written tabs and a member's public page. While another page or order loads, the
 * current one stays on screen, marked busy.
 */
import type { Evaluation, Page, ReviewSort } from '@kaifong/contract'
import type { UseQueryResult } from '@tanstack/react-query'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadError } from '../../../components/LoadStates.tsx'
import { Pager } from '../../../components/Pager.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { usePageInRange } from '../lib/page-in-range.ts'
import { SORTS, sortOf } from '../lib/sorts.ts'
import { type Perspective, ReviewItem } from './ReviewItem.tsx'

interface Props {
  query: UseQueryResult<Page<Evaluation>>
  perspective: Perspective
  sort: ReviewSort
  page: number
  onSort: (sort: ReviewSort) => void
  onPage: (page: number) => void
  /** What to show when there is no review at all. */
  empty: ReactNode
}

export function SortSelect({ sort, onSort }: { sort: ReviewSort; onSort: (sort: ReviewSort) => void }) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="review-sort">
      <label htmlFor={id}>{t('evaluate.sortLabel')}</label>
      <select
        id={id}
        value={sort}
        data-testid="review-sort"
        onChange={(e) => onSort(sortOf(e.target.value) ?? 'TIME_DESC')}
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {t(`evaluate.sort.${s}`)}
          </option>
        ))}
      </select>
    </div>
  )
}

export function ReviewList({ query, perspective, sort, page, onSort, onPage, empty }: Props) {
  const { t } = useTranslation()
  const { data } = query
  usePageInRange(data, page, onPage)
  if (query.isPending) return <Spinner label={t('common.loading')} />
  if (query.isError && !data) return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  if (!data || data.total === 0) return <>{empty}</>
  return (
    <div className="review-list" aria-busy={query.isPlaceholderData || undefined}>
      <div className="review-list-head">
        <p className="muted small">{t('evaluate.total', { count: data.total })}</p>
        <SortSelect sort={sort} onSort={onSort} />
      </div>
      {data.records.map((review) => (
        <ReviewItem key={review.id} review={review} perspective={perspective} />
      ))}
      <Pager current={page} total={data.pages} onChange={onPage} />
    </div>
  )
}
