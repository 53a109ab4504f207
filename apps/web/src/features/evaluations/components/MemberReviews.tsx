/**
 * A member's reviews on their page (/user/:name?id=), from the public endpoints (no login needed):
 * the summary — average to one decimal as stars and number, how many, as seller and as buyer, and
 * how often each tag was given — and the received reviews, sorted and paged, each writer labelled
 * by their own role, the opposite of the member's ("Buyer 陳小明").
 */
import { REVIEW_TAGS, type ReviewSort } from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../components/LoadStates.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { useMemberReviews, useReviewCounts } from '../api/reviews.ts'
import { ReviewList } from './ReviewList.tsx'
import { Stars } from './Stars.tsx'
import './evaluate.css'

/** The list's heading, under the listings: a hash link would be a navigation to the router. */
const LIST_TITLE = 'member-reviews-title'
function showList() {
  const title = document.getElementById(LIST_TITLE)
  title?.scrollIntoView?.({ block: 'start' })
  title?.focus({ preventScroll: true })
}

/** The summary card, for the page's side column. */
export function ReviewSummary({ memberId }: { memberId: string }) {
  const { t } = useTranslation()
  const counts = useReviewCounts(memberId)
  const data = counts.data
  return (
    <section
      className="card review-summary"
      aria-labelledby="review-summary-title"
      data-testid="review-summary"
    >
      <h2 id="review-summary-title">{t('evaluate.summary.title')}</h2>
      {counts.isPending && <Spinner label={t('common.loading')} />}
      {counts.isError && <p className="muted">{t('errors.loadFailed')}</p>}
      {data && data.count === 0 && (
        <p className="muted" data-testid="review-none">
          {t('evaluate.summary.none')}
        </p>
      )}
      {data && data.count > 0 && (
        <>
          <p className="review-average">
            <strong data-testid="review-average">{data.average}</strong>
            <Stars score={Number(data.average)} size={20} />
          </p>
          <p className="muted small" data-testid="review-count">
            {t('evaluate.summary.count', { count: data.count })}
            {' · '}
            {t('evaluate.summary.asSeller', { count: data.asSeller })}
            {' · '}
            {t('evaluate.summary.asBuyer', { count: data.asBuyer })}
          </p>
          <ul className="review-chips" aria-label={t('evaluate.tagsLabel')}>
            {REVIEW_TAGS.filter((tag) => data[tag] > 0).map((tag) => (
              <li key={tag} className="review-chip" data-testid={`review-tag-${tag}`}>
                {t(`evaluate.tags.${tag}`)} <span className="review-chip-count">{data[tag]}</span>
              </li>
            ))}
          </ul>
          <button type="button" className="link review-see-all" onClick={showList}>
            {t('evaluate.summary.seeAll')}
          </button>
        </>
      )}
    </section>
  )
}

/** The received reviews, for the page's main column; nothing when there are none (the summary says so). */
export function MemberReviewList({ memberId }: { memberId: string }) {
  const { t } = useTranslation()
  const [sort, setSort] = useState<ReviewSort>('TIME_DESC')
  const [page, setPage] = useState(1)
  const query = useMemberReviews(memberId, sort, page)
  if (query.data?.total === 0) return null
  return (
    <section className="member-reviews" aria-labelledby={LIST_TITLE} data-testid="member-reviews">
      <h2 id={LIST_TITLE} tabIndex={-1}>
        {t('evaluate.summary.list')}
      </h2>
      <ReviewList
        query={query}
        perspective="public"
        sort={sort}
        page={page}
        onSort={(s) => {
          setSort(s)
          setPage(1)
        }}
        onPage={setPage}
        empty={<EmptyState title={t('evaluate.summary.none')} />}
      />
    </section>
  )
}
