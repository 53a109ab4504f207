/** TanStack Query keys shared between features, so any of them can invalidate what it changed. */

/** Listings. */
export const goodsKeys = {
  all: ['goods'] as const,
  search: (params: Record<string, unknown>) => ['goods', 'search', params] as const,
  popular: ['goods', 'popular'] as const,
  detail: (id: string) => ['goods', 'detail', id] as const,
  mine: (filter: string) => ['goods', 'mine', filter] as const,
  others: (memberId: string) => ['goods', 'others', memberId] as const,
  seller: (memberId: string) => ['goods', 'seller', memberId] as const,
  collection: ['goods', 'collection'] as const,
  footprints: ['goods', 'footprints'] as const,
}

/** The member's notices: every list and count under `all` (the socket's `notice` frame invalidates it). */
export const noticeKeys = {
  all: ['notices'] as const,
  page: (status: string, page: number, size: number) => ['notices', 'page', status, page, size] as const,
}

/**
 * The member's cart (features/cart): every read under `all`, so adding from a listing, a change on
 * the cart page or an order made from it refreshes the badge, the page and the checkout together.
 */
export const cartKeys = {
  all: ['cart'] as const,
  count: (memberId: string) => ['cart', 'count', memberId] as const,
  view: ['cart', 'view'] as const,
  checkout: ['cart', 'checkout'] as const,
  ways: ['cart', 'ways'] as const,
}
