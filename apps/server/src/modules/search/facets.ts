/**
 * Facets as lexemes (docs/decisions.md, "Search"). Each listing's search entry (goods_search,
 * written by the triggers of migration 0006_goods_search) carries, besides its words, lexemes for
 * its categories, condition, seller, price, boost and listing time, so one GIN lookup answers a
 * keyword together with its filters — and with "the first part of the sort order", which is how a
 * page of a common word is read without reading every match. This file writes the same lexemes for
 * queries, as tsquery text; `search_bin` and `goods_search_facets` in the migration are their
 * other half, and a test holds the two together.
 *
 * A range of an ordered value is a few lexemes: the fine bins at its edges and whole coarse groups
 * between (hours, quarter days and days for time; bins and decades for cents and boost points).
 * Few lexemes matter: the index checks every one of them for each candidate row.
 */

import { moneyOf, moneyToCents } from '@kaifong/contract'

export const FACET = {
  category: '~c',
  status: '~s',
  seller: '~u',
  /** A shop's goods (migration 0020): goods.store_id. */
  store: '~k',
  /** Price in cents: fine bin, and the decade (bin / 10). */
  price: '~p',
  priceGroup: '~P',
  /** Listed at: hour, quarter day (6 hours) and day since 1970 (UTC). */
  hour: '~h',
  quarter: '~q',
  day: '~d',
  /** Boosted (recommend point > 0): any, fine bin, decade. */
  boosted: '~r',
  boost: '~b',
  boostGroup: '~B',
  /** Where it meets: a district (meetup_areas), an MTR station, and its trading methods (migration 0016). */
  district: '~a',
  station: '~m',
  trading: '~t',
} as const

const BINS_PER_GROUP = 10
const HOUR_US = 3_600_000_000n
const HOURS_PER_QUARTER = 6n
const HOURS_PER_DAY = 24n
/** The highest bin of a price: numeric(12, 2) holds at most 12 digits of cents. */
const MAX_PRICE_BIN = 12 * BINS_PER_GROUP + BINS_PER_GROUP - 1
/** The highest bin of a boost: an integer below 2^31, 10 digits. */
const MAX_BOOST_BIN = 10 * BINS_PER_GROUP + BINS_PER_GROUP - 1
/**
 * A range takes at most this many fine bins at each end, else the end's whole group: the index
 * checks each lexeme of a query for every candidate row, so a few more rows cost less than many
 * more lexemes.
 */
const MAX_EDGE_BINS = 3

/**
 * 0–9 as themselves, then 10 bins per decade by the two leading digits (10–18, 19–27, …, 91–99;
 * SQL search_bin): a bin's values are within 1.9× of each other, a decade's within 10×.
 */
export function binOf(n: bigint): number {
  if (n < 10n) return n < 0n ? 0 : Number(n)
  const digits = n.toString()
  return digits.length * BINS_PER_GROUP + Math.floor((Number(digits.slice(0, 2)) - 10) / 9)
}

const groupOf = (bin: number) => Math.floor(bin / BINS_PER_GROUP)

/** "123.4" / "99.99" (a price as the contract's Money reads it) → cents. */
export const centsOf = (price: string): bigint => moneyToCents(moneyOf(price))

const quote = (lexeme: string) => `'${lexeme}'`
/** Conditions (goods_status 0–3): asking for all of them asks for nothing. */
const GOODS_STATUS_COUNT = 4
const anyOf = (lexemes: string[]) => {
  if (lexemes.length === 0) return null
  return lexemes.length === 1 ? quote(lexemes[0] as string) : `(${lexemes.map(quote).join(' | ')})`
}

/** All of the parts (null ones left out), as tsquery text; null when none. */
export function allOf(...parts: (string | null)[]): string | null {
  const present = parts.filter((p): p is string => p !== null)
  if (present.length === 0) return null
  return present.length === 1 ? (present[0] as string) : present.map((p) => `(${p})`).join(' & ')
}

export interface FacetFilter {
  /** Any of these categories (at any level). */
  categoryIds: number[]
  /** And this category (any level). */
  categoryPathId: number | null
  /** A shop's goods only (goods.store_id). */
  storeId: number | null
  goodsStatus: number[]
  minPrice: string | null
  maxPrice: string | null
  /** Where it meets (absent: any). */
  districts?: string[]
  stationIds?: string[]
  tradingMethod?: number | null
}

