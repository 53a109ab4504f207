/** Header (docs/product/screens.md): logo and site name, search, and the account area (with the chat badge). */

import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '../../components/Icon.tsx'
import { paths } from '../../config/paths.ts'
import { ChatBadge } from '../../features/chat/index.ts'
import { CategoryDrawer } from '../../features/discover/index.ts'
import { useSite } from '../../features/site/index.ts'
import { useSession } from '../../lib/session.ts'
import { openAuth } from '../../lib/ui.ts'
import { SearchBar } from './SearchBar.tsx'

/**
 * The avatar menu loads after the first render, members only: out of the home page's first load,
 * which pays for the "my reviews" link (docs/architecture.md, "Delivery").
 */
const UserMenu = lazy(async () => ({ default: (await import('./UserMenu.tsx')).UserMenu }))

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
              <Link to={paths.evaluate} className="header-link header-evaluate" data-testid="header-evaluate">
                <Icon name="star" size={20} />
                <span>{t('pages.evaluate')}</span>
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
              <Suspense fallback={<span className="chat-badge-slot" />}>
                <ChatBadge />
              </Suspense>
              <Suspense fallback={<span className="avatar" aria-hidden />}>
                <UserMenu user={userInfo} />
              </Suspense>
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
