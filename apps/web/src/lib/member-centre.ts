/**
 * The member's own pages live at two addresses (app/router.tsx): under /setting and in the member
 * centre /home/:name. A link from one of them to another stays at the address the member came by.
 * Kept out of config/paths.ts, which is in the first load: only the member's pages use it.
 */
import { useCallback } from 'react'
import { useMatch } from 'react-router'
import { type MemberCentreChild, paths, routes } from '../config/paths.ts'

/** The member centre's pages that are also at a usual address (the same page, the same side menu). */
export const memberCentreChildren = {
  MyTracks: routes.footprints,
  Favorites: routes.favourites,
  Point: routes.coins,
  Profile: routes.editProfile,
  AccountSafe: routes.security,
  ModifyPwd: routes.password,
  MyAddress: routes.addresses,
  MsgList: routes.notices,
  SavedSearches: routes.savedSearches,
  Invited: routes.invite,
  authPhone: routes.bindPhone,
  MoneyManagement: routes.wallet,
  MyOrder: '/setting/orders',
  OrderDetail: '/setting/order',
  StoreOrder: '/setting/shop-orders',
  MyShop: '/setting/shop',
  ApplyAfterSale: '/setting/apply-after-sale',
  AfterSale: '/setting/after-sales',
  AfterSaleDetail: '/setting/after-sale',
  StoreAfterSale: '/setting/shop-after-sales',
  CommentList: '/setting/reviews',
  AddEval: '/setting/review',
  EvalDetail: '/setting/review-detail',
} as const satisfies Partial<Record<MemberCentreChild, string>>

/** The orders' pages at /setting (features/orders): here, not in config/paths.ts (the first load). */
export const orderRoutes = {
  myOrders: memberCentreChildren.MyOrder,
  orderDetail: memberCentreChildren.OrderDetail,
  shopOrders: memberCentreChildren.StoreOrder,
} as const

/** The after-sales' pages at /setting (features/aftersales; docs/product/after-sales.md). */
export const afterSaleRoutes = {
  apply: memberCentreChildren.ApplyAfterSale,
  list: memberCentreChildren.AfterSale,
  detail: memberCentreChildren.AfterSaleDetail,
  shop: memberCentreChildren.StoreAfterSale,
} as const

/** The order reviews' pages at /setting (features/order-reviews; docs/product/after-sales.md, "Order reviews"). */
export const reviewRoutes = {
  list: memberCentreChildren.CommentList,
  add: memberCentreChildren.AddEval,
  detail: memberCentreChildren.EvalDetail,
} as const

type Child = keyof typeof memberCentreChildren

/** A link to one of the member's own pages, in the member centre of `name`: its page there (query kept), if any. */
export function inMemberCentre(name: string, to: string): string {
  const at = to.indexOf('?')
  const [path, query] = at < 0 ? [to, ''] : [to.slice(0, at), to.slice(at)]
  if (path === routes.settings) return paths.memberCentre(name) + query
  const child = (Object.keys(memberCentreChildren) as Child[]).find(
    (key) => memberCentreChildren[key] === path,
  )
  if (child) return paths.memberCentre(name, child) + query
  if (path.startsWith(`${routes.notices}/`))
    return paths.memberCentre(name, `MsgDetail/${path.slice(routes.notices.length + 1)}`) + query
  return to
}

/** Maps a link to one of the member's own pages to its member-centre address while in the centre. */
export function useOwnLink(): (to: string) => string {
  const name = useMatch(`${routes.memberCentre}/*`)?.params.name
  return useCallback((to: string) => (name === undefined ? to : inMemberCentre(name, to)), [name])
}
