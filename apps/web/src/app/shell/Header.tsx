/** Header (SPEC §2): logo and site name, search, and the account area. */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '../../components/Icon.tsx'
import { useSite } from '../../features/site/api/site.ts'
import { useSession } from '../../lib/session.ts'
import { openAuth } from '../../lib/ui.ts'
import { SearchBar } from './SearchBar.tsx'
import { UserMenu } from './UserMenu.tsx'

export function Header() {
  const { t } = useTranslation()
  const { data: site } = useSite()
  const { userInfo } = useSession()
  return (
    <header className="header">
      <div className="header-inner">
        <Link to="/" className="brand" aria-label={site?.siteName ?? t('common.appName')}>
          <img src={site?.buyerSideLogo || '/logo.svg'} alt="" width={36} height={36} />
          <span className="brand-name">{site?.siteName ?? t('common.appName')}</span>
        </Link>
        <SearchBar />
        <nav className="header-actions" aria-label={t('nav.account', { name: '' })}>
          {userInfo ? (
            <>
              <Link to="/task" className="header-link" data-testid="header-tasks">
                <Icon name="coin" size={20} />
                <span>{t('tasks.title')}</span>
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
      </div>
    </header>
  )
}
