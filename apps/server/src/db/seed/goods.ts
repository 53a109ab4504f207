/**
 * Writes the demo market: listings with their pictures (media rows owned by the seller, gallery
 * rows, cover), favourites with matching counts, a little browsing history for the demo buyer,
 * the "first listing" medal, and a few hot search words. Called inside the seed transaction.
 */
import type { MtrStationId } from '@kaifong/contract'
import { MTR_STATIONS } from '@kaifong/contract/places'
import { meetupAreasOf } from '../../modules/goods/index.ts'
import { indexLexemes, normalizeSearch, vectorOf } from '../../modules/search/index.ts'
import type { Tx } from '../client.ts'
import type { MeetupAddressRow } from '../schema.ts'
import {
  categories,
  favourites,
  footprints,
  goods,
  goodsImages,
  type Localized,
  medalAwards,
  media,
  searchTerms,
} from '../schema.ts'
import type { ListingPlan } from './goods-plan.ts'
import { type Picture, pictureKey } from './pictures.ts'

const HOUR = 3600_000

/** Hot words on a fresh start: [what people typed, how often]. */
export const DEMO_SEARCH_TERMS: [string, number][] = [
  ['iPhone', 128],
  ['Switch', 96],
  ['梳化', 81],
  ['單車', 67],
  ['補習', 55],
  ['相機', 49],
  ['MacBook', 42],
  ['電飯煲', 31],
  ['BB 車', 24],
  ['Dyson', 18],
]

interface CategoryInfo {
  id: number
  path: number[]
  names: string[]
}

async function leafCategories(tx: Tx): Promise<Map<string, CategoryInfo>> {
  const rows = await tx.select().from(categories)
  const byId = new Map(rows.map((r) => [r.id, r]))
  const out = new Map<string, CategoryInfo>()
  for (const leaf of rows.filter((r) => r.level === 3)) {
    const middle = byId.get(leaf.parentId)
    const top = middle && byId.get(middle.parentId)
    if (!middle || !top) continue
    // In the three languages, as a listing written through the API is indexed (goods.content.ts).
    const names = [top.name, middle.name, leaf.name].flatMap((n: Localized) => [
      n['zh-Hant'],
      n['zh-Hans'],
      n.en,
    ])
    out.set(`${top.name.en}/${leaf.name.en}`, { id: leaf.id, path: [top.id, middle.id, leaf.id], names })
  }
  return out
}

function pictureOf(pictures: Map<string, Picture>, plan: ListingPlan, position: number): Picture {
  const spec = plan.pictures[position]
  const picture = spec && pictures.get(pictureKey(spec))
  if (!picture) throw new Error(`picture ${position} of "${plan.text.name}" was not rendered`)
  return picture
}

/**
 * A demo seller's places as the sell form picks them: a place named after an MTR station
 * ("旺角站", "九龙塘站") is that station, its exit going into the note; malls and piers stay
 * address-book places.
 */
function meetupOf(places: ListingPlan['places']) {
  const stations: MtrStationId[] = []
  const addresses: MeetupAddressRow[] = []
  let note = ''
  for (const p of places) {
    const name = p.name.replace(/站$/, '')
    const station = p.name.endsWith('站')
      ? Object.values(MTR_STATIONS).find((s) => s.name['zh-Hant'] === name || s.name['zh-Hans'] === name)
      : undefined
    if (station) {
      stations.push(station.id)
      note ||= p.detail
    } else addresses.push({ name: p.name, district: p.district, detail: p.detail })
  }
  return { stations, addresses, note }
}

type IdOf = (username: string) => number
interface Listed {
  plan: ListingPlan
  goodsId: number
  sellerId: number
}

export async function seedGoods(
  tx: Tx,
  plans: ListingPlan[],
  pictures: Map<string, Picture>,
  memberIds: Map<string, number>,
  now: Date,
): Promise<void> {
  const leaves = await leafCategories(tx)
  const idOf: IdOf = (username) => {
    const id = memberIds.get(username)
    if (id === undefined) throw new Error(`demo member ${username} was not created`)
    return id
  }
  const rows = plans.map((plan) => goodsRowOf(plan, leaves, pictures, idOf))
  const inserted = await tx.insert(goods).values(rows).returning({ id: goods.id })
  const listed: Listed[] = plans.map((plan, i) => {
    const row = inserted[i]
    if (!row) throw new Error('goods insert returned too few rows')
    return { plan, goodsId: row.id, sellerId: idOf(plan.seller.username) }
  })
  await insertPictures(tx, listed, pictures)
  await insertLikesAndViews(tx, listed, idOf, now)
  await insertFirstListingMedals(tx, listed)
  await tx.insert(searchTerms).values(
    DEMO_SEARCH_TERMS.map(([display, hits], i) => ({
      term: normalizeSearch(display),
      display,
      hits,
      lastSearchedAt: new Date(now.getTime() - i * HOUR),
    })),
  )
}

