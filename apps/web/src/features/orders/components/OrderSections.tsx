/**
 * The body of an order's page, for the buyer and the shop alike: items, where it goes (the address
 * or the pickup point, as copied at ordering), the receipt, the prices and the timeline.
 */
import { moneyOf, type OrderDetail } from '@kaifong/contract'
import { placeName } from '@kaifong/contract/places'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/date-time.ts'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { ItemLinks } from './ItemLinks.tsx'
import { OrderItems } from './OrderItems.tsx'

export function OrderSections({ order, viewer }: { order: OrderDetail; viewer: 'BUYER' | 'SELLER' }) {
  const { t } = useTranslation()
  return (
    <>
      <section className="card order-section" aria-labelledby="order-items-title">
        <h2 id="order-items-title">{viewer === 'BUYER' ? order.storeName : t('orders.detail.items')}</h2>
        <OrderItems
          items={order.orderItems}
          extra={viewer === 'BUYER' ? (item) => <ItemLinks order={order} item={item} /> : undefined}
        />
        {order.remark && (
          <p className="small">
            <span className="muted">{t('orders.detail.remark')}</span> {order.remark}
          </p>
        )}
      </section>
      <Destination order={order} />
      <Prices order={order} />
      <Timeline order={order} />
    </>
  )
}

/** A district's name in the page's language (the copies keep its code). */
const districtOf = (code: string) => placeName(code, currentLanguage()) || code

function Destination({ order }: { order: OrderDetail }) {
  const { t } = useTranslation()
  return (
    <section className="card order-section" aria-labelledby="order-where-title" data-testid="order-where">
      <h2 id="order-where-title">{t(`orders.way.${order.way}`)}</h2>
      {order.shipTo && (
        <address className="order-address">
          <strong>
            {order.shipTo.consignee} · {order.shipTo.mobile}
          </strong>
          <span>
            {districtOf(order.shipTo.district)} · {order.shipTo.detail}
          </span>
        </address>
      )}
      {order.pickup && (
        <address className="order-address">
          <strong>{order.pickup.name}</strong>
          <span>
            {districtOf(order.pickup.district)} · {order.pickup.detail}
          </span>
          {order.pickup.hours && (
            <span className="small muted">{t('orders.detail.hours', { hours: order.pickup.hours })}</span>
          )}
        </address>
      )}
      <h3 className="order-subhead">{t('orders.detail.receipt')}</h3>
      <p className="small" data-testid="order-receipt">
        {order.receipt
          ? [order.receipt.title, order.receipt.email].filter(Boolean).join(' · ') || order.receipt.kind
          : t('orders.detail.noReceipt')}
      </p>
    </section>
  )
}

function Prices({ order }: { order: OrderDetail }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const money = (value: string) => formatHKD(value, lang)
  const some = (value: string) => moneyOf(value) > 0n
  const rows: [string, string, boolean][] = [
    ['goods', money(order.goodsPrice), true],
    ['shipping', money(order.shippingFee), true],
    ['discount', `−${money(order.discount)}`, some(order.discount)],
    [
      'coins',
      t('orders.detail.coinsValue', { coins: order.coinsUsed, amount: money(order.coinsValue) }),
      order.coinsUsed > 0,
    ],
    ['wallet', money(order.walletPaid), some(order.walletPaid)],
    ['provider', money(order.providerPaid), some(order.providerPaid)],
  ]
  return (
    <section className="card order-section" aria-labelledby="order-prices-title">
      <h2 id="order-prices-title">{t('orders.detail.prices')}</h2>
      <dl className="order-prices" data-testid="order-prices">
        {rows
          .filter(([, , shown]) => shown)
          .map(([key, value]) => (
            <div key={key}>
              <dt>{t(`orders.price.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        <div className="order-prices-total">
          <dt>{t('orders.price.total')}</dt>
          <dd>{money(order.flowPrice)}</dd>
        </div>
      </dl>
    </section>
  )
}

function Timeline({ order }: { order: OrderDetail }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return (
    <section className="card order-section" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title">{t('orders.detail.timeline')}</h2>
      <ol className="order-timeline" data-testid="order-timeline">
        {order.logs.map((log) => (
          <li key={`${log.createTime}-${log.status}`}>
            <time dateTime={log.createTime}>{formatDateTime(log.createTime, lang)}</time>
            <span>
              {t(`orders.log.${log.status}`)}
              {log.note && <span className="small muted"> · {log.note}</span>}
            </span>
          </li>
        ))}
      </ol>
      <p className="small muted">
        {t('orders.sn', { sn: order.sn })} ·{' '}
        {t('orders.detail.created', { time: formatDateTime(order.createTime, lang) })}
      </p>
    </section>
  )
}
