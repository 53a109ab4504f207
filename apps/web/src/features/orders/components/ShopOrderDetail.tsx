/**
 * One of the shop's orders (GET /buyer/store/order/{sn}): its status and next step, the ship form
 * (UNDELIVERED) or the pickup-code form (TAKE), then the items, where it goes, prices and timeline.
 * The shop never sees the pickup code: the buyer proves the pickup with it.
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoadError } from '../../../components/LoadStates.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { Missing } from '../../../components/StatePanels.tsx'
import { ApiError } from '../../../lib/api.ts'
import { orderRoutes, useOwnLink } from '../../../lib/member-centre.ts'
import { useShopOrderDetail } from '../api/orders.ts'
import { OrderSections } from './OrderSections.tsx'
import { PickupForm } from './PickupForm.tsx'
import { ShipForm } from './ShipForm.tsx'
import { StatusBanner } from './StatusBanner.tsx'

export function ShopOrderDetail({ sn }: { sn: string }) {
  const { t } = useTranslation()
  const ownLink = useOwnLink()
  const order = useShopOrderDetail(sn)
  if (order.isError && order.error instanceof ApiError && order.error.status === 404)
    return (
      <Missing
        icon="box"
        title={t('orders.detail.missing')}
        body={t('orders.detail.missingBody')}
        testId="order-missing"
      />
    )
  if (order.isPending) return <Spinner label={t('common.loading')} />
  if (order.isError) return <LoadError error={order.error} onRetry={() => void order.refetch()} />
  const { data } = order
  return (
    <div className="orders-page order-detail" data-testid="shop-order-detail">
      <Link to={ownLink(orderRoutes.shopOrders)} className="link small">
        ‹ {t('orders.shop.back')}
      </Link>
      <StatusBanner order={data} viewer="SELLER" />
      {data.actions.includes('SHIP') && <ShipForm sn={data.sn} />}
      {data.actions.includes('VERIFY') && <PickupForm sn={data.sn} />}
      <OrderSections order={data} viewer="SELLER" />
    </div>
  )
}