/**
 * The filters as tsquery text (null when there are none): categories, shop and conditions, and
 * a narrow price range (within at most 3 fine bins, a few percent of listings each) by its bins —
 * a superset whose exact bounds are checked on the rows. Each lexeme costs the index a step for
 * every candidate row: a wide range rules out too few rows to pay for its lexemes, and is only
 * checked on the rows (measured over the bench's queries, bench/README.md).
 */
export function filterQuery(f: FacetFilter): string | null {
  const statuses = new Set(f.goodsStatus)
  return allOf(
    anyOf(f.categoryIds.map((id) => `${FACET.category}${id}`)),
    f.categoryPathId === null ? null : quote(`${FACET.category}${f.categoryPathId}`),
    f.storeId === null ? null : quote(`${FACET.store}${f.storeId}`),
    statuses.size >= GOODS_STATUS_COUNT ? null : anyOf([...statuses].map((s) => `${FACET.status}${s}`)),
    narrowPrice(f.minPrice, f.maxPrice),
    anyOf((f.districts ?? []).map((d) => `${FACET.district}${d}`)),
    anyOf((f.stationIds ?? []).map((s) => `${FACET.station}${s}`)),
    f.tradingMethod === null || f.tradingMethod === undefined
      ? null
      : quote(`${FACET.trading}${f.tradingMethod}`),
  )
}

/**
 * A price range's bins when they are not among the filters already (a range wider than a few
 * bins, or open at one end): the query the search falls back to when the range rejects most of a
 * word's matches (goods_search_sample). Null without a range.
 */
export function priceBinsOf(f: Pick<FacetFilter, 'minPrice' | 'maxPrice'>): string | null {
  if (f.minPrice === null && f.maxPrice === null) return null
  if (narrowPrice(f.minPrice, f.maxPrice) !== null) return null
  return priceBetween(
    f.minPrice === null ? null : centsOf(f.minPrice),
    f.maxPrice === null ? null : centsOf(f.maxPrice),
  )
}

/** A price range's fine bins, when it has both ends and lies within MAX_EDGE_BINS of them. */
function narrowPrice(minPrice: string | null, maxPrice: string | null): string | null {
  if (minPrice === null || maxPrice === null) return null
  const from = binOf(centsOf(minPrice))
  const to = binOf(centsOf(maxPrice))
  if (to < from || to - from + 1 > MAX_EDGE_BINS) return null
  return anyOf(Array.from({ length: to - from + 1 }, (_, k) => `${FACET.price}${from + k}`))
}

/**
 * Bins from..to (inclusive) as lexemes: fine bins at the ends, group lexemes for the whole groups
 * between — and for an end group too when it would take more than `edge` fine bins (then the range
 * is a little wider: a superset, never less).
 */
export function binRange(
  fine: string,
  group: string,
  from: number,
  to: number,
  edge = MAX_EDGE_BINS,
): string | null {
  if (from > to) return null
  const lexemes: string[] = []
  const first = (g: number) => g * BINS_PER_GROUP
  const last = (g: number) => g * BINS_PER_GROUP + BINS_PER_GROUP - 1
  const part = (g: number, a: number, b: number) => {
    if ((a === first(g) && b === last(g)) || b - a + 1 > edge) lexemes.push(`${group}${g}`)
    else for (let bin = a; bin <= b; bin++) lexemes.push(`${fine}${bin}`)
  }
  const g0 = groupOf(from)
  const g1 = groupOf(to)
  if (g0 === g1) part(g0, from, to)
  else {
    part(g0, from, last(g0))
    for (let g = g0 + 1; g < g1; g++) lexemes.push(`${group}${g}`)
    part(g1, first(g1), to)
  }
  return anyOf(lexemes)
}

/**
 * Listings whose price lies between `from` and `to` cents (null: no bound), and perhaps a little
 * beyond (the same bins). Each part of a price order is also cut to the range a search asks for:
 * the index walks every listing of the bins it is given, whatever their words.
 */
