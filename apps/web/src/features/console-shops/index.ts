/**
 * The console's shop applications (docs/admin.md, "Shops", right `shops`): its pages, which
 * app/console-pages.ts gives the console (features/admin). Each page is a lazy chunk of its own.
 */
import { lazy } from 'react'
import type { ConsolePage } from '../admin/index.ts'

const ShopApplicationsPage = lazy(() => import('./pages/ShopApplicationsPage.tsx'))
const ShopApplicationPage = lazy(() => import('./pages/ShopApplicationPage.tsx'))

export const SHOP_PAGES: readonly ConsolePage[] = [
  { path: 'shops', right: 'shops', Page: ShopApplicationsPage },
  { path: 'shops/:id', right: 'shops', Page: ShopApplicationPage },
]
