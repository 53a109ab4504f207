/** One shop's lines in the cart, under the shop's name and its tick box (ticks the shop's available lines). */
import type { CartLine, CartShop } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { CartLineRow } from './CartLineRow.tsx'

export interface CartActions {
  tickLine: (skuId: string, checked: boolean) => void
  tickShop: (storeId: string, checked: boolean) => void
  remove: (skuIds: string[]) => void
  /** After a line's number was sent: the totals and ticks come back from the server. */
  settled: () => void
}

interface Props {
  shop: CartShop
  actions: CartActions
  priceBefore: (line: CartLine) => string | null
}

export function CartShopGroup({ shop, actions, priceBefore }: Props) {
  const { t } = useTranslation()
  const live = shop.lines.some((l) => l.unavailable === null)
  const headingId = `cart-shop-${shop.storeId}`
  return (
    <section className="card cart-shop" aria-labelledby={headingId} data-testid="cart-shop">
      <header className="cart-shop-head">
        <span className="cart-line-tick">
          {live && (
            <input
              type="checkbox"
              checked={shop.checked}
              aria-label={t('cart.tickShop', { name: shop.storeName })}
              onChange={(e) => actions.tickShop(shop.storeId, e.target.checked)}
              data-testid="shop-tick"
            />
          )}
        </span>
        {shop.storeLogo ? (
          <img className="cart-shop-logo" src={shop.storeLogo} alt="" />
        ) : (
          <span className="cart-shop-logo" aria-hidden>
            {shop.storeName.slice(0, 1)}
          </span>
        )}
        <h2 id={headingId} className="cart-shop-name">
          <Link to={paths.merchant(shop.storeId)}>{shop.storeName}</Link>
        </h2>
      </header>
      <ul className="cart-lines">
        {shop.lines.map((line) => (
          <CartLineRow
            key={line.skuId}
            line={line}
            priceBefore={priceBefore(line)}
            onTick={(checked) => actions.tickLine(line.skuId, checked)}
            onRemove={() => actions.remove([line.skuId])}
            onSettled={actions.settled}
          />
        ))}
      </ul>
    </section>
  )
}
