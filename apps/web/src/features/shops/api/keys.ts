/** TanStack Query keys of shops: my application, a shop's page, its goods and whether it is a favourite. */
export const shopKeys = {
  all: ['shops'] as const,
  application: ['shops', 'application'] as const,
  /** The owner's own shop (settings, pickup points). */
  mine: ['shops', 'mine'] as const,
  page: (id: string) => ['shops', 'page', id] as const,
  goods: (id: string, keyword: string) => ['shops', 'goods', id, keyword] as const,
  favourite: (id: string) => ['shops', 'favourite', id] as const,
}
