/**
 * Saved searches and their alerts (server module saved-searches; docs/product/search.md, "Saved
 * searches"). A saved search is the search page's query — the keyword and its filters, read by the
 * very schema the search API reads (`goodsSearchQuery`), less the page — so whatever filter the
 * search learns, a saved search keeps.
 */

import { plainText } from '../validation.ts'
import { z } from '../zod.ts'
import { boolish } from './common.ts'
import { goodsSearchQuery } from './search.ts'

/** Saved searches one member may keep. */
export const SAVED_SEARCHES_MAX = 20
export const SAVED_SEARCH_NAME_MAX = 40
/** At most one alert (a notice, and a mail if chosen) per saved search in this many minutes. */
export const SAVED_SEARCH_ALERT_GAP_MINUTES = 60

/** Keys of the search query that shape the answer but narrow nothing. */
const NOT_FILTERS: ReadonlySet<string> = new Set(['sort', 'exact'])

const isSet = (v: unknown) =>
  v !== undefined && v !== null && v !== '' && v !== false && !(Array.isArray(v) && v.length === 0)

/** Whether a search query narrows the listings at all: a keyword, or any filter. */
export function narrowsSearch(query: Record<string, unknown>): boolean {
  return Object.entries(query).some(([key, v]) => !NOT_FILTERS.has(key) && isSet(v))
}

/** The search page's query without its page: what is saved. */
export const savedSearchQuery = goodsSearchQuery.omit({ pageNumber: true, pageSize: true })
export type SavedSearchQuery = z.output<typeof savedSearchQuery>

/**
 * A saved query as the search page's address parameters (and the search API's: they have the same
 * names), in one canonical form: keys in order, lists as comma lists, `exact` as 1, the default
 * sort left out. Two saves of one search give the same parameters.
 */
export function searchParamsOf(query: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const key of Object.keys(query).sort()) {
    const v = query[key]
    if (!isSet(v)) continue
    if (key === 'sort' && Number(v) === 0) continue
    out[key] = Array.isArray(v) ? v.map(String).join(',') : v === true ? '1' : String(v)
  }
  return out
}

const nameSchema = plainText('savedSearch.name.required')
  .trim()
  .min(1, { error: 'savedSearch.name.required' })
  .max(SAVED_SEARCH_NAME_MAX, { error: 'savedSearch.name.length' })

/** POST /buyer/member/saved-searches. Without a name the keyword (or the page's title) names it. */
export const savedSearchBody = z.object({
  name: nameSchema.optional(),
  query: savedSearchQuery.refine(narrowsSearch, { error: 'savedSearch.query.empty' }),
  alert: boolish.default(true),
  email: boolish.default(false),
})
export type SavedSearchBody = z.input<typeof savedSearchBody>

/** PUT /buyer/member/saved-searches/{id}: rename, alerts on or off, mail on or off. */
export const savedSearchChange = z
  .object({ name: nameSchema.optional(), alert: boolish.optional(), email: boolish.optional() })
  .refine((c) => c.name !== undefined || c.alert !== undefined || c.email !== undefined, {
    error: 'savedSearch.change.required',
  })
export type SavedSearchChange = z.input<typeof savedSearchChange>

export const savedSearch = z.object({
  id: z.string(),
  name: z.string(),
  /** The search page's (and the search API's) parameters: open it with them. */
  params: z.record(z.string(), z.string()),
  /** Alerts on: a notice when new listings match. */
  alert: z.boolean(),
  /** Alerts also by mail. */
  email: z.boolean(),
  createTime: z.string(),
  /** When the last alert went out, if ever. */
  lastAlertTime: z.string().nullable(),
})
export type SavedSearch = z.infer<typeof savedSearch>
