/**
 * The first screens the server writes a picture into (docs/architecture.md, "Delivery:
 * compression, caching, first load"; lib/first-screen.ts): the home page (its first banner) and
 * the goods list (its first result's picture). Both are compressed once per variant and kept, so
 * a request costs no database round trip while its variant is fresh. Listing pages get theirs with
 * their share preview (modules/seo), which reads the listing anyway.
 */
import { goodsSearchQuery, PAGE_SIZE } from '@kaifong/contract'
import type { AppContext } from './lib/context.ts'
import { type CompressedHtml, compressHtml, withFirstScreenImage } from './lib/first-screen.ts'
import { shortCache } from './lib/short-cache.ts'
import { searchGoods } from './modules/search/index.ts'
import { getBanners } from './modules/site/index.ts'

/** How long a page keeps the picture it was written with before the data is read again. */
const FIRST_SCREEN_TTL_MS = 30_000
/** Distinct list addresses kept (each about 2 KB compressed, twice). */
const LIST_VARIANTS = 256

/** index.html with its static first screen switched to the results-grid layout (`fs-list`). */
export function withListSkeleton(indexHtml: string): string {
  return indexHtml.replace('<div class="fs" ', '<div class="fs fs-list" ')
}

/**
 * The home page: index.html with the first banner (the page's LCP image) preloaded and in the
 * skeleton's banner slot. Banners are edited outside this server, so the table is read again at
 * most every FIRST_SCREEN_TTL_MS, and the document is only rewritten and compressed again when
 * the first banner has changed. The banner's picture is the same in every language (only its
 * title is translated), so one document serves all. Null without banners: index.html as built.
 */
export function homeDocument(ctx: AppContext, indexHtml: string): () => Promise<CompressedHtml | null> {
  const cache = shortCache<CompressedHtml | null>(ctx.clock, FIRST_SCREEN_TTL_MS, 1)
  let last: { src: string; doc: Promise<CompressedHtml> } | null = null
  const load = async () => {
    const [first] = await getBanners(ctx)
    if (!first?.imageUrl) return null
    if (last?.src !== first.imageUrl) {
      last = {
        src: first.imageUrl,
        doc: compressHtml(withFirstScreenImage(indexHtml, { src: first.imageUrl })),
      }
    }
    return last.doc
  }
  return () => cache.get('home', load)
}

/**
 * The goods list (/goodsList?<filters>): the results-grid skeleton with the first result's
 * picture (the page's LCP image) in the first card, for the search the page is about to make —
 * the address's filters are the search API's own parameters (features/discover/lib/search-url.ts),
 * at the page's page size. One search per distinct address every FIRST_SCREEN_TTL_MS, not
 * counted as a search (hot words); an address the API would refuse gets the bare skeleton.
 */
export function listDocument(ctx: AppContext, indexHtml: string) {
  const html = withListSkeleton(indexHtml)
  const plain = compressHtml(html)
  const cache = shortCache<CompressedHtml>(ctx.clock, FIRST_SCREEN_TTL_MS, LIST_VARIANTS)
  return (query: Record<string, unknown>): Promise<CompressedHtml> => {
    const { categoryName: _label, ...filters } = query
    const parsed = goodsSearchQuery.safeParse({ ...filters, pageSize: PAGE_SIZE.search })
    if (!parsed.success) return plain
    const q = parsed.data
    return cache.get(JSON.stringify(q), async () => {
      const { rows } = await searchGoods(ctx, q, () => {})
      const src = rows[0]?.cover
      return src ? compressHtml(withFirstScreenImage(html, { src }, 'card'), 5) : plain
    })
  }
}
