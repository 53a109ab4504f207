/**
 * The wizard's form: its values (the shape of the contract's create/update bodies, so the server's
 * field paths land on the same fields), what is still missing before publishing, and the
 * resolver that validates with the contract's own schemas.
 */
import { toNestErrors } from '@hookform/resolvers'
import {
  type Address,
  type Contact,
  createGoodsBody,
  type GoodsDetail,
  type HkDistrict,
  isOpenDays,
  type MtrStationId,
  meetsUp,
  missingTradingFields,
  OPEN_DAYS,
  type OpenDays,
  parseMoney,
  updateGoodsBody,
} from '@kaifong/contract'
import type { FieldError, Resolver } from 'react-hook-form'
import { type SkuDim, type SkuRow, skusFromGoods } from './sku-grid.ts'

export interface SellValues {
  goodsId?: string
  categoryId: string
  goodsName: string
  intro: string
  /** Unset until a condition chip is chosen. */
  goodsStatus?: number
  severalInStock: boolean
  /** Uploaded image ids in display order; the first is the cover. */
  images: string[]
  tradingMethods: number[]
  addressIds: string[]
  /** Meet-up places picked straight in the form: MTR stations, districts and a note. */
  stationIds: MtrStationId[]
  districts: HkDistrict[]
  placeNote: string
  /** The ticked contact methods, in CONTACT_METHODS order (kept while chat only is on, not sent). */
  contacts: Contact[]
  /** Buyers reach the seller in the chat only: no contact method is needed or shown. */
  chatOnly: boolean
  price: string
  openDays: OpenDays
  /**
   * Shop goods (docs/product/shop-goods.md): set when the listing is sold as the member's shop,
   * with SKUs instead of one price and a duration; `skuDims` are the editor's dimensions (not sent).
   */
  skus?: SkuRow[]
  skuDims?: SkuDim[]
}

/** Whether the form lists shop goods (SKUs, no coins, no duration). */
export const isShopListing = (v: Pick<SellValues, 'skus'>): boolean => v.skus !== undefined

export const emptyValues = (): SellValues => ({
  categoryId: '',
  goodsName: '',
  intro: '',
  goodsStatus: undefined,
  severalInStock: false,
  images: [],
  tradingMethods: [],
  addressIds: [],
  stationIds: [],
  districts: [],
  placeNote: '',
  contacts: [],
  chatOnly: false,
  price: '',
  openDays: OPEN_DAYS[0],
})

export const SECTIONS = ['goodInfo', 'photos', 'trading', 'connection', 'price'] as const
export type SectionId = (typeof SECTIONS)[number]
export const sectionDomId = (s: SectionId) => `sell-${s}`

export const MISSING = ['category', 'photos', 'name', 'intro', 'condition', 'methods', 'price'] as const
export type Missing = (typeof MISSING)[number]
export const SECTION_OF: Record<Missing, SectionId> = {
  category: 'goodInfo',
  photos: 'photos',
  name: 'goodInfo',
  intro: 'goodInfo',
  condition: 'goodInfo',
  methods: 'trading',
  price: 'price',
}

/** A trading method, and a place when meeting up (the contract's missingTradingFields). */
export function tradingGiven(
  v: Pick<SellValues, 'tradingMethods' | 'addressIds' | 'stationIds' | 'districts'>,
): boolean {
  return missingTradingFields({ ...v, contacts: [] }).every((field) => field === 'contacts')
}

/** The contract's rule: a trading method, an address when meeting up, a contact method unless chat only. */
export function methodsGiven(
  v: Pick<SellValues, 'tradingMethods' | 'addressIds' | 'stationIds' | 'districts' | 'contacts' | 'chatOnly'>,
): boolean {
  return missingTradingFields(v).length === 0
}

/** What the contract checks: with chat only the (hidden) contacts are neither sent nor checked. */
const sent = (v: SellValues) => {
  const body = v.chatOnly ? { ...v, contacts: [] } : v
  // Shop goods: the SKUs carry the prices; there is no duration.
  return isShopListing(v) ? { ...body, price: undefined, openDays: undefined } : body
}

/** A price the contract accepts: "-1" or "abc" is given but not done. */
export const priceValid = (v: Pick<SellValues, 'price'>): boolean => parseMoney(v.price).ok

/** What the seller has not given yet; publishing waits for all of it. */
export function missingOf(v: SellValues, uploadedPhotos: number): Missing[] {
  const given: Record<Missing, boolean> = {
    category: v.categoryId !== '',
    photos: uploadedPhotos > 0,
    name: v.goodsName.trim() !== '',
    intro: v.intro.trim() !== '',
    condition: v.goodsStatus !== undefined,
    methods: isShopListing(v) || methodsGiven(v),
    price: v.skus
      ? v.skus.length > 0 && v.skus.every((r) => r.price.trim() !== '' && r.stock.trim() !== '')
      : v.price.trim() !== '',
  }
  return MISSING.filter((m) => !given[m])
}

