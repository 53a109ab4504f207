/**
 * The side drawer (docs/product/screens.md, "Side bar drawer"), opened by the header's menu button:
 * 300 px from the left over a scrim. Members get their member centre, the cart (its count, and its
 * first lines when opened: features/cart), their latest orders (features/orders), assets (coins),
 * footprints and favourites; visitors log in or sign up (the cart and orders ask them to), and
 * browse the top categories. Both then get the language switch and the help pages (on a phone the
 * footer's are thousands of pixels down). A modal <dialog>: focus starts on its first item and
 * stays inside (Tab wraps round), Esc, ✕ and a click on the scrim close it, and focus goes back to
 * the menu button. Loaded when first opened (Header.tsx), with the memberCentre texts.
 */
import { type KeyboardEvent, type ReactNode, Suspense, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '../../components/Icon.tsx'
import { paths } from '../../config/paths.ts'
import { DrawerCart } from '../../features/cart/index.ts'
import { useCategories } from '../../features/categories/index.ts'
import { DrawerOrders } from '../../features/orders/index.ts'
import { type Session, useSession } from '../../lib/session.ts'
import { openAuth } from '../../lib/ui.ts'
import { LanguageSelect } from './LanguageSelect.tsx'
import { ShortcutIcon } from './shortcut-icons.tsx'
import './side-drawer.css'

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), [tabindex]:not([tabindex="-1"])'

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function wrapTab(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'Tab') return
  const controls = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const first = controls[0]
  const last = controls.at(-1)
  if (!first || !last) return
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault()
    last.focus()
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault()
    first.focus()
  }
}

export default function SideDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const { userInfo } = useSession()
  const titleId = useId()
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (dialog && !dialog.open) dialog.showModal?.()
    dialog?.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    return () => {
      if (dialog?.open) dialog.close()
      opener?.focus()
    }
  }, [])
  return (
    <dialog
      ref={ref}
      className="side-drawer"
      aria-labelledby={titleId}
      data-testid="side-drawer"
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault()
          onClose()
        } else wrapTab(e)
      }}
      onClick={(e) => {
        // The dialog element itself is only hit outside its panel, i.e. on the scrim.
        if (e.target === e.currentTarget) onClose()
      }}
    >
      <div className="side-drawer-panel">
        <header className="side-drawer-head">
          <h2 id={titleId}>{t('nav.menu')}</h2>
          <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={onClose}>
            ✕
          </button>
        </header>
        {userInfo ? (
          <MemberItems user={userInfo} onClose={onClose} />
        ) : (
          <>
            <LoginPrompt onClose={onClose} />
            <ul className="side-drawer-items">
              <Suspense fallback={null}>
                <DrawerCart onClose={onClose} />
              </Suspense>
              <Suspense fallback={null}>
                <DrawerOrders onClose={onClose} />
              </Suspense>
            </ul>
            <Categories onClose={onClose} />
          </>
        )}
        <SiteItems onClose={onClose} />
      </div>
    </dialog>
  )
}

function MemberItems({ user, onClose }: { user: NonNullable<Session['userInfo']>; onClose: () => void }) {
  const { t } = useTranslation()
  const item = (to: string, icon: ReactNode, label: string, testId: string, first = false) => (
    <li>
      <Link to={to} data-testid={testId} data-autofocus={first || undefined} onClick={onClose}>
        {icon}
        <span>{label}</span>
      </Link>
    </li>
  )
  return (
    <>
      <p className="side-drawer-who">
        <span className="avatar" aria-hidden>
          {user.face ? (
            <img src={user.face} alt="" />
          ) : (
            (user.nickName || user.username).slice(0, 1).toUpperCase()
          )}
        </span>
        <span>
          <strong>{user.nickName}</strong>
          <span className="muted small">@{user.username}</span>
        </span>
      </p>
      <nav aria-label={t('nav.memberCentre')}>
        <ul className="side-drawer-items">
          {item(
            paths.memberCentre(user.username),
            <ShortcutIcon name="user" />,
            t('nav.memberCentre'),
            'drawer-centre',
            true,
          )}
          <Suspense fallback={null}>
            <DrawerCart onClose={onClose} />
          </Suspense>
          <Suspense fallback={null}>
            <DrawerOrders onClose={onClose} />
          </Suspense>
          {item(
            paths.memberCentre(user.username, 'Point'),
            <Icon name="coin" size={22} />,
            t('memberCentre.drawer.assets'),
            'drawer-assets',
          )}
          {item(
            paths.memberCentre(user.username, 'MyTracks'),
            <ShortcutIcon name="history" />,
            t('memberCentre.drawer.footprints'),
            'drawer-footprints',
          )}
          {item(
            paths.memberCentre(user.username, 'Favorites'),
            <Icon name="heart" size={22} />,
            t('memberCentre.drawer.favourites'),
            'drawer-favourites',
          )}
        </ul>
      </nav>
    </>
  )
}

/** Visitors: log in or sign up (the member's items need an account). */
function LoginPrompt({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const open = (mode: 'login' | 'register') => {
    onClose()
    openAuth(mode)
  }
  return (
    <div className="side-drawer-login" data-testid="drawer-login-prompt">
      <p className="muted">{t('memberCentre.drawer.visitorBody')}</p>
      <div className="side-drawer-login-actions">
        <button
          type="button"
          className="btn btn-primary"
          data-testid="drawer-login"
          data-autofocus
          onClick={() => open('login')}
        >
          {t('nav.login')}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          data-testid="drawer-register"
          onClick={() => open('register')}
        >
          {t('nav.register')}
        </button>
      </div>
    </div>
  )
}

/** Visitors: the top categories (shared with the category drawer's cache), then every listing. */
function Categories({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const { data } = useCategories()
  return (
    <nav className="side-drawer-section" aria-labelledby="drawer-categories">
      <h3 id="drawer-categories">{t('memberCentre.drawer.categories')}</h3>
      <ul className="side-drawer-links" data-testid="drawer-categories">
        {(data ?? []).map((c) => (
          <li key={c.id}>
            <Link to={paths.goodsList({ categoryId: c.id, categoryName: c.name })} onClick={onClose}>
              {c.name}
            </Link>
          </li>
        ))}
        <li>
          <Link to={paths.goodsList()} onClick={onClose}>
            {t('memberCentre.drawer.allListings')}
          </Link>
        </li>
      </ul>
    </nav>
  )
}

const HELP = [
  [paths.contact, 'footer.contact'],
  [paths.about, 'footer.about'],
  [paths.terms, 'footer.terms'],
  [paths.privacy, 'footer.privacy'],
] as const

/** Everyone: the language switch and the help pages. */
function SiteItems({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <>
      <section className="side-drawer-section" aria-labelledby="drawer-language">
        <h3 id="drawer-language">{t('footer.language')}</h3>
        <LanguageSelect />
      </section>
      <nav className="side-drawer-section" aria-labelledby="drawer-help" data-testid="drawer-help">
        <h3 id="drawer-help">{t('memberCentre.drawer.help')}</h3>
        <ul className="side-drawer-links">
          {HELP.map(([to, key]) => (
            <li key={to}>
              <Link to={to} onClick={onClose}>
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  )
}
