/**
 * The top of an order's page: its status in words and what happens next (docs/product/orders.md,
 * "States"): the time left to pay, the pickup code to show at the shop's counter (the buyer's, in
 * large type), the carrier and tracking number, when it completes by itself, why it was cancelled.
 */
import type { OrderDetail } from '@kaifong/contract'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/date-time.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { minutesLeft } from '../lib/orders.ts'

export function StatusBanner({ order, viewer }: { order: OrderDetail; viewer: 'BUYER' | 'SELLER' }) {
  const { t } = useTranslation()
  return (
    <section
      className={`card order-banner order-banner-${order.orderStatus}`}
      aria-labelledby="order-status-title"
      data-testid="order-banner"
    >
      <h1 id="order-status-title">{t(`orders.status.${order.orderStatus}`)}</h1>
      <NextStep order={order} viewer={viewer} />
      {viewer === 'SELLER' && <p className="small">{t('orders.buyer', { name: order.buyerName })}</p>}
      {order.pickupCode && (
        <div className="order-pickup-code" data-testid="pickup-code">
          <span className="small">{t('orders.detail.pickupCode')}</span>
          <strong>{order.pickupCode}</strong>
          <span className="small">{t('orders.detail.pickupHint')}</span>
        </div>
      )}
      {order.trackingNo && (
        <p className="order-tracking" data-testid="order-tracking">
          {order.carrierName} · <span className="mono">{order.trackingNo}</span>
        </p>
      )}
    </section>
  )
}

/** Re-renders every half minute while the order waits for payment, so the minutes left stay true. */
function useTicking(on: boolean) {
  const [, setTick] = useState(0)
  useEffect(() => {
    if (!on) return
    const id = setInterval(() => setTick((n) => n + 1), 30_000)
    return () => clearInterval(id)
  }, [on])
}

function NextStep({ order, viewer }: { order: OrderDetail; viewer: 'BUYER' | 'SELLER' }) {
  const { t } = useTranslation()
  useTicking(order.orderStatus === 'UNPAID')
  const lang = currentLanguage()
  const at = (iso: string | null) => (iso ? formatDateTime(iso, lang) : '')
  const side = viewer === 'BUYER' ? 'buyer' : 'shop'
  switch (order.orderStatus) {
    case 'UNPAID': {
      const minutes = minutesLeft(order.payBefore)
      return (
        <p data-testid="order-next">
          {minutes > 0
            ? t(`orders.next.${side}.UNPAID`, { count: minutes, time: at(order.payBefore) })
            : t('orders.next.payExpired')}
        </p>
      )
    }
    case 'DELIVERED':
      return (
        <p data-testid="order-next">
          {t(`orders.next.${side}.DELIVERED`, { time: at(order.autoCompleteTime) })}
        </p>
      )
    case 'COMPLETED':
      return <p data-testid="order-next">{t('orders.next.COMPLETED', { time: at(order.completedTime) })}</p>
    case 'CANCELLED':
      return (
        <p data-testid="order-next">
          {t('orders.next.CANCELLED', { time: at(order.cancelledTime) })}
          {order.cancelReason && ` ${order.cancelReason}`}
        </p>
      )
    default:
      return <p data-testid="order-next">{t(`orders.next.${side}.${order.orderStatus}`)}</p>
  }
}
