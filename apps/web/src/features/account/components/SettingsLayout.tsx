/** /setting and its children (SPEC §2): a side menu on desktop, a scrolling tab row on phones. */
import { useTranslation } from 'react-i18next'
import { NavLink, Outlet } from 'react-router'

const ITEMS = [
  ['/setting', 'profile.title'],
  ['/setting/goods', 'pages.myGoods'],
  ['/collect', 'pages.collect'],
  ['/setting/tracks', 'pages.tracks'],
  ['/setting/address', 'pages.address'],
  ['/setting/point', 'coins.title'],
  ['/setting/topup', 'topup.title'],
  ['/setting/invite', 'invite.title'],
  ['/setting/medal', 'medals.title'],
] as const

export default function SettingsLayout() {
  const { t } = useTranslation()
  return (
    <div className="settings">
      <nav className="settings-nav" aria-label={t('nav.memberCentre')}>
        {ITEMS.map(([to, key]) => (
          <NavLink key={to} to={to} end>
            {t(key)}
          </NavLink>
        ))}
        <NavLink to="/task">{t('tasks.title')}</NavLink>
      </nav>
      <div className="settings-body">
        <Outlet />
      </div>
    </div>
  )
}