export const priceBetween = (from: bigint | null, to: bigint | null) =>
  binRange(
    FACET.price,
    FACET.priceGroup,
    from === null ? 0 : binOf(from),
    to === null ? MAX_PRICE_BIN : Math.min(MAX_PRICE_BIN, binOf(to)),
  )
/** Boosted listings with at least `points` (and perhaps a few less: the same bin). */
export const boostAtLeast = (points: number) =>
  binRange(FACET.boost, FACET.boostGroup, binOf(BigInt(points)), MAX_BOOST_BIN)

/** Floor division, for times before 1970 too. */
const floorDiv = (a: bigint, b: bigint) => (a >= 0n ? a / b : (a - b + 1n) / b)
const hourOf = (us: bigint) => floorDiv(us, HOUR_US)

/** The finest time lexeme a part of the order by time is written with. */
export type TimeGrain = 'hour' | 'quarter' | 'day'

/**
 * Listings listed since the hour of `us` (microseconds since 1970) up to the day after `untilUs`:
 * the rest of that hour's quarter day by hours, the rest of its day by quarters, then whole days —
 * or from the start of its quarter or day, by quarters and days or days only (`grain`). Listing
 * times come from the clock when a listing goes up, so none lies beyond the present (the caller
 * passes the latest it knows of).
 */
export function listedSince(us: bigint, untilUs: bigint, grain: TimeGrain = 'hour'): string | null {
  const hour = hourOf(us)
  const quarter = floorDiv(hour, HOURS_PER_QUARTER)
  const day = floorDiv(hour, HOURS_PER_DAY)
  const lastDay = floorDiv(hourOf(untilUs), HOURS_PER_DAY) + 1n
  if (lastDay < day) return null
  const lexemes: string[] = []
  const quartersPerDay = HOURS_PER_DAY / HOURS_PER_QUARTER
  if (grain === 'hour')
    for (let h = hour; h < (quarter + 1n) * HOURS_PER_QUARTER; h++) lexemes.push(`${FACET.hour}${h}`)
  if (grain !== 'day') {
    const from = grain === 'hour' ? quarter + 1n : quarter
    for (let q = from; q < (day + 1n) * quartersPerDay; q++) lexemes.push(`${FACET.quarter}${q}`)
  }
  for (let d = grain === 'day' ? day : day + 1n; d <= lastDay; d++) lexemes.push(`${FACET.day}${d}`)
  return anyOf(lexemes)
}

/** A listing's facet lexemes, as the migration's goods_search_facets writes them (for tests). */
export function facetLexemes(l: {
  categoryPath: number[]
  goodsStatus: number
  sellerId: number
  price: string
  recommendPoint: number
  openUs: bigint
  /** goods_search_places (migration 0016): meetup_areas, meetup_stations, trading_methods. */
  areas?: string[]
  stations?: string[]
  tradingMethods?: number[]
  /** goods_search_store (migration 0020): a shop's goods. */
  storeId?: number | null
}): string[] {
  const priceBin = binOf(centsOf(l.price))
  const hour = hourOf(l.openUs)
  const out = [
    ...l.categoryPath.map((c) => `${FACET.category}${c}`),
    `${FACET.status}${l.goodsStatus}`,
    `${FACET.seller}${l.sellerId}`,
    `${FACET.price}${priceBin}`,
    `${FACET.priceGroup}${groupOf(priceBin)}`,
    `${FACET.hour}${hour}`,
    `${FACET.quarter}${floorDiv(hour, HOURS_PER_QUARTER)}`,
    `${FACET.day}${floorDiv(hour, HOURS_PER_DAY)}`,
  ]
  if (l.recommendPoint > 0) {
    const boostBin = binOf(BigInt(l.recommendPoint))
    out.push(FACET.boosted, `${FACET.boost}${boostBin}`, `${FACET.boostGroup}${groupOf(boostBin)}`)
  }
  for (const a of l.areas ?? []) out.push(`${FACET.district}${a}`)
  for (const s of l.stations ?? []) out.push(`${FACET.station}${s}`)
  for (const m of l.tradingMethods ?? []) out.push(`${FACET.trading}${m}`)
  if (l.storeId !== undefined && l.storeId !== null) out.push(`${FACET.store}${l.storeId}`)
  return out
}