/** The goods row of a planned listing, indexed for search as one written through the API is. */
function goodsRowOf(
  plan: ListingPlan,
  leaves: Map<string, CategoryInfo>,
  pictures: Map<string, Picture>,
  idOf: IdOf,
) {
  const { text } = plan
  const places = meetupOf(plan.places)
  const category = leaves.get(`${text.top}/${text.leaf}`)
  if (!category) throw new Error(`no leaf category ${text.top}/${text.leaf} for "${text.name}"`)
  return {
    sellerId: idOf(plan.seller.username),
    categoryId: category.id,
    categoryPath: category.path,
    name: text.name,
    intro: text.intro,
    goodsStatus: text.goodsStatus,
    severalInStock: plan.severalInStock,
    price: text.price,
    tradingMethods: plan.tradingMethods,
    addresses: places.addresses,
    meetupStations: places.stations,
    meetupNote: places.note,
    meetupAreas: meetupAreasOf([], places.stations, places.addresses),
    contacts: plan.chatOnly ? [] : plan.seller.contacts,
    chatOnly: plan.chatOnly,
    cover: pictureOf(pictures, plan, 0).thumbnail,
    marketEnable: plan.state === 'DOWN' ? ('DOWN' as const) : ('UPPER' as const),
    openDays: plan.openDays,
    openTime: plan.openTime,
    closeTime: plan.closeTime,
    recommendPoint: plan.recommendPoint,
    viewCount: plan.viewCount,
    collectCount: plan.likers.length,
    searchText: normalizeSearch(text.name),
    searchVector: vectorOf(indexLexemes(text.name, text.intro, ...category.names)) as unknown as string,
    createdAt: new Date(plan.openTime.getTime() - 5 * 60_000),
    updatedAt: plan.openTime,
  }
}

/** Each listing's pictures: media rows owned by the seller, then the gallery rows. */
async function insertPictures(tx: Tx, listed: Listed[], pictures: Map<string, Picture>): Promise<void> {
  const images = listed.flatMap(({ plan, goodsId, sellerId }) =>
    plan.pictures.map((_, position) => ({
      ...pictureOf(pictures, plan, position),
      position,
      goodsId,
      sellerId,
    })),
  )
  await tx.insert(media).values(
    images.map((img) => ({
      id: `seed-${img.goodsId}-${img.position}`,
      ownerId: img.sellerId,
      url: img.url,
      thumbnail: img.thumbnail,
      width: img.width,
      height: img.height,
      bytes: img.bytes,
    })),
  )
  await tx.insert(goodsImages).values(
    images.map((img) => ({
      goodsId: img.goodsId,
      position: img.position,
      mediaId: `seed-${img.goodsId}-${img.position}`,
      url: img.url,
      thumbnail: img.thumbnail,
      width: img.width,
      height: img.height,
    })),
  )
}

/** Favourites of the planned likers, and the demo buyer's browsing history. */
async function insertLikesAndViews(tx: Tx, listed: Listed[], idOf: IdOf, now: Date): Promise<void> {
  // Each like lands a few hours after the listing opened (never in the future).
  const likes = listed.flatMap(({ plan, goodsId }) =>
    plan.likers.map((username, i) => ({
      memberId: idOf(username),
      goodsId,
      createdAt: new Date(Math.min(now.getTime(), plan.openTime.getTime() + (i + 1) * 3 * HOUR)),
    })),
  )
  if (likes.length) await tx.insert(favourites).values(likes)

  const buyer = idOf('demo_buyer')
  const seen = listed.filter(({ plan }, i) => plan.likers.includes('demo_buyer') || i % 23 === 0)
  await tx.insert(footprints).values(
    seen.map(({ goodsId, plan }) => ({
      memberId: buyer,
      goodsId,
      viewedAt: new Date(Math.min(now.getTime(), plan.openTime.getTime() + 2 * HOUR)),
    })),
  )
}

/** The "first listing" medal of every seller, at the time of their first listing. */
async function insertFirstListingMedals(tx: Tx, listed: Listed[]): Promise<void> {
  const firstListing = new Map<number, Date>()
  for (const { plan, sellerId } of listed) {
    const first = firstListing.get(sellerId)
    if (!first || plan.openTime < first) firstListing.set(sellerId, plan.openTime)
  }
  await tx
    .insert(medalAwards)
    .values(
      [...firstListing].map(([memberId, ownedAt]) => ({ memberId, medal: 'addGoods' as const, ownedAt })),
    )
}
