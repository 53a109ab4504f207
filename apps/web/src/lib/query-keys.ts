/** TanStack Query keys of listings, so any mutation can invalidate what it changed. */
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
