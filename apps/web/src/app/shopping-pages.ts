/**
 * The shopping pages: shop entry and a shop's page (docs/product/shops.md), the cart and the
 * checkout (docs/product/cart.md), and the payment pages beyond the provider's checkout
 * (docs/product/money.md, "Payments"): the cashier /pay, the QR code /qrpay and the outcome /payDone.
 * Their routes join the others on the first visit to one of them (router.tsx `patchOwnPages`), so
 * they stay out of the first load.
 */
import type { RouteObject } from 'react-router'
import { routes } from '../config/paths.ts'
import { requireLogin, withSections } from './route-pages.ts'

export const shoppingRoutes: RouteObject[] = [
  {
    // Apply for a shop and see where the application stands (docs/product/shops.md).
    path: routes.shopEntry,
    loader: requireLogin,
    handle: { title: 'shops.entry.title', auth: true },
    lazy: () => withSections(['shops'], () => import('../features/shops/pages/ShopEntryPage.tsx')),
  },
  {
    // A shop's page, public: /merchant?id=.
    path: routes.merchant,
    handle: { title: 'shops.merchant.title' },
    lazy: () => withSections(['shops'], () => import('../features/shops/pages/MerchantPage.tsx')),
  },
  {
    // The cart, grouped by shop (docs/product/cart.md).
    path: routes.shoppingCart,
    loader: requireLogin,
    handle: { title: 'cart.title', auth: true },
    lazy: () => withSections(['cart'], () => import('../features/cart/pages/ShoppingCartPage.tsx')),
  },
  {
    // The checkout: the address book's dialog and district names come with it.
    path: routes.cartCheckout,
    loader: requireLogin,
    handle: { title: 'cart.checkout.title', auth: true },
    lazy: () =>
      withSections(['cart', 'address'], () => import('../features/cart/pages/CartCheckoutPage.tsx')),
  },
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
