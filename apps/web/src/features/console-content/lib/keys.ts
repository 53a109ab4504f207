/** TanStack Query keys of the content pages: under `admin` with the console's others, dropped at sign-out. */
export const contentKeys = {
  banners: ['admin', 'banners'] as const,
  hotWords: ['admin', 'hot-words'] as const,
  categories: ['admin', 'categories'] as const,
  articles: ['admin', 'articles'] as const,
  article: (id: string) => ['admin', 'articles', 'detail', id] as const,
}
