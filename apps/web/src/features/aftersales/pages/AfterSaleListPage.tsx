/** AfterSale: the buyer's after-sale requests, newest first (docs/product/after-sales.md). */
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { afterSaleRoutes, useOwnLink } from '../../../lib/member-centre.ts'
import { AfterSaleList } from '../components/AfterSaleList.tsx'
import '../aftersales.css'

export default function AfterSaleListPage() {
  const { t } = useTranslation()
  const own = useOwnLink()
  const [search, setSearch] = useSearchParams()
  const page = Math.max(1, Number(search.get('page')) || 1)
  return (
    <section className="as-page">
      <h1>{t('aftersales.title.list')}</h1>
      <AfterSaleList
        side="buyer"
        page={page}
        onPage={(next) => setSearch({ page: String(next) })}
        linkOf={(view) => own(`${afterSaleRoutes.detail}?sn=${encodeURIComponent(view.sn)}`)}
        empty={t('aftersales.list.empty')}
      />
    </section>
  )
}
