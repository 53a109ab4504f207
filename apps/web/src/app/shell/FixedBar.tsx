/**
 * The fixed bar (docs/product/screens.md, "Fixed bar"): wider than 768 px, a column of round
 * buttons at the right edge, in the page's side margin (fixed-bar.css keeps the content clear of
 * it): member centre, the cart (with its count), notifications, favourites, and "back to top" once
 * the page has scrolled.
 * Visitors who pick one of the first four get the login dialog, then that page. Not on phones,
 * where the bottom of the screen is the page's (the listing's action bar), nor in the chat, which
 * takes the whole screen. Loaded after the first render (Layout.tsx), with the memberCentre texts.
 */
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { countText } from '../../components/HeaderMenu.tsx'
import { Icon } from '../../components/Icon.tsx'
import { paths, routes } from '../../config/paths.ts'
import { CartIcon, useCartCount } from '../../features/cart/index.ts'
import { useSession } from '../../lib/session.ts'
import { openAuth } from '../../lib/ui.ts'
import { ShortcutIcon } from './shortcut-icons.tsx'
import './fixed-bar.css'

/** How far down the page "back to top" appears: past the first screen's top part. */
const TOP_BUTTON_AFTER_PX = 400

function useScrolledDown(): boolean {
  const [down, setDown] = useState(false)
  useEffect(() => {
    const check = () => setDown(window.scrollY > TOP_BUTTON_AFTER_PX)
    check()
    window.addEventListener('scroll', check, { passive: true })
    return () => window.removeEventListener('scroll', check)
  }, [])
  return down
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** `mainId`: the page content's element, where focus goes once back at the top. */
export default function FixedBar({ mainId }: { mainId: string }) {
  const { t } = useTranslation()
  const { userInfo } = useSession()
  const { pathname } = useLocation()
  const down = useScrolledDown()
  const cartCount = useCartCount()
  if (pathname === routes.im) return null
  const name = userInfo?.username
  // A visitor logs in first, then lands on the page (the centre's address needs the username).
  const items: [string, ReactNode, string, string][] = [
    [
      name ? paths.memberCentre(name) : paths.settings,
      <ShortcutIcon key="i" name="user" />,
      'profile',
      'fixed-profile',
    ],
    [paths.shoppingCart, <CartIcon key="i" />, 'cart', 'fixed-cart'],
    [
      name ? paths.memberCentre(name, 'MsgList') : paths.notices,
      <ShortcutIcon key="i" name="bell" />,
      'messages',
      'fixed-messages',
    ],
    [
      name ? paths.memberCentre(name, 'Favorites') : paths.favourites,
      <Icon key="i" name="heart" size={22} />,
      'favourites',
      'fixed-favourites',
    ],
  ]
  return (
    <nav className="fixed-bar" aria-label={t('memberCentre.bar.label')} data-testid="fixed-bar">
      {items.map(([to, icon, key, testId]) => (
        <Link
          key={key}
          to={to}
          className="fixed-bar-btn"
          aria-label={
            key === 'cart' && cartCount
              ? t('memberCentre.bar.cartCount', { n: countText(cartCount) })
              : t(`memberCentre.bar.${key}`)
          }
          title={t(`memberCentre.bar.${key}`)}
          data-testid={testId}
          onClick={(e) => {
            if (userInfo) return
            e.preventDefault()
            openAuth('login', to, { reason: 'memberPage' })
          }}
        >
          {icon}
          {key === 'cart' && cartCount > 0 && (
            <b className="fixed-bar-count" aria-hidden data-testid="fixed-cart-count">
              {countText(cartCount)}
            </b>
          )}
        </Link>
      ))}
      {down && (
        <button
          type="button"
          className="fixed-bar-btn"
          aria-label={t('memberCentre.bar.top')}
          title={t('memberCentre.bar.top')}
          data-testid="fixed-top"
          onClick={() => {
            window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' })
            // The button goes away at the top: focus moves on to the page rather than dropping out.
            document.getElementById(mainId)?.focus({ preventScroll: true })
          }}
        >
          <ShortcutIcon name="up" />
        </button>
      )}
    </nav>
  )
}
