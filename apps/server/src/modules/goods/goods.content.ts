/**
 * Turns a validated create/update body into the columns of a listing: checks that the category is
 * a leaf, that every image and address is the seller's own, and snapshots the addresses. The search
 * fields are search's: it hears `goods.saved` (goods.service.ts).
 */
import { ErrorCode, type HkDistrict, type updateGoodsBody } from '@kaifong/contract'
import { MTR_STATIONS } from '@kaifong/contract/places'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import type { MeetupAddressRow } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import type { DomainEvents } from '../../lib/events.ts'
import { addressesByIds } from '../addresses/index.ts'
import { categoryPathOf } from '../categories/index.ts'
import { mediaOwnedBy } from '../media/index.ts'
import type { GoodsContent, ImageValues } from './goods.write.repo.ts'

export type GoodsFields = Omit<z.output<typeof updateGoodsBody>, 'goodsId'>

const MEET_UP = 1

export interface ResolvedContent {
  content: GoodsContent
  images: ImageValues[]
}

async function leafPath(db: DbOrTx, categoryId: string): Promise<number[]> {
  const path = await categoryPathOf(db, Number(categoryId))
  if (!path) throw new AppError(400, ErrorCode.CATEGORY_INVALID, 'goods.category.invalid')
  return path
}

async function ownImages(db: DbOrTx, memberId: number, ids: string[]): Promise<ImageValues[]> {
  const owned = new Map((await mediaOwnedBy(db, memberId, ids)).map((m) => [m.id, m]))
  return ids.map((id) => {
    const m = owned.get(id)
    if (!m) throw new AppError(400, ErrorCode.IMAGE_UNKNOWN, 'image.unknown')
    return { mediaId: m.id, url: m.url, thumbnail: m.thumbnail, width: m.width, height: m.height }
  })
}

/** Snapshots, so later edits of the address book do not rewrite published listings. */
async function ownAddresses(db: DbOrTx, memberId: number, raw: string[]): Promise<MeetupAddressRow[]> {
  const ids = [...new Set(raw.map(Number))]
  const rows = new Map((await addressesByIds(db, memberId, ids)).map((a) => [a.id, a]))
  return ids.map((id) => {
    const a = rows.get(id)
    if (!a) throw new AppError(400, ErrorCode.ADDRESS_INVALID, 'goods.address.invalid')
    return { name: a.name, district: a.district, detail: a.detail }
  })
}

/**
 * Every district the listing meets in, each once: the picked districts, then the stations', then
 * the addresses' (search filters by these, and a card shows the first).
 */
export function meetupAreasOf(
  districts: readonly HkDistrict[],
  stations: readonly (keyof typeof MTR_STATIONS)[],
  addresses: readonly MeetupAddressRow[],
): HkDistrict[] {
  return [
    ...new Set([
      ...districts,
      ...stations.map((s) => MTR_STATIONS[s].district),
      ...addresses.map((a) => a.district),
    ]),
  ]
}

export async function resolveContent(
  db: DbOrTx,
  memberId: number,
  body: GoodsFields,
): Promise<ResolvedContent> {
  const categoryPath = await leafPath(db, body.categoryId)
  const images = await ownImages(db, memberId, body.images)
  const tradingMethods = [...new Set(body.tradingMethods)].sort((a, b) => a - b)
  // Addresses only mean something for meeting up; with delivery alone they are dropped.
  const meetUp = tradingMethods.includes(MEET_UP)
  const addresses = meetUp ? await ownAddresses(db, memberId, body.addressIds) : []
  // The places picked in the form too (checked against the contract's lists by the body's schema).
  const meetupStations = meetUp ? body.stationIds : []
  const meetupDistricts = meetUp ? body.districts : []
  const leaf = categoryPath[categoryPath.length - 1] ?? Number(body.categoryId)
  return {
    images,
    content: {
      categoryId: leaf,
      categoryPath,
      name: body.goodsName,
      intro: body.intro,
      goodsStatus: body.goodsStatus,
      severalInStock: body.severalInStock,
      // A shop listing's price is its lowest SKU's (goods.shop.ts sets it); a one-off listing's is required.
      price: body.price ?? '0.00',
      tradingMethods,
      addresses,
      meetupStations,
      meetupDistricts,
      meetupNote: meetUp ? body.placeNote : '',
      meetupAreas: meetupAreasOf(meetupDistricts, meetupStations, addresses),
      // Chat only keeps no contacts, so none can leak (docs/product/domain-rules.md, "Contact privacy").
      contacts: body.chatOnly ? [] : body.contacts.map((c) => ({ type: c.type, value: c.value })),
      chatOnly: body.chatOnly,
      cover: images[0]?.thumbnail ?? '',
    },
  }
}

/** What search indexes a listing by (it writes the search fields: docs/decisions.md, "Search owns its text"). */
export const savedEvent = (tx: DbOrTx, goodsId: number, c: GoodsContent): DomainEvents['goods.saved'] => ({
  tx,
  goodsId,
  name: c.name,
  intro: c.intro,
  categoryPath: c.categoryPath,
})
