/**
 * The buyer's links beside an item on the order's page: ask for an after-sale once the order is
 * paid (the form shows the server's answer when the window has closed or one is open), and review
 * the item once the order is completed (docs/product/after-sales.md).
 */
import type { OrderDetail } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { afterSaleRoutes, reviewRoutes, useOwnLink } from '../../../lib/member-centre.ts'

const AFTER_SALE_FROM = new Set(['PAID', 'UNDELIVERED', 'DELIVERED', 'TAKE', 'COMPLETED'])

export function ItemLinks({ order, item }: { order: OrderDetail; item: OrderDetail['orderItems'][number] }) {
  const { t } = useTranslation()
  const own = useOwnLink()
  const query = `?sn=${encodeURIComponent(order.sn)}&itemId=${encodeURIComponent(item.id)}`
  const review = order.orderStatus === 'COMPLETED' && !item.reviewed
  if (!review && !AFTER_SALE_FROM.has(order.orderStatus)) return null
  return (
    <span className="order-item-links">
      {review && (
        <Link
          className="btn btn-outline btn-small"
          to={own(`${reviewRoutes.add}${query}`)}
          data-testid="item-review"
        >
          {t('orders.item.review')}
        </Link>
      )}
      {AFTER_SALE_FROM.has(order.orderStatus) && (
        <Link
          className="btn-link small"
          to={own(`${afterSaleRoutes.apply}${query}`)}
          data-testid="item-after-sale"
        >
          {t('orders.item.afterSale')}
        </Link>
      )}
    </span>
  )
}
