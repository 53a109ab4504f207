/**
 * The cart (docs/product/cart.md): /shoppingCart and the checkout /cart are routed lazily from
 * app/router.tsx. Its parts other pages show load after them, each with the cart's texts: the
 * header's badge (members), the side drawer's cart item, and the SKU choice with "add to cart" and
 * "buy now" on a shop listing's page (put in by app/pages/GoodsDetailPage.tsx). `useCartCount` is
 * the badge's count (the fixed bar's too): 0 for visitors and once the session ends.
 */
import { lazy } from 'react'
import { loadSections } from '../../lib/i18n.ts'

export { useCartCount } from './api/cart.ts'
export { CartIcon } from './components/CartIcon.tsx'

/** Render inside <Suspense> with a placeholder of its size (44 × 44 px), so the header does not move. */
export const CartBadge = lazy(
  async () => (await Promise.all([import('./components/CartBadge.tsx'), loadSections('cart')]))[0],
)

/** The side drawer's cart item (an <li>), with the first lines of the cart when opened. */
export const DrawerCart = lazy(
  async () => (await Promise.all([import('./components/DrawerCart.tsx'), loadSections('cart')]))[0],
)

/** The SKU choice, stock, number and "add to cart" / "buy now" of a shop listing (its `goods`). */
export const SkuPanel = lazy(
  async () => (await Promise.all([import('./components/SkuPanel.tsx'), loadSections('cart')]))[0],
)
