/**
 * My shop in the member space (/setting/shop, the member centre's MyShop; docs/product/shops.md,
 * docs/product/shop-goods.md): the shop's settings and fees, its pickup points, and its goods with
 * each SKU's stock; links to the shop's page, its orders and the sell form. A member without an
 * open shop is sent to /shopEntry.
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoadError } from '../../../components/LoadStates.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { orderRoutes, useOwnLink } from '../../../lib/member-centre.ts'
import { useMyShop } from '../api/mine.ts'
import { useMyApplication } from '../api/shops.ts'
import { PickupPoints } from '../components/PickupPoints.tsx'
import { ShopSettingsForm } from '../components/ShopSettingsForm.tsx'
import { ShopStock } from '../components/ShopStock.tsx'
import '../components/shops.css'
import '../components/my-shop.css'

function NoShop() {
  const { t } = useTranslation()
  return (
    <div className="card shop-status" data-testid="my-shop-none">
      <p>{t('shops.owner.none')}</p>
      <Link className="btn btn-primary" to={paths.shopEntry}>
        {t('shops.owner.apply')}
      </Link>
    </div>
  )
}

function OpenShop() {
  const { t } = useTranslation()
  const ownLink = useOwnLink()
  const shop = useMyShop(true)
  if (shop.isPending) return <Spinner label={t('common.loading')} />
  if (shop.isError) return <LoadError error={shop.error} onRetry={() => void shop.refetch()} />
  const s = shop.data
  return (
    <>
      <nav className="my-shop-links" aria-label={t('shops.owner.links')}>
        <Link className="btn btn-outline btn-small" to={paths.merchant(s.id)} data-testid="my-shop-page-link">
          {t('shops.owner.viewPage')}
        </Link>
        <Link className="btn btn-outline btn-small" to={ownLink(orderRoutes.shopOrders)}>
          {t('shops.owner.orders')}
        </Link>
        <Link className="btn btn-primary btn-small" to={paths.sell()}>
          {t('shops.owner.addGoods')}
        </Link>
      </nav>
      <section className="card my-shop-section" aria-labelledby="my-shop-goods">
        <h2 id="my-shop-goods">{t('shops.owner.goods.title', { count: s.goodsCount })}</h2>
        <ShopStock storeId={s.id} />
      </section>
      <section className="card my-shop-section" aria-labelledby="my-shop-settings">
        <h2 id="my-shop-settings">{t('shops.owner.settings.title')}</h2>
        <ShopSettingsForm shop={s} />
      </section>
      <section className="card my-shop-section" aria-labelledby="my-shop-pickup">
        <h2 id="my-shop-pickup">{t('shops.owner.pickup.title')}</h2>
        <PickupPoints points={s.addresses} />
      </section>
    </>
  )
}

export default function MyShopPage() {
  const { t } = useTranslation()
  const application = useMyApplication()
  const open = application.data?.status === 'OPEN'
  return (
    <section className="my-shop" data-testid="my-shop-page">
      <h1>{open ? (application.data?.storeName ?? t('pages.myShop')) : t('pages.myShop')}</h1>
      {application.isPending && <Spinner label={t('common.loading')} />}
      {application.isError && (
        <LoadError error={application.error} onRetry={() => void application.refetch()} />
      )}
      {application.isSuccess && (open ? <OpenShop /> : <NoShop />)}
    </section>
  )
}
