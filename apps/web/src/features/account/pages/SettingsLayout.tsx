/**
 * /setting and its children, and the member centre /home/:name with its own (docs/product/screens.md):
 * a side menu on desktop, a scrolling tab row on phones. In the centre its links stay there.
 */

import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink, Outlet, useLocation } from 'react-router'
import { paths } from '../../../config/paths.ts'
import {
  afterSaleRoutes,
  memberCentreChildren,
  orderRoutes,
  reviewRoutes,
  useOwnLink,
} from '../../../lib/member-centre.ts'

const ITEMS = [
  [paths.settings, 'pages.profile'],
  [paths.myGoods, 'pages.myGoods'],
  [paths.offers, 'pages.offers'],
  [paths.evaluate, 'pages.evaluate'],
  [paths.notices, 'pages.notices'],
  [paths.savedSearches, 'pages.savedSearches'],
  [paths.favourites, 'pages.collect'],
  [paths.footprints, 'pages.tracks'],
  [paths.addresses, 'pages.address'],
  [paths.coins, 'coins.title'],
  [paths.topUp, 'pages.topUp'],
  [paths.wallet, 'pages.wallet'],
  [orderRoutes.myOrders, 'pages.myOrders'],
  [afterSaleRoutes.list, 'pages.afterSales'],
  [reviewRoutes.list, 'pages.orderReviews'],
  [memberCentreChildren.MyShop, 'pages.myShop'],
  [paths.invite, 'pages.invite'],
  [paths.medals, 'pages.medals'],
  [paths.security, 'pages.security'],
] as const

export default function SettingsLayout() {
  const { t } = useTranslation()
  const nav = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  const ownLink = useOwnLink()
  // On phones the menu is a scrolling row: bring the current page's tab into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the active tab changes with the path
  useEffect(() => {
    nav.current?.querySelector('a.active')?.scrollIntoView?.({ inline: 'nearest', block: 'nearest' })
  }, [pathname])
  return (
    <div className="settings">
      <nav className="settings-nav" ref={nav} aria-label={t('nav.memberCentre')}>
        {ITEMS.map(([to, key]) => (
          <NavLink key={to} to={ownLink(to)} end>
            {t(key)}
          </NavLink>
        ))}
        <NavLink to={paths.tasks}>{t('tasks.title')}</NavLink>
      </nav>
      <div className="settings-body">
        <Outlet />
      </div>
    </div>
  )
}
