/**
 * The payment pages beyond the provider's checkout (docs/product/money.md, "Payments"): the cashier
 * /pay, the QR code /qrpay and the outcome /payDone. Their routes join the others on the first visit
 * to one of them (router.tsx `patchOwnPages`), so they stay out of the first load.
 */
import type { RouteObject } from 'react-router'
import { routes } from '../config/paths.ts'
import { requireLogin, withSections } from './route-pages.ts'

export const paymentRoutes: RouteObject[] = [
  {
    // The cashier of an order or a trade: coins, wallet, card or FPS (docs/product/orders.md).
    path: routes.pay,
    loader: requireLogin,
    handle: { title: 'checkout.cashier.title', auth: true },
    lazy: () => withSections(['checkout'], () => import('../features/payments/pages/PayPage.tsx')),
  },
  {
    path: routes.qrPay,
    loader: requireLogin,
    handle: { title: 'checkout.qr.title', auth: true },
    // A top-up's payment is named by its coins (the topup section).
    lazy: () => withSections(['checkout', 'topup'], () => import('../features/payments/pages/QrPayPage.tsx')),
  },
  {
    path: routes.payDone,
    loader: requireLogin,
    handle: { title: 'checkout.done.title', auth: true },
    lazy: () =>
      withSections(['checkout', 'topup'], () => import('../features/payments/pages/PayDonePage.tsx')),
  },
]
