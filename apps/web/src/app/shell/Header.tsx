/**
 * Header (docs/product/screens.md): the side drawer's menu button, logo and site name, search, and
 * the account area (members: app/shell/MemberBar.tsx).
 */

import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '../../components/Icon.tsx'
import { paths } from '../../config/paths.ts'
import { CategoryDrawer } from '../../features/discover/index.ts'
import { useSite } from '../../features/site/index.ts'
import { loadSections } from '../../lib/i18n.ts'
import { useSession } from '../../lib/session.ts'
import { openAuth } from '../../lib/ui.ts'
import { SearchBar } from './SearchBar.tsx'

/**
 * The member-only links, badges and avatar menu load after the first render, members only: out of
 * the home page's first load (docs/architecture.md, "Delivery").
 */
const MemberBar = lazy(() => import('./MemberBar.tsx'))
/** The side drawer, with its texts, loads when first opened (the button is all the first load holds). */
const SideDrawer = lazy(
  async () => (await Promise.all([import('./SideDrawer.tsx'), loadSections('memberCentre')]))[0],
)

export function Header() {
  const { t } = useTranslation()
  const { data: site } = useSite()
  const { userInfo } = useSession()
  const [categoriesOpen, setCategoriesOpen] = useState(false)
  const [drawerOpen, setDrawerOpen] = useState(false)
  return (
    <header className="header">
      <div className="header-inner">
        <button
          type="button"
          className="header-drawer"
          data-testid="header-drawer"
          aria-label={t('nav.menu')}
          aria-haspopup="dialog"
          onClick={() => setDrawerOpen(true)}
        />
        <Link to={paths.home} className="brand" aria-label={site?.siteName ?? t('common.appName')}>
          <img src={site?.buyerSideLogo || '/logo.svg'} alt="" width={36} height={36} />
          <span className="brand-name">{site?.siteName ?? t('common.appName')}</span>
        </Link>
        <button
          type="button"
          className="header-link header-categories"
          data-testid="header-categories"
          aria-haspopup="dialog"
          onClick={() => setCategoriesOpen(true)}
        >
          <Icon name="grid" size={20} />
          <span>{t('pages.headerCategories')}</span>
        </button>
        <SearchBar />
        <nav className="header-actions" aria-label={t('nav.account', { name: '' })}>
          {userInfo ? (
            <Suspense fallback={<span className="member-bar-slot" />}>
              <MemberBar user={userInfo} />
            </Suspense>
          ) : (
            <>
              <button
                type="button"
                className="btn btn-ghost btn-small"
                data-testid="header-register"
                onClick={() => openAuth('register')}
              >
                {t('nav.register')}
              </button>
              <button
                type="button"
                className="btn btn-primary btn-small"
                data-testid="header-login"
                onClick={() => openAuth('login')}
              >
                {t('nav.login')}
              </button>
            </>
          )}
        </nav>
        <Link to={paths.sell()} className="btn btn-primary btn-small header-sell" data-testid="header-sell">
          <Icon name="plus" size={18} />
          <span>{t('pages.headerSell')}</span>
        </Link>
      </div>
      {categoriesOpen && (
        <Suspense fallback={null}>
          <CategoryDrawer open onClose={() => setCategoriesOpen(false)} />
        </Suspense>
      )}
      {drawerOpen && (
        <Suspense fallback={null}>
          <SideDrawer onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  )
}
