/**
 * The console's frame: a header (menu button on a phone, the console's name, language, the
 * operator and sign-out), the navigation of the operator's rights (lib/nav.ts), and the page.
 * On a narrow screen the navigation folds away behind the menu button (admin.css).
 */
import { Suspense, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router'
import { navFor } from '../lib/nav.ts'
import { useOperator } from '../lib/operator.ts'
import { useSignOut } from '../lib/passport.ts'
import { adminPaths } from '../lib/paths.ts'
import { AdminLanguage } from './AdminLanguage.tsx'
import { AdminLoading } from './AdminStates.tsx'

export function AdminFrame() {
  const { t } = useTranslation()
  const operator = useOperator()
  const signOut = useSignOut()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const navId = useId()
  const [menuOpen, setMenuOpen] = useState(false)
  // A page chosen from the folded menu closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => setMenuOpen(false), [pathname])
  const leave = async () => {
    await signOut()
    await navigate(adminPaths.login, { replace: true })
  }
  return (
    <div className={`adm-shell${menuOpen ? ' menu-open' : ''}`} data-testid="admin-frame">
      <a className="adm-skip" href="#admin-main">
        {t('admin.frame.skip')}
      </a>
      <header className="adm-header">
        <button
          type="button"
          className="adm-menu-btn"
          aria-expanded={menuOpen}
          aria-controls={navId}
          data-testid="admin-menu-button"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden>☰</span>
          <span className="sr-only">{t('admin.frame.menu')}</span>
        </button>
        <span className="adm-brand">{t('admin.title')}</span>
        <div className="adm-header-tools">
          <AdminLanguage />
          <span className="adm-operator" data-testid="admin-operator">
            {operator.nickName || operator.username}
            <span className="adm-badge">{t(`admin.roles.${operator.role}`)}</span>
          </span>
          <button
            type="button"
            className="adm-btn adm-btn-ghost"
            data-testid="admin-sign-out"
            onClick={leave}
          >
            {t('admin.frame.signOut')}
          </button>
        </div>
      </header>
      <nav id={navId} className="adm-nav" aria-label={t('admin.frame.nav')} data-testid="admin-nav">
        <ul>
          {navFor(operator.rights).map((entry) => (
            <li key={entry.key}>
              <NavLink to={entry.path} end={entry.path === adminPaths.home}>
                {t(`admin.nav.${entry.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="admin-main" className="adm-main" tabIndex={-1}>
        <Suspense fallback={<AdminLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}
