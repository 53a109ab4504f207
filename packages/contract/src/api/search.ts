/** Search and browse, search-as-you-type (server module search; docs/product/search.md). */

import { MAX_INPUT_LENGTH, MAX_PAGE_SIZE, MAX_SEARCH_PLACES } from '../constants.ts'
import { plainText } from '../validation.ts'
import { z } from '../zod.ts'
import { boolish, idSchema, listOf } from './common.ts'
import { districtSchema, priceSchema, stationIdSchema } from './goods.ts'

/** Search and browse (GET /buyer/goods/goods/es). Filters live in the web app's URL too. */
export const goodsSearchQuery = z.object({
  goodsName: plainText().trim().max(MAX_INPUT_LENGTH).optional(),
  categoryId: listOf(idSchema).optional(),
  categoryPathId: idSchema.optional(),
  storeId: idSchema.optional(),
  minPrice: priceSchema.optional(),
  maxPrice: priceSchema.optional(),
  goodsStatus: listOf(z.coerce.number().int().min(0).max(3)).optional(),
  /**
   * Where to meet (docs/product/search.md, "Filters"): listings meeting in any of these districts
   * (picked, or through a station or an address there), at any of these MTR stations, and offering
   * this trading method (0 delivery, 1 meet-up).
   */
  district: listOf(districtSchema).pipe(z.array(districtSchema).max(MAX_SEARCH_PLACES)).optional(),
  stationId: listOf(stationIdSchema).pipe(z.array(stationIdSchema).max(MAX_SEARCH_PLACES)).optional(),
  tradingMethod: z.coerce.number({ error: 'field.invalid' }).int().min(0).max(1).optional(),
  sort: z.coerce.number({ error: 'field.invalid' }).int().min(0).max(3).default(0),
  pageNumber: z.coerce.number({ error: 'field.invalid' }).int().min(1).max(1000).default(1),
  pageSize: z.coerce.number({ error: 'field.invalid' }).int().min(1).max(MAX_PAGE_SIZE).default(10),
  /** Search exactly what was typed: no vocabulary, no typo correction, no partial matches. */
  exact: boolish.optional(),
})

/**
 * How a keyword search matched (docs/product/search.md):
 * - exact: every word as typed (scripts, case, width and plural aside);
 * - expanded: words were widened with their Hong Kong / Mainland / English equivalents;
 * - corrected: a misspelt word was replaced by a close word listings use (`correctedQuery`);
 * - partial: not every word matched; results are ranked by how many words match.
 */
const SEARCH_MATCH_MODES = ['exact', 'expanded', 'corrected', 'partial'] as const
export type SearchMatchMode = (typeof SEARCH_MATCH_MODES)[number]
export const searchInfo = z.object({
  mode: z.enum(SEARCH_MATCH_MODES),
  /** What was searched instead of the typed keyword (corrected), else null. */
  correctedQuery: z.string().nullable(),
  /** Equivalent words the search was widened with (expanded), e.g. ["沙发", "sofa"]. */
  expandedWith: z.array(z.string()),
})
export type SearchInfo = z.infer<typeof searchInfo>

/** Search-as-you-type (GET /buyer/goods/goods/suggest). */
export const searchSuggestQuery = z.object({
  keyword: plainText().trim().min(1).max(MAX_INPUT_LENGTH),
  count: z.coerce.number({ error: 'field.invalid' }).int().min(1).max(10).default(8),
})
export const searchSuggestions = z.object({
  /** Listing titles (or the start of them) that contain the keyword, most relevant first. */
  words: z.array(z.string()),
  /** Leaf or parent categories whose name matches, in the viewer's language. */
  categories: z.array(z.object({ id: z.string(), name: z.string(), path: z.array(z.string()) })),
})
export type SearchSuggestions = z.infer<typeof searchSuggestions>
