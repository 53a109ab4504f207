/**
 * /setting/order?sn= and the member centre's OrderDetail?sn= (docs/product/orders.md): the status
 * and what happens next, the steps its status allows, the parcel's traces once shipped, the items,
 * where it goes, the receipt, the prices and the timeline. Another member's order, or none, shows
 * "not found" like a missing one.
 */
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { LoadError } from '../../../components/LoadStates.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { Missing } from '../../../components/StatePanels.tsx'
import { ApiError } from '../../../lib/api.ts'
import { orderRoutes, useOwnLink } from '../../../lib/member-centre.ts'
import { useOrderDetail } from '../api/orders.ts'
import { BuyerActions } from '../components/BuyerActions.tsx'
import { OrderSections } from '../components/OrderSections.tsx'
import { StatusBanner } from '../components/StatusBanner.tsx'
import { TracesList } from '../components/TracesList.tsx'
import '../orders.css'

export default function OrderDetailPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const sn = params.get('sn') ?? ''
  const ownLink = useOwnLink()
  const navigate = useNavigate()
  const order = useOrderDetail(sn)
  useTracesAnchor(order.isSuccess)
  if (!sn || (order.isError && order.error instanceof ApiError && order.error.status === 404))
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
  const list = ownLink(orderRoutes.myOrders)
  return (
    <div className="orders-page order-detail" data-testid="order-detail">
      <Link to={list} className="link small">
        ‹ {t('orders.detail.back')}
      </Link>
      <StatusBanner order={order.data} viewer="BUYER" />
      {order.data.actions.some((a) => a !== 'TRACK') && (
        <div className="order-actions order-detail-actions">
          <BuyerActions
            order={order.data}
            onDone={(step) => step === 'DELETE' && navigate(list, { replace: true })}
          />
        </div>
      )}
      {order.data.trackingNo && <TracesList sn={order.data.sn} />}
      <OrderSections order={order.data} viewer="BUYER" />
    </div>
  )
}

/** "View logistics" from a list lands on #order-traces: bring it into view once the page is there. */
function useTracesAnchor(ready: boolean) {
  const { hash } = useLocation()
  useEffect(() => {
    if (!ready || hash !== '#order-traces') return
    const target = document.getElementById('order-traces')
    target?.scrollIntoView?.({ block: 'start' })
    target?.focus({ preventScroll: true })
  }, [ready, hash])
}
