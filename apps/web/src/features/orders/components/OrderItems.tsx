/** An order's items: photo, name, specs, price × number (the price at order time). */
import type { OrderCard } from '@kaifong/contract'
import type { ReactNode } from 'react'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'

type Item = OrderCard['orderItems'][number]

/** `extra`: what follows an item (the buyer's after-sale and review links on the order's page). */
export function OrderItems({
  items,
  extra,
}: {
  items: OrderCard['orderItems']
  extra?: (item: Item) => ReactNode
}) {
  const lang = currentLanguage()
  return (
    <ul className="order-items">
      {items.map((item) => (
        <li key={item.skuId} className="order-item" data-testid="order-item">
          {item.image ? (
            <img src={item.image} alt="" loading="lazy" width={64} height={64} />
          ) : (
            <span className="order-item-pic" aria-hidden />
          )}
          <span className="order-item-text">
            <span className="order-item-name">{item.goodsName}</span>
            {item.specs && <span className="small muted">{item.specs}</span>}
          </span>
          <span className="order-item-price">
            {formatHKD(item.price, lang)} <span className="muted">× {item.num}</span>
          </span>
          {extra?.(item)}
        </li>
      ))}
    </ul>
  )
}
