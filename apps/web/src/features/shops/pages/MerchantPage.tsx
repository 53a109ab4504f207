/**
 * /merchant?id= (docs/product/shops.md, "The shop page"): an open shop's banner, logo, name,
 * rating, district, about, the favourite button and its goods with "search in this shop"; public.
 * A shop that is not open (or an id that names none) is not found.
 */
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { LoadError } from '../../../components/LoadStates.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { Missing } from '../../../components/StatePanels.tsx'
import { isIdParam, isNotFound } from '../../../lib/not-found.ts'
import { useDocumentTitle } from '../../../lib/page-title.ts'
import { useShopPage } from '../api/shops.ts'
import { ShopGoods } from '../components/ShopGoods.tsx'
import { ShopHeader } from '../components/ShopHeader.tsx'
import '../components/shops.css'

export default function MerchantPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const id = (params.get('id') ?? '').trim()
  const keyword = (params.get('keyword') ?? '').trim()
  const valid = isIdParam(id)
  const shop = useShopPage(valid ? id : undefined)
  const missing = !valid || isNotFound(shop.error)
  useDocumentTitle(missing ? t('shops.merchant.notFound.title') : shop.data?.storeName)
  if (missing)
    return (
      <Missing
        icon="compass"
        title={t('shops.merchant.notFound.title')}
        body={t('shops.merchant.notFound.body')}
        testId="merchant-not-found"
      />
    )
  if (shop.error && !shop.data) return <LoadError error={shop.error} onRetry={() => void shop.refetch()} />
  if (!shop.data) return <Spinner label={t('common.loading')} />
  const search = (next: string) => setParams(next ? { id, keyword: next } : { id })
  return (
    <div className="page merchant-page" data-testid="merchant-page">
      <ShopHeader shop={shop.data} />
      {shop.data.storeDesc && (
        <section className="card merchant-about" aria-labelledby="merchant-about-title">
          <h2 id="merchant-about-title">{t('shops.merchant.about')}</h2>
          <p>{shop.data.storeDesc}</p>
        </section>
      )}
      <ShopGoods shopId={id} keyword={keyword} onSearch={search} />
    </div>
  )
}
