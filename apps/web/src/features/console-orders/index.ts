/**
 * The console's orders view (docs/admin.md, "Orders", right `orders`): its pages, which
 * app/console-pages.ts gives the console (features/admin). Each page is a lazy chunk of its own.
 */
import { lazy } from 'react'
import type { ConsolePage } from '../admin/index.ts'

const OrdersPage = lazy(() => import('./pages/OrdersPage.tsx'))
const OrderPage = lazy(() => import('./pages/OrderPage.tsx'))

export const ORDER_PAGES: readonly ConsolePage[] = [
  { path: 'orders', right: 'orders', Page: OrdersPage },
  { path: 'orders/:sn', right: 'orders', Page: OrderPage },
]
