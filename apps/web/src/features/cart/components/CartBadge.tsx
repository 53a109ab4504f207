/**
 * The header's cart link with the number of lines (members only; "99+" above 99), loaded with the
 * cart's texts after the first render (features/cart/index.ts). It goes to /shoppingCart; on narrow
 * phones the side drawer's cart item has it instead (cart-badge.css).
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { countText } from '../../../components/HeaderMenu.tsx'
import { paths } from '../../../config/paths.ts'
import { useCartCount } from '../api/cart.ts'
import { CartIcon } from './CartIcon.tsx'
import '../../../components/header-menu.css'
import './cart-badge.css'

export default function CartBadge() {
  const { t } = useTranslation()
  const count = useCartCount()
  return (
    <div className="header-menu cart-badge-menu">
      <Link
        to={paths.shoppingCart}
        className="header-link header-menu-link cart-badge"
        aria-label={count ? t('cart.badge.count', { n: countText(count) }) : t('cart.badge.label')}
        data-testid="cart-badge"
      >
        <CartIcon />
        {count > 0 && (
          <b className="header-menu-count" aria-hidden data-testid="cart-badge-count">
            {countText(count)}
          </b>
        )}
      </Link>
    </div>
  )
}
