/**
 * AddEval?sn=&itemId= (docs/product/after-sales.md, "Order reviews"): review one item of a
 * completed order, once. The item comes from the "to review" list; one already reviewed (or not
 * the member's) is not there, and the page says so.
 */
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { reviewRoutes, useOwnLink } from '../../../lib/member-centre.ts'
import { toast } from '../../../lib/ui.ts'
import { useToReview } from '../api/reviews.ts'
import { ItemLine } from '../components/ItemLine.tsx'
import { ReviewForm } from '../components/ReviewForm.tsx'
import '../reviews.css'

export default function AddEvalPage() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const sn = search.get('sn') ?? ''
  const itemId = search.get('itemId') ?? ''
  const own = useOwnLink()
  const navigate = useNavigate()
  const waiting = useToReview(1, 100)
  const item = waiting.data?.records.find((i) => i.orderSn === sn && i.itemId === itemId)
  return (
    <section className="rv-page">
      <h1>{t('reviews.title.add')}</h1>
      <p>
        <Link to={own(reviewRoutes.list)}>{t('reviews.toList')}</Link>
      </p>
      {waiting.isError ? (
        <LoadError error={waiting.error} onRetry={() => void waiting.refetch()} />
      ) : !waiting.data ? (
        <Spinner label={t('common.loading')} />
      ) : !item ? (
        <EmptyState title={t('reviews.itemGone')} />
      ) : (
        <>
          <div className="card">
            <ItemLine item={item} />
          </div>
          <ReviewForm
            orderSn={sn}
            itemId={itemId}
            onDone={(review) => {
              toast(t('reviews.done'), 'success')
              navigate(own(`${reviewRoutes.detail}?id=${encodeURIComponent(review.id)}`), { replace: true })
            }}
          />
        </>
      )}
    </section>
  )
}
