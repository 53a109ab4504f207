/**
 * Orders (docs/product/orders.md): the buyer's MyOrder and OrderDetail, the shop's orders with its
 * ship and pickup-code forms; the pages are routed lazily from app/own-pages.tsx. The side
 * drawer's orders item loads after the drawer, with the orders' texts.
 */
import { lazy } from 'react'
import { loadSections } from '../../lib/i18n.ts'

/** The side drawer's orders item (an <li>), with the latest orders when opened. */
export const DrawerOrders = lazy(
  async () => (await Promise.all([import('./components/DrawerOrders.tsx'), loadSections('orders')]))[0],
)
