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
 * between (hours and days for time; bins and decades for cents and boost points).
 */

export const FACET = {
  category: '~c',
  status: '~s',
  seller: '~u',
  /** Price in cents: fine bin, and the decade (bin / 30). */
  price: '~p',
  priceGroup: '~P',
  /** Listed at: hour and day since 1970 (UTC). */
  hour: '~h',
  day: '~d',
  /** Boosted (recommend point > 0): any, fine bin, decade. */
  boosted: '~r',
  boost: '~b',
  boostGroup: '~B',
} as const

const BINS_PER_GROUP = 30
const HOUR_US = 3_600_000_000n
const HOURS_PER_DAY = 24n
/** Bins of a bigint up to 2^63: 19 digits → 19 × 30 + 29. */
const MAX_BIN = 19 * BINS_PER_GROUP + BINS_PER_GROUP - 1

/** 0–9 as themselves, then 30 bins per decade by the two leading digits (SQL search_bin). */
export function binOf(n: bigint): number {
  if (n < 10n) return n < 0n ? 0 : Number(n)
  const digits = n.toString()
  return digits.length * BINS_PER_GROUP + Math.floor((Number(digits.slice(0, 2)) - 10) / 3)
}

const groupOf = (bin: number) => Math.floor(bin / BINS_PER_GROUP)

/** "123.4" / "99.99" (exact decimals, at most two places) → cents. */
export function centsOf(price: string): bigint {
  const [whole = '0', fraction = ''] = price.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))
}

const quote = (lexeme: string) => `'${lexeme}'`
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
  sellerId: number | null
  goodsStatus: number[]
  minPrice: string | null
  maxPrice: string | null
}

/**
 * The filters as tsquery text (null when there are none). Prices are matched by bins here, a
 * superset of the range; the exact bounds are checked on the rows.
 */
export function filterQuery(f: FacetFilter): string | null {
  const price =
    f.minPrice === null && f.maxPrice === null
      ? null
      : binRange(
          FACET.price,
          FACET.priceGroup,
          f.minPrice === null ? 0 : binOf(centsOf(f.minPrice)),
          f.maxPrice === null ? MAX_BIN : binOf(centsOf(f.maxPrice)),
        )
  return allOf(
    anyOf(f.categoryIds.map((id) => `${FACET.category}${id}`)),
    f.categoryPathId === null ? null : quote(`${FACET.category}${f.categoryPathId}`),
    f.sellerId === null ? null : quote(`${FACET.seller}${f.sellerId}`),
    anyOf(f.goodsStatus.map((s) => `${FACET.status}${s}`)),
    price,
  )
}

/**
 * Bins from..to (inclusive) as fine lexemes at the ends and group lexemes for the whole groups
 * between: at most 2 × 29 + 19 lexemes.
 */
export function binRange(fine: string, group: string, from: number, to: number): string | null {
  if (from > to) return null
  const lexemes: string[] = []
  const g0 = groupOf(from)
  const g1 = groupOf(to)
  if (g0 === g1) {
    if (from === g0 * BINS_PER_GROUP && to === g0 * BINS_PER_GROUP + BINS_PER_GROUP - 1)
      lexemes.push(`${group}${g0}`)
    else for (let b = from; b <= to; b++) lexemes.push(`${fine}${b}`)
    return anyOf(lexemes)
  }
  if (from === g0 * BINS_PER_GROUP) lexemes.push(`${group}${g0}`)
  else for (let b = from; b < (g0 + 1) * BINS_PER_GROUP; b++) lexemes.push(`${fine}${b}`)
  for (let g = g0 + 1; g < g1; g++) lexemes.push(`${group}${g}`)
  if (to === g1 * BINS_PER_GROUP + BINS_PER_GROUP - 1) lexemes.push(`${group}${g1}`)
  else for (let b = g1 * BINS_PER_GROUP; b <= to; b++) lexemes.push(`${fine}${b}`)
  return anyOf(lexemes)
}

/** Listings whose price is at least `cents` and perhaps a little less (the same bin). */
export const priceAtLeast = (cents: bigint) => binRange(FACET.price, FACET.priceGroup, binOf(cents), MAX_BIN)
/** Listings whose price is at most `cents` and perhaps a little more (the same bin). */
export const priceAtMost = (cents: bigint) => binRange(FACET.price, FACET.priceGroup, 0, binOf(cents))
/** Boosted listings with at least `points` (and perhaps a few less: the same bin). */
export const boostAtLeast = (points: number) =>
  binRange(FACET.boost, FACET.boostGroup, binOf(BigInt(points)), MAX_BIN)

const hourOf = (us: bigint) => (us >= 0n ? us / HOUR_US : (us - HOUR_US + 1n) / HOUR_US)
const dayOfHour = (hour: bigint) =>
  hour >= 0n ? hour / HOURS_PER_DAY : (hour - HOURS_PER_DAY + 1n) / HOURS_PER_DAY

/**
 * Listings listed since the hour of `us` (microseconds since 1970) up to the day after `untilUs`:
 * the rest of that hour's day by hours, then whole days. Listing times come from the clock when a
 * listing goes up, so none lies beyond the present (the caller passes the latest it knows of).
 */
export function listedSince(us: bigint, untilUs: bigint): string | null {
  const hour = hourOf(us)
  const day = dayOfHour(hour)
  const lastDay = dayOfHour(hourOf(untilUs)) + 1n
  if (lastDay < day) return null
  const lexemes: string[] = []
  for (let h = hour; h < (day + 1n) * HOURS_PER_DAY; h++) lexemes.push(`${FACET.hour}${h}`)
  for (let d = day + 1n; d <= lastDay; d++) lexemes.push(`${FACET.day}${d}`)
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
    `${FACET.day}${dayOfHour(hour)}`,
  ]
  if (l.recommendPoint > 0) {
    const boostBin = binOf(BigInt(l.recommendPoint))
    out.push(FACET.boosted, `${FACET.boost}${boostBin}`, `${FACET.boostGroup}${groupOf(boostBin)}`)
  }
  return out
}
