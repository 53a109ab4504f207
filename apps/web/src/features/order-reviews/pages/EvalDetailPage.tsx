/** EvalDetail?id=: one of the member's own reviews; another member's is "not found" like a missing one. */
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { ApiError } from '../../../lib/api.ts'
import { reviewRoutes, useOwnLink } from '../../../lib/member-centre.ts'
import { useReview } from '../api/reviews.ts'
import { ReviewCard } from '../components/ReviewCard.tsx'
import '../reviews.css'

export default function EvalDetailPage() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const id = search.get('id') ?? ''
  const own = useOwnLink()
  const query = useReview(id)
  const notFound = !id || (query.error instanceof ApiError && query.error.status === 404)
  return (
    <section className="rv-page">
      <h1>{t('reviews.title.detail')}</h1>
      <p>
        <Link to={own(`${reviewRoutes.list}?tab=REVIEWED`)}>{t('reviews.toList')}</Link>
      </p>
      {notFound ? (
        <EmptyState title={t('reviews.notFound')} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <p className="rv-muted">{t('reviews.order', { sn: query.data.orderSn })}</p>
          <ReviewCard review={query.data} showGoods />
        </>
      )}
    </section>
  )
}
