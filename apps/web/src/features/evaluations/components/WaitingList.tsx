/**
 * Deals waiting for my review: each with the listing, the other member and their role, the price
 * and the day of the deal, a "Review" button that opens the rating dialog, and the deal's chat.
 */
import type { ToBeEvaluated } from '@kaifong/contract'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Avatar } from '../../../components/Avatar.tsx'
import { LoadError } from '../../../components/LoadStates.tsx'
import { Pager } from '../../../components/Pager.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { formatDate, formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { useWaitingReviews } from '../api/reviews.ts'
import { usePageInRange } from '../lib/page-in-range.ts'

// The dialog brings the contract's schema, and zod with it: loaded when first opened.
const RateDialog = lazy(async () => ({ default: (await import('./RateDialog.tsx')).RateDialog }))

export function WaitingList({
  page,
  onPage,
  empty,
}: {
  page: number
  onPage: (page: number) => void
  empty: ReactNode
}) {
  const { t } = useTranslation()
  const query = useWaitingReviews(page)
  const [rating, setRating] = useState<ToBeEvaluated | null>(null)
  const { data } = query
  usePageInRange(data, page, onPage)
  if (query.isPending) return <Spinner label={t('common.loading')} />
  if (query.isError && !data) return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  if (!data || data.total === 0) return <>{empty}</>
  return (
    <div className="review-list" aria-busy={query.isPlaceholderData || undefined}>
      <p className="muted small">{t('evaluate.waitingTotal', { count: data.total })}</p>
      <ul className="waiting-list">
        {data.records.map((deal) => (
          <li key={deal.talkId} className="waiting" data-testid="waiting">
            <Link to={paths.goodsDetail(deal.goodsId)} className="waiting-goods">
              {deal.goodsPicture ? (
                <img src={deal.goodsPicture} alt="" width={64} height={64} loading="lazy" />
              ) : (
                <span className="review-goods-pic" aria-hidden />
              )}
              <span className="waiting-title" id={`waiting-${deal.talkId}`}>
                {deal.goodsName}
              </span>
            </Link>
            <div className="waiting-facts">
              <p className="review-who">
                <Avatar name={deal.name} face={deal.face} size={24} />
                <span className="review-role">{t(`evaluate.role.${deal.role}`)}</span>
                <span>{deal.name}</span>
              </p>
              <p className="muted small">
                {t('evaluate.dealt', {
                  price: formatHKD(deal.price),
                  date: formatDate(deal.dealTime, currentLanguage()),
                })}
              </p>
            </div>
            <div className="waiting-actions">
              <button
                type="button"
                className="btn btn-primary btn-small"
                data-testid="waiting-rate"
                aria-describedby={`waiting-${deal.talkId}`}
                onClick={() => setRating(deal)}
              >
                {t('evaluate.review')}
              </button>
              <Link
                className="btn btn-outline btn-small"
                to={paths.im({ talkId: deal.talkId })}
                aria-describedby={`waiting-${deal.talkId}`}
              >
                {t('evaluate.chat')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <Pager current={page} total={data.pages} onChange={onPage} />
      {rating && (
        <Suspense fallback={null}>
          <RateDialog {...rating} onDone={() => setRating(null)} />
        </Suspense>
      )}
    </div>
  )
}
