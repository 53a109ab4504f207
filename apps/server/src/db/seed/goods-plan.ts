/**
 * Everything about the demo listings that does not need the database: who sells what, when it
 * was listed, how it is traded, who liked it and which pictures it shows. Pure and deterministic
 * (each listing draws from a PRNG seeded by its title), so screenshots stay the same.
 */
import { DEMO_LISTINGS, type ListingText } from './goods-data.ts'
import { DEMO_MEMBERS, type DemoMember, type DemoPlace } from './members.ts'
import { PALETTE_COUNT, type PictureSpec, type View } from './pictures.ts'
import { hashOf, type Random, seededRandom } from './prng.ts'

const HOUR = 3600_000
const DAY = 24 * HOUR

/** A few of the demo seller's own listings are not live, so "my products" shows every label. */
const NOT_LIVE: Record<string, 'DOWN' | 'EXPIRED'> = {
  'Samsung Galaxy S21 5G 128GB 灰色': 'DOWN',
  'PS5 遊戲 Spider-Man 2 中英文版': 'DOWN',
  'Clarks 黑色皮鞋 UK 8 返工啱著': 'EXPIRED',
  '北歐風座地燈 暖光 LED': 'EXPIRED',
}

/** A few sellers take messages by chat only on some listings (no contacts kept; docs/product/domain-rules.md). */
const CHAT_ONLY = new Set([
  'iPhone 12 mini 64GB Blue, 85% battery',
  '小米 Redmi Note 12 Pro 8+256GB',
  '华为 Mate 40 Pro 8+256G 亮黑色',
  'Philips 氣炸鍋 4.1L 焗雞翼一流',
  'Dyson V8 無線吸塵機 電池新換',
  'Brand new queen memory foam mattress (still rolled)',
])

export interface ListingPlan {
  text: ListingText
  seller: DemoMember
  state: 'LIVE' | 'DOWN' | 'EXPIRED'
  /** Buyers reach the seller in the chat only: the listing keeps no contacts. */
  chatOnly: boolean
  openDays: 7 | 30
  openTime: Date
  closeTime: Date | null
  tradingMethods: number[]
  places: DemoPlace[]
  severalInStock: boolean
  recommendPoint: number
  viewCount: number
  /** Usernames of the members who favourited it. */
  likers: string[]
  pictures: PictureSpec[]
}

function pickSome<T>(r: Random, items: readonly T[], n: number): T[] {
  const pool = [...items]
  const out: T[] = []
  while (out.length < n && pool.length) out.push(...pool.splice(r.int(0, pool.length - 1), 1))
  return out
}

function timing(r: Random, now: Date, state: ListingPlan['state']) {
  const openDays: 7 | 30 = r.chance(0.45) ? 7 : 30
  // Live 7-day listings opened within the last 5½ days, 30-day ones within the last 20 days.
  const hoursAgo = state === 'EXPIRED' ? r.int(8 * 24, 12 * 24) : r.int(1, openDays === 7 ? 132 : 480)
  const openTime = new Date(now.getTime() - hoursAgo * HOUR - r.int(0, 59) * 60_000)
  const days = state === 'EXPIRED' ? 7 : openDays
  const closeTime = state === 'DOWN' ? null : new Date(openTime.getTime() + days * DAY)
  return { openDays: state === 'EXPIRED' ? 7 : openDays, openTime, closeTime }
}

function tradingOf(r: Random, goodsStatus: number): number[] {
  if (goodsStatus >= 2) return [1] // rentals and services are met or done in person
  const roll = r.next()
  return roll < 0.5 ? [1] : roll < 0.7 ? [0] : [0, 1]
}

function picturesOf(r: Random, text: ListingText): PictureSpec[] {
  // One colourway per kind of item: each drawing is rendered once and shared (seeding stays fast).
  const palette = hashOf(text.motif) % PALETTE_COUNT
  const roll = r.next()
  const count = text.goodsStatus === 3 || roll < 0.45 ? 1 : roll < 0.85 ? 2 : 3
  const views: View[] = ['front', 'close', 'back']
  return views.slice(0, count).map((view) => ({ motif: text.motif, palette, view }))
}

export function planListings(now: Date, listings: ListingText[] = DEMO_LISTINGS): ListingPlan[] {
  const byCode = new Map(DEMO_MEMBERS.map((m) => [m.code, m]))
  const named = [...Object.keys(NOT_LIVE), ...CHAT_ONLY]
  const unknown = named.filter((name) => !listings.some((l) => l.name === name))
  if (unknown.length) throw new Error(`NOT_LIVE or CHAT_ONLY names no demo listing: ${unknown.join(', ')}`)
  return listings.map((text) => {
    const seller = byCode.get(text.seller)
    if (!seller) throw new Error(`unknown demo seller "${text.seller}" for ${text.name}`)
    const r = seededRandom(hashOf(text.name))
    const state = NOT_LIVE[text.name] ?? 'LIVE'
    const trading = tradingOf(r, text.goodsStatus)
    const boosted = state === 'LIVE' && r.chance(0.08)
    const others = DEMO_MEMBERS.filter((m) => m.code !== seller.code).map((m) => m.username)
    const likes = state === 'LIVE' ? pickSome(r, others, r.chance(0.5) ? 0 : r.int(1, 5)) : []
    return {
      text,
      seller,
      state,
      chatOnly: CHAT_ONLY.has(text.name),
      ...timing(r, now, state),
      tradingMethods: trading,
      places: trading.includes(1) ? pickSome(r, seller.places, r.int(1, 2)) : [],
      severalInStock: text.goodsStatus >= 2 || r.chance(0.08),
      recommendPoint: boosted ? r.int(1, 12) * 5 : 0,
      viewCount: Math.floor(r.next() ** 2 * 400) + (boosted ? 150 : 3),
      likers: likes,
      pictures: picturesOf(r, text),
    }
  })
}
