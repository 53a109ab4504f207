/**
 * CommentList (docs/product/after-sales.md, "Order reviews"): tabs "to review" (items of completed
 * orders not reviewed yet, each leading to AddEval) and "reviewed" (each leading to EvalDetail).
 */
import type { ItemToReviewView, OrderReviewView, Page } from '@kaifong/contract'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { Pager } from '../../../components/Pager.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { TabRow, tabPanelProps } from '../../../components/TabRow.tsx'
import { reviewRoutes, useOwnLink } from '../../../lib/member-centre.ts'
import { type ReviewTab, useReviewed, useToReview } from '../api/reviews.ts'
import { ItemLine } from '../components/ItemLine.tsx'
import { StarsShown } from '../components/Stars.tsx'
import '../reviews.css'

const TABS: readonly ReviewTab[] = ['TO_REVIEW', 'REVIEWED']

function Listed<T>(props: {
  query: UseQueryResult<Page<T>>
  empty: string
  page: number
  onPage: (page: number) => void
  row: (record: T) => ReactNode
}) {
  const { t } = useTranslation()
  const { query } = props
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  if (!query.data) return <Spinner label={t('common.loading')} />
  if (query.data.records.length === 0) return <EmptyState title={props.empty} />
  return (
    <>
      <ul className="rv-list">{query.data.records.map(props.row)}</ul>
      <Pager current={props.page} total={query.data.pages} onChange={props.onPage} />
    </>
  )
}

function ToReview({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation()
  const own = useOwnLink()
  const to = (i: ItemToReviewView) =>
    own(`${reviewRoutes.add}?${new URLSearchParams({ sn: i.orderSn, itemId: i.itemId })}`)
  return (
    <Listed
      query={useToReview(page)}
      empty={t('reviews.emptyTo')}
      page={page}
      onPage={onPage}
      row={(item: ItemToReviewView) => (
        <li key={item.itemId} className="card">
          <ItemLine item={item}>
            <Link
              className="btn btn-primary btn-small"
              to={to(item)}
              aria-label={t('reviews.reviewAction', { name: item.goodsName })}
            >
              {t('reviews.review')}
            </Link>
          </ItemLine>
        </li>
      )}
    />
  )
}

function Reviewed({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation()
  const own = useOwnLink()
  return (
    <Listed
      query={useReviewed(page)}
      empty={t('reviews.emptyDone')}
      page={page}
      onPage={onPage}
      row={(review: OrderReviewView) => (
        <li key={review.id} className="card rv-item" data-testid="reviewed-item">
          {review.image && <img src={review.image} alt="" width={56} height={56} />}
          <div className="rv-item-body">
            <Link
              to={own(`${reviewRoutes.detail}?id=${encodeURIComponent(review.id)}`)}
              className="rv-name"
              aria-label={t('reviews.view', { name: review.goodsName })}
            >
              {review.goodsName}
            </Link>
            <StarsShown score={review.score} />
          </div>
        </li>
      )}
    />
  )
}

export default function CommentListPage() {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const tab: ReviewTab = search.get('tab') === 'REVIEWED' ? 'REVIEWED' : 'TO_REVIEW'
  const page = Math.max(1, Number(search.get('page')) || 1)
  const onPage = (next: number) => setSearch({ tab, page: String(next) })
  return (
    <section className="rv-page">
      <h1>{t('reviews.title.list')}</h1>
      <TabRow
        tabs={TABS}
        active={tab}
        onSelect={(next) => setSearch({ tab: next })}
        label={t('reviews.tabs.label')}
        idPrefix="reviews"
      >
        {(name) => t(`reviews.tabs.${name}`)}
      </TabRow>
      <div {...tabPanelProps('reviews', tab)}>
        {tab === 'TO_REVIEW' ? (
          <ToReview page={page} onPage={onPage} />
        ) : (
          <Reviewed page={page} onPage={onPage} />
        )}
      </div>
    </section>
  )
}
