/**
 * The member's own pages beyond the index (docs/product/screens.md, "Member centre"): their
 * routes join /setting and /home/:name on the first visit to either (router.tsx `patchOwnPages`),
 * so this list stays out of the first load.
 */
import type { RouteObject } from 'react-router'
import type { MemberCentreChild } from '../config/paths.ts'
import { routes } from '../config/paths.ts'
import { afterSaleRoutes, memberCentreChildren, orderRoutes, reviewRoutes } from '../lib/member-centre.ts'
import { bindPhonePage, collectPage, withSections } from './route-pages.ts'
import type { RouteHandle } from './shell/Layout.tsx'

/**
 * One of the member's own pages, in the side menu's layout (SettingsLayout) at up to two
 * addresses, both built from this one list: under /setting (`path`), the
 * addresses members have bookmarked, and in the member centre /home/:name (`home`, the original
 * product's name for the page). A page without one of them is not there.
 */
interface OwnPage {
  path?: string
  home?: MemberCentreChild
  handle: RouteHandle
  lazy: () => Promise<{ Component: React.ComponentType }>
}

const OWN_PAGES: OwnPage[] = [
  {
    path: routes.coins,
    home: 'Point',
    handle: { title: 'coins.title' },
    lazy: () => withSections(['topup'], () => import('../features/coins/pages/CoinsPage.tsx')),
  },
  {
    path: routes.topUp,
    handle: { title: 'topup.title' },
    lazy: () => withSections(['topup'], () => import('../features/coins/pages/TopUpPage.tsx')),
  },
  {
    // The HK$ wallet (MoneyManagement): balance, history, recharge, withdrawals, payment password.
    path: routes.wallet,
    home: 'MoneyManagement',
    handle: { title: 'pages.wallet' },
    lazy: () => withSections(['wallet'], () => import('../features/wallet/pages/MoneyManagementPage.tsx')),
  },
  {
    // The buyer's orders (MyOrder), one order (OrderDetail?sn=) and the shop's orders (StoreOrder).
    path: orderRoutes.myOrders,
    home: 'MyOrder',
    handle: { title: 'orders.title' },
    lazy: () => withSections(['orders'], () => import('../features/orders/pages/MyOrderPage.tsx')),
  },
  {
    path: orderRoutes.orderDetail,
    home: 'OrderDetail',
    handle: { title: 'orders.title' },
    lazy: () => withSections(['orders'], () => import('../features/orders/pages/OrderDetailPage.tsx')),
  },
  {
    path: orderRoutes.shopOrders,
    home: 'StoreOrder',
    handle: { title: 'orders.shop.title' },
    lazy: () => withSections(['orders'], () => import('../features/orders/pages/ShopOrdersPage.tsx')),
  },
  {
    // After-sales (features/aftersales): the buyer's request form, list and one request; the shop's answers.
    path: afterSaleRoutes.apply,
    home: 'ApplyAfterSale',
    handle: { title: 'aftersales.title.apply' },
    lazy: () =>
      withSections(['aftersales'], () => import('../features/aftersales/pages/ApplyAfterSalePage.tsx')),
  },
  {
    path: afterSaleRoutes.list,
    home: 'AfterSale',
    handle: { title: 'aftersales.title.list' },
    lazy: () =>
      withSections(['aftersales'], () => import('../features/aftersales/pages/AfterSaleListPage.tsx')),
  },
  {
    path: afterSaleRoutes.detail,
    home: 'AfterSaleDetail',
    handle: { title: 'aftersales.title.detail' },
    lazy: () =>
      withSections(['aftersales'], () => import('../features/aftersales/pages/AfterSaleDetailPage.tsx')),
  },
  {
    path: afterSaleRoutes.shop,
    home: 'StoreAfterSale',
    handle: { title: 'aftersales.title.shop' },
    lazy: () =>
      withSections(['aftersales'], () => import('../features/aftersales/pages/StoreAfterSalePage.tsx')),
  },
  {
    // Order reviews (features/order-reviews): to review / reviewed, one item's review form, one review.
    path: reviewRoutes.list,
    home: 'CommentList',
    handle: { title: 'reviews.title.list' },
    lazy: () =>
      withSections(['reviews'], () => import('../features/order-reviews/pages/CommentListPage.tsx')),
  },
  {
    path: reviewRoutes.add,
    home: 'AddEval',
    handle: { title: 'reviews.title.add' },
    lazy: () =>
      withSections(
        ['reviews', 'aftersales'],
        () => import('../features/order-reviews/pages/AddEvalPage.tsx'),
      ),
  },
  {
    path: reviewRoutes.detail,
    home: 'EvalDetail',
    handle: { title: 'reviews.title.detail' },
    lazy: () => withSections(['reviews'], () => import('../features/order-reviews/pages/EvalDetailPage.tsx')),
  },
  {
    // My shop: settings, pickup points, goods and their stock (features/shops).
    path: memberCentreChildren.MyShop,
    home: 'MyShop',
    handle: { title: 'pages.myShop' },
    lazy: () => withSections(['shops'], () => import('../features/shops/pages/MyShopPage.tsx')),
  },
  {
    path: routes.invite,
    home: 'Invited',
    handle: { title: 'invite.title' },
    lazy: () => withSections(['invite'], () => import('../features/coins/pages/InvitePage.tsx')),
  },
  {
    path: routes.myGoods,
    handle: { title: 'pages.myGoods' },
    lazy: () => withSections(['myGoods', 'sell'], () => import('./pages/MyGoodsPage.tsx')),
  },
  {
    path: routes.addresses,
    home: 'MyAddress',
    handle: { title: 'pages.address' },
    lazy: () => withSections(['address'], () => import('../features/addresses/pages/AddressPage.tsx')),
  },
  {
    // The address book opened on its "add" form.
    home: 'AddAddress',
    handle: { title: 'address.add' },
    lazy: () =>
      withSections(['address'], async () => {
        const { default: AddressPage } = await import('../features/addresses/pages/AddressPage.tsx')
        return { default: () => <AddressPage adding /> }
      }),
  },
  {
    path: routes.footprints,
    home: 'MyTracks',
    handle: { title: 'pages.tracks' },
    lazy: () => withSections(['tracks'], () => import('../features/footprints/pages/TracksPage.tsx')),
  },
  {
    // Its own page at /collect (below), outside the side menu.
    home: 'Favorites',
    handle: { title: 'pages.collect' },
    lazy: collectPage,
  },
  {
    path: routes.medals,
    handle: { title: 'medals.title' },
    lazy: () => withSections(['medals'], () => import('../features/medals/pages/MedalPage.tsx')),
  },
  {
    path: routes.offers,
    handle: { title: 'pages.offers' },
    lazy: () => withSections(['chat'], () => import('../features/chat/pages/OffersPage.tsx')),
  },
  {
    path: routes.password,
    home: 'ModifyPwd',
    handle: { title: 'pages.password' },
    lazy: () => withSections(['profile', 'auth'], () => import('../features/account/pages/PasswordPage.tsx')),
  },
  {
    path: routes.deleteAccount,
    handle: { title: 'pages.deleteAccount' },
    lazy: () => withSections(['deletion'], () => import('../features/account/pages/DeleteAccountPage.tsx')),
  },
  {
    path: routes.devices,
    handle: { title: 'pages.devices' },
    lazy: () => withSections(['devices'], () => import('../features/account/pages/DevicesPage.tsx')),
  },
  {
    path: routes.editProfile,
    home: 'Profile',
    handle: { title: 'pages.editProfile' },
    lazy: () =>
      withSections(['profile', 'address'], () => import('../features/account/pages/EditProfilePage.tsx')),
  },
  {
    path: routes.security,
    home: 'AccountSafe',
    handle: { title: 'pages.security' },
    lazy: () =>
      withSections(['security', 'auth'], () => import('../features/account/pages/SecurityPage.tsx')),
  },
  {
    path: routes.notices,
    home: 'MsgList',
    handle: { title: 'pages.notices' },
    lazy: () => withSections(['notices'], () => import('../features/notices/pages/NoticesPage.tsx')),
  },
  {
    path: routes.savedSearches,
    home: 'SavedSearches',
    handle: { title: 'pages.savedSearches' },
    lazy: () =>
      withSections(['savedSearches'], () => import('../features/saved-searches/pages/SavedSearchesPage.tsx')),
  },
  {
    path: routes.notice,
    home: 'MsgDetail/:id',
    handle: { title: 'pages.notices' },
    lazy: () => withSections(['notices'], () => import('../features/notices/pages/NoticeDetailPage.tsx')),
  },
  {
    path: routes.evaluate,
    handle: { title: 'pages.evaluate' },
    lazy: () => withSections(['evaluate'], () => import('../features/evaluations/pages/EvaluatePage.tsx')),
  },
  {
    // The bind-phone page, also at /authPhone (below), outside the side menu.
    home: 'authPhone',
    handle: { title: 'auth.bind.title' },
    lazy: bindPhonePage,
  },
]

/** OWN_PAGES as the children of /setting or of /home/:name. */
export const ownRoutes = (under: 'setting' | 'home'): RouteObject[] =>
  OWN_PAGES.flatMap(({ path, home, ...page }) => {
    const at = under === 'setting' ? path : home
    if (at === undefined) return []
    return [{ ...page, path: at }]
  })
