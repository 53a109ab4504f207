/**
 * /goodsList keeps every filter in the URL (STYLE: "list filters live in the URL"), so links,
 * reloads and back/forward restore a search. Reading drops anything invalid instead of failing;
 * writing leaves defaults out, so one search has one canonical address.
 */
import {
  compareMoney,
  GOODS_CONDITIONS,
  GOODS_SORT,
  GOODS_SORTS,
  type GoodsSort,
  type HkDistrict,
  isHkDistrict,
  isMtrStationId,
  MAX_INPUT_LENGTH,
  MAX_SEARCH_PLACES,
  type MtrStationId,
  moneyOf,
  moneyText,
  PAGE_SIZE,
  parseMoney,
} from '@kaifong/contract'

export const SORTS = GOODS_SORTS
export type Sort = GoodsSort
export const CONDITIONS = GOODS_CONDITIONS

export interface ListFilters {
  goodsName?: string
  categoryId: string[]
  categoryPathId?: string
  /** Display name of the category the visitor came from (the drawer or a chip). */
  categoryName?: string
  storeId?: string
  minPrice?: string
  maxPrice?: string
  goodsStatus: number[]
  /** Where to meet (docs/product/search.md, "Filters"): any of these districts, any of these MTR stations. */
  district: HkDistrict[]
  stationId: MtrStationId[]
  /** 0 delivery, 1 meet-up; unset: either. */
  tradingMethod?: 0 | 1
  sort: Sort
  pageNumber: number
  /**
   * Search the keyword exactly as typed: no equivalent words, no correction, no partial matches
   * (docs/product/search.md). Only meaningful with a keyword; a new keyword drops it.
   */
  exact?: boolean
}

export const EMPTY_FILTERS: ListFilters = {
  categoryId: [],
  goodsStatus: [],
  district: [],
  stationId: [],
  sort: GOODS_SORT.RECOMMENDED,
  pageNumber: 1,
}
/** The search page's page size (the server writes the first result's picture for it, web.ts). */
export const LIST_PAGE_SIZE = PAGE_SIZE.search
/** The server pages up to 1000 (contract goodsSearchQuery). */
export const MAX_PAGE = 1000

const ID = /^[1-9]\d{0,17}$/
const id = (v: string | null) => (v && ID.test(v.trim()) ? v.trim() : undefined)
const text = (v: string | null) => {
  const s = v?.trim().slice(0, MAX_INPUT_LENGTH)
  return s ? s : undefined
}
const unique = <T>(list: T[]) => [...new Set(list)]
const intIn = (v: string | null, min: number, max: number): number | undefined => {
  if (!v || !/^\d+$/.test(v.trim())) return undefined
  const n = Number(v)
  return n >= min && n <= max ? n : undefined
}
const oneOf = <T extends number>(v: string | null, values: readonly T[]): T | undefined => {
  if (!v || !/^\d+$/.test(v.trim())) return undefined
  return values.find((value) => value === Number(v))
}

/**
 * "12.5" → "12.50"; undefined when it is not a valid HK$ amount. Read by the contract's Money, as
 * its priceSchema reads it, with no zod in the header search's first load (docs/architecture.md,
 * "Delivery: compression, caching, first load"); search-url.test.ts checks that both agree.
 */
export function normalisePrice(v: string | null | undefined): string | undefined {
  const r = parseMoney(v ?? '')
  return r.ok ? moneyText(r.money) : undefined
}

/** Compares two normalised amounts exactly (as integer cents, never floats). */
export const comparePrices = (a: string, b: string): number => compareMoney(moneyOf(a), moneyOf(b))

export function parseFilters(params: URLSearchParams): ListFilters {
  const list = (key: string) =>
    params
      .getAll(key)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
  let minPrice = normalisePrice(params.get('minPrice'))
  let maxPrice = normalisePrice(params.get('maxPrice'))
  // An impossible range would only ever show nothing: treat it as no price filter.
  if (minPrice && maxPrice && comparePrices(minPrice, maxPrice) > 0) {
    minPrice = undefined
    maxPrice = undefined
  }
  const filters: ListFilters = {
    goodsName: text(params.get('goodsName')),
    categoryId: unique(list('categoryId').filter((v) => ID.test(v))),
    categoryPathId: id(params.get('categoryPathId')),
    categoryName: text(params.get('categoryName')),
    storeId: id(params.get('storeId')),
    minPrice,
    maxPrice,
    goodsStatus: unique(
      list('goodsStatus')
        .map((v) => oneOf(v, CONDITIONS))
        .filter((v) => v !== undefined),
    ).sort((a, b) => a - b),
    district: unique(list('district').filter(isHkDistrict)).slice(0, MAX_SEARCH_PLACES),
    stationId: unique(list('stationId').filter(isMtrStationId)).slice(0, MAX_SEARCH_PLACES),
    tradingMethod: oneOf(params.get('tradingMethod'), [0, 1] as const),
    sort: oneOf(params.get('sort'), SORTS) ?? GOODS_SORT.RECOMMENDED,
    pageNumber: intIn(params.get('pageNumber'), 1, MAX_PAGE) ?? 1,
  }
  if (filters.goodsName && ['1', 'true'].includes(params.get('exact') ?? '')) filters.exact = true
  // A name without a category to name is meaningless (and would title the page wrongly).
  if (!filters.categoryId.length && !filters.categoryPathId) filters.categoryName = undefined
  return filters
}

export function serialiseFilters(f: ListFilters): URLSearchParams {
  const out = new URLSearchParams()
  const put = (key: string, v: string | undefined) => {
    if (v) out.set(key, v)
  }
  put('goodsName', f.goodsName)
  put('categoryId', f.categoryId.join(','))
  put('categoryPathId', f.categoryPathId)
  if (f.categoryId.length || f.categoryPathId) put('categoryName', f.categoryName)
  put('storeId', f.storeId)
  if (f.exact && f.goodsName) out.set('exact', '1')
  put('minPrice', f.minPrice)
  put('maxPrice', f.maxPrice)
  put('goodsStatus', f.goodsStatus.join(','))
  put('district', f.district.join(','))
  put('stationId', f.stationId.join(','))
  if (f.tradingMethod !== undefined) out.set('tradingMethod', String(f.tradingMethod))
  if (f.sort !== GOODS_SORT.RECOMMENDED) out.set('sort', String(f.sort))
  if (f.pageNumber > 1) out.set('pageNumber', String(f.pageNumber))
  return out
}

/** The `es` query for these filters (the API takes the same names). */
export function searchQuery(f: ListFilters, pageSize = LIST_PAGE_SIZE): Record<string, string | number> {
  // categoryName is a label for the page, not a filter.
  const { categoryName: _label, ...query } = Object.fromEntries(serialiseFilters(f))
  return { ...query, sort: f.sort, pageNumber: f.pageNumber, pageSize }
}

/** How many narrowing filters are on (the phone's filter button shows it). */
export function activeFilterCount(f: ListFilters): number {
  return (
    (f.categoryId.length || f.categoryPathId ? 1 : 0) +
    (f.minPrice || f.maxPrice ? 1 : 0) +
    (f.goodsStatus.length ? 1 : 0) +
    (f.storeId ? 1 : 0) +
    (f.district.length ? 1 : 0) +
    (f.stationId.length ? 1 : 0) +
    (f.tradingMethod !== undefined ? 1 : 0)
  )
}
