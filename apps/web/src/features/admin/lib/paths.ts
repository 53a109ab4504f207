/**
 * The console's addresses (docs/admin.md): pages under /admin, the API under /admin/api. The
 * navigation (nav.ts) and every link in the console use these.
 */
const BASE = '/admin'
const id = (value: string) => encodeURIComponent(value)

export const adminPaths = {
  home: BASE,
  login: `${BASE}/login`,
  reports: `${BASE}/reports`,
  goodsReport: (goodsId: string) => `${BASE}/reports/goods/${id(goodsId)}`,
  talkReport: (talkId: string) => `${BASE}/reports/talk/${id(talkId)}`,
  audit: `${BASE}/audit`,
  members: `${BASE}/members`,
  member: (memberId: string) => `${BASE}/members/${id(memberId)}`,
  shops: `${BASE}/shops`,
  shop: (shopId: string) => `${BASE}/shops/${id(shopId)}`,
  withdrawals: `${BASE}/withdrawals`,
  withdrawal: (withdrawalId: string) => `${BASE}/withdrawals/${id(withdrawalId)}`,
  orders: `${BASE}/orders`,
  order: (sn: string) => `${BASE}/orders/${id(sn)}`,
  notices: `${BASE}/notices`,
  settings: `${BASE}/settings`,
  banners: `${BASE}/banners`,
  hotWords: `${BASE}/hot-words`,
  categories: `${BASE}/categories`,
  articles: `${BASE}/articles`,
  newArticle: `${BASE}/articles/new`,
  article: (articleId: string) => `${BASE}/articles/${id(articleId)}`,
} as const

/** Where to go after signing in: a console address the guard sent the operator from, or the console's home. */
export function safeNext(next: string | null | undefined): string {
  const inConsole = next === BASE || next?.startsWith(`${BASE}/`) || next?.startsWith(`${BASE}?`)
  if (!next || !inConsole || next.startsWith(`${BASE}/login`)) return BASE
  return next
}
