/**
 * Every route of the web app in one place: `routes` are the patterns the router matches,
 * `paths` the links to them, with their query built from typed arguments. The addresses are
 * the ones members already share and bookmark (docs/product/overview.md), so they keep their
 * original spelling (`/SignUp`, `/payMent`).
 */

export const routes = {
  home: '/',
  login: '/login',
  register: '/SignUp',
  recover: '/forgetPassword',
  about: '/aboutUs',
  privacy: '/policy',
  terms: '/termsOfUse',
  disclaimer: '/disclaimer',
  contact: '/contact',
  settings: '/setting',
  coins: '/setting/point',
  topUp: '/setting/topup',
  invite: '/setting/invite',
  myGoods: '/setting/goods',
  addresses: '/setting/address',
  footprints: '/setting/tracks',
  medals: '/setting/medal',
  evaluate: '/setting/evaluate',
  offers: '/setting/offers',
  notices: '/setting/notices',
  savedSearches: '/setting/saved-searches',
  password: '/setting/password',
  editProfile: '/setting/profile',
  security: '/setting/security',
  devices: '/setting/devices',
  deleteAccount: '/setting/delete',
  notice: '/setting/notices/:id',
  goodsList: '/goodsList',
  goodsDetail: '/goodsDetail',
  sell: '/sell',
  favourites: '/collect',
  member: '/user/:name',
  tasks: '/task',
  checkout: '/payMent',
  bindPhone: '/authPhone',
  im: '/im',
  /** Apply for a shop, and the application's status (docs/product/shops.md). */
  shopEntry: '/shopEntry',
  /** A shop's page: `id` is the shop's. */
  merchant: '/merchant',
  /** The cart, grouped by shop (docs/product/cart.md). */
  shoppingCart: '/shoppingCart',
  /** The checkout of the cart's ticked lines: address, ways, receipt, place the order. */
  cartCheckout: '/cart',
  /** Paying a trade's orders: `sn` is the trade's (or one order's) number. */
  pay: '/pay',
  /** A payment's link as a QR code, to pay on a phone: `paymentId`. */
  qrPay: '/qrpay',
  /** A payment's outcome: `paymentId`, or `sn` of orders paid at once (wallet, coins). */
  payDone: '/payDone',
  /** The HK$ wallet: balance, history, recharge, withdrawals, payment password (docs/product/money.md). */
  wallet: '/setting/wallet',
  /** The member centre: always the signed-in member's own (app/router.tsx sends any other name there). */
  memberCentre: '/home/:name',
} as const

/**
 * A page of the member centre, /home/:name/<child>, by the original product's name: the same pages
 * as under /setting (lib/member-centre.ts), the address book opened on its "add" form
 * (AddAddress) and one notice (MsgDetail/<id>).
 */
export type MemberCentreChild =
  | 'MyTracks'
  | 'Favorites'
  | 'Point'
  | 'Profile'
  | 'AccountSafe'
  | 'ModifyPwd'
  | 'MyAddress'
  | 'AddAddress'
  | 'MsgList'
  | 'SavedSearches'
  | `MsgDetail/${string}`
  | 'Invited'
  | 'authPhone'
  | 'MoneyManagement'
  | 'MyOrder'
  | 'OrderDetail'
  | 'StoreOrder'
  | 'MyShop'
  | 'ApplyAfterSale'
  | 'AfterSale'
  | 'AfterSaleDetail'
  | 'StoreAfterSale'
  | 'CommentList'
  | 'AddEval'
  | 'EvalDetail'

type Query = ConstructorParameters<typeof URLSearchParams>[0]

const withQuery = (path: string, query?: Query) => {
  const search = new URLSearchParams(query).toString()
  return search ? `${path}?${search}` : path
}

export const paths = {
  ...routes,
  /** The search results; the query is the list filters (features/discover/lib/search-url.ts). */
  goodsList: (query?: Query) => withQuery(routes.goodsList, query),
  /** One listing; `report` opens its report dialog (the card menu's "report"). */
  goodsDetail: (goodsId: string, options: { report?: boolean; skuId?: string } = {}) =>
    withQuery(routes.goodsDetail, {
      goodsId,
      ...(options.skuId ? { skuId: options.skuId } : {}),
      ...(options.report ? { report: '1' } : {}),
    }),
  /** The listing wizard: a new listing, or `goodsId` to edit one. */
  sell: (goodsId?: string) => withQuery(routes.sell, goodsId ? { goodsId } : undefined),
  /** A member's public page: the name is for people reading the link, the id decides. */
  member: (name: string, id: string) => withQuery(`/user/${encodeURIComponent(name || 'member')}`, { id }),
  /**
   * The chat: `talkId` opens a talk; `goodsId` alone finds or starts the talk about a listing; `id`
   * (a member, with an optional `goodsId`) the talk with that member; `offer` then opens the offer dialog.
   */
  im: (query?: { talkId?: string; goodsId?: string; id?: string; offer?: '1' }) =>
    withQuery(routes.im, query),
  /** A shop's page; `keyword` searches in it. */
  merchant: (id: string, keyword?: string) => withQuery(routes.merchant, keyword ? { id, keyword } : { id }),
  /** The payment page of a trade made at the checkout. */
  pay: (sn: string) => withQuery(routes.pay, { sn }),
  /** One notice, opened (and so marked read). */
  notice: (id: string) => `${routes.notices}/${encodeURIComponent(id)}`,
  /** The member centre of `name` (the signed-in member's username), or one of its pages. */
  memberCentre: (name: string, child?: MemberCentreChild) =>
    `/home/${encodeURIComponent(name)}${child ? `/${child}` : ''}`,
} as const
