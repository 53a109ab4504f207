/** Header (docs/product/screens.md): logo and site name, search, and the account area. */

import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '../../components/Icon.tsx'
import { paths } from '../../config/paths.ts'
import { CategoryDrawer } from '../../features/discover/index.ts'
import { useSite } from '../../features/site/index.ts'
import { useSession } from '../../lib/session.ts'
import { openAuth } from '../../lib/ui.ts'
import { SearchBar } from './SearchBar.tsx'
import { UserMenu } from './UserMenu.tsx'

export function Header() {
  const { t } = useTranslation()
  const { data: site } = useSite()
  const { userInfo } = useSession()
  const [categoriesOpen, setCategoriesOpen] = useState(false)
  return (
    <header className="header">
      <div className="header-inner">
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
            <>
              <Link to={paths.tasks} className="header-link" data-testid="header-tasks">
                <Icon name="coin" size={20} />
                <span>{t('tasks.title')}</span>
              </Link>
              <Link
                to={paths.favourites}
                className="header-link"
                data-testid="header-favourites"
                aria-label={t('pages.headerFavourites')}
              >
                <Icon name="heart" size={20} />
                <span>{t('pages.headerFavourites')}</span>
              </Link>
              <UserMenu user={userInfo} />
            </>
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
    </header>
  )
}