/** Which section a (client or server) error path belongs to, to scroll there. */
export function sectionOfPath(path: string): SectionId {
  if (path.startsWith('images')) return 'photos'
  if (
    ['tradingMethods', 'addressIds', 'stationIds', 'districts', 'placeNote'].some((f) => path.startsWith(f))
  )
    return 'trading'
  if (path.startsWith('contacts')) return 'connection'
  if (['price', 'openDays', 'skus'].some((f) => path.startsWith(f))) return 'price'
  return 'goodInfo'
}

/**
 * The contract's createGoodsBody (publish) or updateGoodsBody (edit) decides what is valid. This
 * is zodResolver's own work, written out because the body's input types (coerced, preprocessed)
 * are looser than the form's values; the first issue of each path is kept.
 */
export const sellResolver =
  (edit: boolean): Resolver<SellValues> =>
  (values, _context, options) => {
    const parsed = (edit ? updateGoodsBody : createGoodsBody).safeParse(sent(values))
    if (parsed.success) return { values, errors: {} }
    const flat: Record<string, FieldError> = {}
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.')
      flat[path] ??= { type: issue.code, message: issue.message }
    }
    return { values: {}, errors: toNestErrors(flat, options) }
  }

/**
 * A listing as wizard values. Address-book places are stored on the listing as copies, so they are
 * matched back to the address book by content; a place deleted since cannot be matched. Stations,
 * districts and the note come back as they are. The
 * detail carries no contact values: `contacts` are the seller's own, revealed (revealContacts).
 */
export function valuesFromGoods(goods: GoodsDetail, book: readonly Address[], contacts: Contact[]) {
  const addressIds = goods.addresses.flatMap((place) => {
    const found = book.find(
      (a) => a.name === place.name && a.district === place.district && a.detail === place.detail,
    )
    return found ? [found.id] : []
  })
  const values: SellValues = {
    goodsId: goods.id,
    categoryId: goods.categoryId,
    goodsName: goods.goodsName,
    intro: goods.intro,
    goodsStatus: goods.goodsStatus,
    severalInStock: goods.severalInStock,
    images: goods.images.map((i) => i.id),
    tradingMethods: goods.tradingMethods,
    addressIds: [...new Set(addressIds)],
    stationIds: goods.stationIds,
    districts: goods.districts,
    placeNote: goods.placeNote,
    contacts,
    chatOnly: goods.chatOnly,
    price: goods.price,
    openDays: isOpenDays(goods.openDays) ? goods.openDays : OPEN_DAYS[0],
  }
  if (goods.storeId !== null) {
    const shop = skusFromGoods(goods.skus, goods.images)
    values.skus = shop.rows
    values.skuDims = shop.dims
  }
  return { values, lostAddresses: goods.addresses.length - values.addressIds.length }
}

/** The body to send: the contract's parse (trimmed, price normalised); places only with meet-up. */
export function toBody(v: SellValues, images: string[]) {
  const meetup = meetsUp(v.tradingMethods)
  return {
    categoryId: v.categoryId,
    goodsName: v.goodsName,
    intro: v.intro,
    goodsStatus: v.goodsStatus,
    severalInStock: v.severalInStock,
    images,
    tradingMethods: v.tradingMethods,
    addressIds: meetup ? v.addressIds : [],
    stationIds: meetup ? v.stationIds : [],
    districts: meetup ? v.districts : [],
    placeNote: meetup ? v.placeNote : '',
    contacts: v.chatOnly ? [] : v.contacts,
    chatOnly: v.chatOnly,
    ...(v.skus ? { skus: v.skus } : { price: v.price }),
  }
}

/** Field names the server may report (result.fields), to show its messages beside them. */
export function knownPaths(v: SellValues): string[] {
  return [
    'categoryId',
    'goodsName',
    'intro',
    'goodsStatus',
    'severalInStock',
    'images',
    'tradingMethods',
    'addressIds',
    'stationIds',
    'districts',
    'placeNote',
    'contacts',
    ...v.contacts.map((_, i) => `contacts.${i}.value`),
    'chatOnly',
    'price',
    'openDays',
    'skus',
    ...(v.skus ?? []).flatMap((_, i) => [
      `skus.${i}.price`,
      `skus.${i}.stock`,
      `skus.${i}.image`,
      `skus.${i}.specs`,
    ]),
  ]
}
