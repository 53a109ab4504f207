/**
 * StoreAfterSale (the shop's after-sales; docs/product/after-sales.md): its requests, newest first,
 * and one request (?sn=, where the shop's notices lead) with accept / refuse with a reason /
 * confirm the returned goods. A member without a shop, or another shop's request, gets "not found".
 */
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { ApiError } from '../../../lib/api.ts'
import { afterSaleRoutes, useOwnLink } from '../../../lib/member-centre.ts'
import { useAfterSale } from '../api/aftersales.ts'
import { AfterSaleList } from '../components/AfterSaleList.tsx'
import { AfterSaleSummary, Timeline } from '../components/AfterSaleSummary.tsx'
import { ShopAnswer } from '../components/ShopAnswer.tsx'
import '../aftersales.css'

function ShopRequest({ sn }: { sn: string }) {
  const { t } = useTranslation()
  const own = useOwnLink()
  const query = useAfterSale('shop', sn)
  const notFound = query.error instanceof ApiError && query.error.status === 404
  const view = query.data
  return (
    <>
      <p>
        <Link to={own(afterSaleRoutes.shop)}>{t('aftersales.title.shop')}</Link>
      </p>
      {notFound ? (
        <EmptyState title={t('aftersales.notFound')} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !view ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <p className="as-muted">{t('aftersales.sn', { sn: view.sn })}</p>
          <AfterSaleSummary view={view} />
          <ShopAnswer view={view} />
          <Timeline logs={view.logs} />
        </>
      )}
    </>
  )
}

export default function StoreAfterSalePage() {
  const { t } = useTranslation()
  const own = useOwnLink()
  const [search, setSearch] = useSearchParams()
  const sn = search.get('sn') ?? ''
  const page = Math.max(1, Number(search.get('page')) || 1)
  return (
    <section className="as-page">
      <h1>{t('aftersales.title.shop')}</h1>
      {sn ? (
        <ShopRequest sn={sn} />
      ) : (
        <AfterSaleList
          side="shop"
          page={page}
          onPage={(next) => setSearch({ page: String(next) })}
          linkOf={(view) => own(`${afterSaleRoutes.shop}?sn=${encodeURIComponent(view.sn)}`)}
          empty={t('aftersales.shop.empty')}
        />
      )}
    </section>
  )
}
