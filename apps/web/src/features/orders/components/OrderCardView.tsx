/**
 * One order in a list (the buyer's MyOrder, the shop's orders): the shop (or the buyer, for the
 * shop), the status in words, the items, the total, and the actions the page puts in.
 */
import type { OrderCard } from '@kaifong/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { OrderItems } from './OrderItems.tsx'

interface Props {
  order: OrderCard
  /** The order's detail page. */
  to: string
  /** Whose name heads the card: the shop's (buyer) or the buyer's (shop). */
  who: 'shop' | 'buyer'
  children?: ReactNode
}

export function OrderCardView({ order, to, who, children }: Props) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const count = order.orderItems.reduce((sum, item) => sum + item.num, 0)
  return (
    <article className="card order-card" data-testid="order-card" aria-labelledby={`order-${order.sn}`}>
      <header className="order-card-head">
        <h2 id={`order-${order.sn}`} className="order-card-who">
          {who === 'shop' ? order.storeName : t('orders.buyer', { name: order.buyerName })}
        </h2>
        <span className={`order-status order-status-${order.orderStatus}`} data-testid="order-status">
          {t(`orders.status.${order.orderStatus}`)}
        </span>
      </header>
      <Link to={to} className="order-card-body">
        <OrderItems items={order.orderItems} />
      </Link>
      <p className="order-card-total">
        <span className="small muted">{t('orders.sn', { sn: order.sn })}</span>
        <span>
          {t('orders.count', { count })}{' '}
          <strong data-testid="order-total">
            {t('orders.total', { amount: formatHKD(order.flowPrice, lang) })}
          </strong>
        </span>
      </p>
      <div className="order-actions">
        <Link to={to} className="btn btn-ghost btn-small">
          {t('orders.actions.DETAIL')}
        </Link>
        {children}
      </div>
    </article>
  )
}
