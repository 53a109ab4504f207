/**
 * The side drawer's cart item (docs/product/screens.md, "Side bar drawer"): the count badge
 * ("99+" above 99); opened, the cart's first DRAWER_LINES lines and a link to the whole cart.
 * Visitors are asked to log in, then land on the cart. Loaded with the cart's texts when the
 * drawer first opens (features/cart/index.ts).
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { countText } from '../../../components/HeaderMenu.tsx'
import { paths } from '../../../config/paths.ts'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { useSession } from '../../../lib/session.ts'
import { openAuth } from '../../../lib/ui.ts'
import { useCartCount, useCartView } from '../api/cart.ts'
import { CartIcon } from './CartIcon.tsx'
import './cart.css'

export const DRAWER_LINES = 10

export default function DrawerCart({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const { userInfo } = useSession()
  const count = useCartCount()
  const [open, setOpen] = useState(false)
  const label = count ? t('cart.badge.count', { n: countText(count) }) : t('cart.badge.label')
  return (
    <li className="drawer-cart">
      <button
        type="button"
        className="drawer-cart-toggle"
        aria-expanded={userInfo ? open : undefined}
        aria-controls={userInfo ? 'drawer-cart-lines' : undefined}
        aria-label={label}
        data-testid="drawer-cart"
        onClick={() => {
          if (userInfo) setOpen(!open)
          else {
            onClose()
            openAuth('login', paths.shoppingCart, { reason: 'cart' })
          }
        }}
      >
        <CartIcon />
        <span>{t('cart.badge.label')}</span>
        {count > 0 && (
          <b className="drawer-cart-count" aria-hidden>
            {countText(count)}
          </b>
        )}
      </button>
      {userInfo && open && <DrawerLines onClose={onClose} />}
    </li>
  )
}

function DrawerLines({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const view = useCartView()
  const lines = (view.data?.shops ?? []).flatMap((s) => s.lines)
  const lang = currentLanguage()
  return (
    <div id="drawer-cart-lines" className="drawer-cart-lines" data-testid="drawer-cart-lines">
      {view.isPending && <p className="muted small">{t('common.loading')}</p>}
      {view.isSuccess && lines.length === 0 && <p className="muted small">{t('cart.empty')}</p>}
      <ul>
        {lines.slice(0, DRAWER_LINES).map((l) => (
          <li key={l.skuId} className={l.unavailable ? 'unavailable' : undefined}>
            <Link to={paths.goodsDetail(l.goodsId, { skuId: l.skuId })} onClick={onClose}>
              {l.image ? <img src={l.image} alt="" loading="lazy" /> : <span className="drawer-cart-pic" />}
              <span className="drawer-cart-text">
                <span className="drawer-cart-name">{l.goodsName}</span>
                <span className="small muted">
                  {l.specsText ? `${l.specsText} · ` : ''}
                  {formatHKD(l.price, lang)} × {l.num}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {lines.length > DRAWER_LINES && (
        <p className="small muted">{t('cart.drawer.more', { count: lines.length - DRAWER_LINES })}</p>
      )}
      <Link
        to={paths.shoppingCart}
        className="btn btn-outline btn-small drawer-cart-all"
        onClick={onClose}
        data-testid="drawer-cart-all"
      >
        {t('cart.drawer.all')}
      </Link>
    </div>
  )
}
