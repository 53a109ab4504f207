import { existsSync } from 'node:fs'
import path from 'node:path'
import { createGoodsBody, meetupAddress } from '@kaifong/contract'
import { and, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/harness.ts'
import { toSimplified, toTraditional } from '../../lib/chinese.ts'
import { liveWhere } from '../../modules/goods/index.ts'
import { toTsQuery } from '../../modules/search/search-text.ts'
import { queryRows } from '../client.ts'
import {
  addresses,
  categories,
  favourites,
  goods,
  goodsImages,
  media,
  members,
  searchTerms,
} from '../schema.ts'
import { planListings } from './goods-plan.ts'
import { seedDemoData } from './index.ts'
import { DEMO_MEMBERS } from './members.ts'
import { DISPLAY_PX, THUMB_PX } from './pictures.ts'

const h = useTestApp()
const HAN = /\p{Script=Han}/u

async function seed() {
  await seedDemoData(h.db, h.config, h.clock.now())
}

describe('demo listings', () => {
  it('lists about 220 live items, every one valid by the listing rules and in a leaf category', async () => {
    await seed()
    const now = h.clock.now()
    const live = await h.db.select({ id: goods.id }).from(goods).where(liveWhere(now))
    expect(live.length).toBeGreaterThanOrEqual(205)
    expect(live.length).toBeLessThanOrEqual(235)

    const cats = await h.db.select().from(categories)
    const byId = new Map(cats.map((c) => [c.id, c]))
    const rows = await h.db.select().from(goods)
    const images = await h.db.select().from(goodsImages)
    for (const g of rows) {
      const leaf = byId.get(g.categoryId)
      const middle = leaf && byId.get(leaf.parentId)
      expect(leaf?.level, g.name).toBe(3)
      expect(g.categoryPath).toEqual([middle?.parentId, middle?.id, leaf?.id])
      const own = images.filter((i) => i.goodsId === g.id).sort((a, b) => a.position - b.position)
      expect(own.length).toBeGreaterThanOrEqual(1)
      expect(own.length).toBeLessThanOrEqual(3)
      expect(g.cover).toBe(own[0]?.thumbnail)
      const body = createGoodsBody.safeParse({
        categoryId: String(g.categoryId),
        goodsName: g.name,
        intro: g.intro,
        goodsStatus: g.goodsStatus,
        severalInStock: g.severalInStock,
        images: own.map((i) => i.mediaId),
        tradingMethods: g.tradingMethods,
        addressIds: g.addresses.map((_, i) => String(i + 1)),
        stationIds: g.meetupStations,
        districts: g.meetupDistricts,
        placeNote: g.meetupNote,
        contacts: g.contacts,
        chatOnly: g.chatOnly,
        price: g.price,
        openDays: g.openDays,
      })
      expect(body.error?.issues ?? [], g.name).toEqual([])
      expect(body.data?.price).toBe(g.price)
      for (const a of g.addresses) expect(meetupAddress.safeParse(a).success).toBe(true)
    }
    const leaves = cats.filter((c) => c.level === 3)
    const used = new Set(rows.map((g) => g.categoryId))
    expect(leaves.filter((l) => !used.has(l.id)).map((l) => l.name.en)).toEqual([])
    // Conditions: new, used, for rent and services all appear; some listings are boosted.
    expect(new Set(rows.map((g) => g.goodsStatus))).toEqual(new Set([0, 1, 2, 3]))
    expect(rows.filter((g) => g.recommendPoint > 0).length).toBeGreaterThanOrEqual(3)
    // A few are chat only, and those keep no contacts (docs/product/domain-rules.md, "Contact privacy").
    const chatOnly = rows.filter((g) => g.chatOnly)
    expect(chatOnly.length).toBeGreaterThanOrEqual(5)
    for (const g of chatOnly) expect(g.contacts, g.name).toEqual([])
    expect(rows.filter((g) => !g.chatOnly).every((g) => g.contacts.length > 0)).toBe(true)
  })

  it("draws every listing's pictures to disk, owned by the seller and served under /media", async () => {
    await seed()
    const rows = await h.db
      .select({ image: goodsImages, owner: media.ownerId, seller: goods.sellerId })
      .from(goodsImages)
      .innerJoin(media, eq(media.id, goodsImages.mediaId))
      .innerJoin(goods, eq(goods.id, goodsImages.goodsId))
    expect(rows.length).toBeGreaterThanOrEqual(250)
    const files = new Set<string>()
    for (const { image, owner, seller } of rows) {
      expect(owner).toBe(seller)
      files.add(image.url)
      files.add(image.thumbnail)
    }
    for (const url of files) expect(existsSync(path.join(h.config.DATA_DIR, url)), url).toBe(true)
    const first = rows[0]?.image
    if (!first) throw new Error('no images')
    expect(await sharp(path.join(h.config.DATA_DIR, first.url)).metadata()).toMatchObject({
      format: 'webp',
      width: DISPLAY_PX,
    })
    expect(await sharp(path.join(h.config.DATA_DIR, first.thumbnail)).metadata()).toMatchObject({
      format: 'webp',
      width: THUMB_PX,
    })
    expect(DISPLAY_PX).toBeLessThanOrEqual(1280)
    const served = await h.app.inject({ method: 'GET', url: first.thumbnail })
    expect(served.statusCode).toBe(200)
    // Distinct drawings are shared between listings rather than rendered per listing.
    expect(files.size / 2).toBeLessThan(rows.length)
  })

  it('titles mix Traditional Chinese (most), Simplified Chinese and English', async () => {
    await seed()
    const names = (await h.db.select({ name: goods.name }).from(goods)).map((r) => r.name)
    const english = names.filter((n) => !HAN.test(n))
    const traditional = names.filter((n) => HAN.test(n) && toSimplified(n) !== n)
    const simplified = names.filter((n) => HAN.test(n) && toSimplified(n) === n && toTraditional(n) !== n)
    expect(traditional.length).toBeGreaterThan(names.length / 2)
    expect(simplified.length).toBeGreaterThanOrEqual(20)
    expect(english.length).toBeGreaterThanOrEqual(30)
    expect(names).toContain('IKEA 白色書枱 120x60 九成新 可旺角交收')
    expect(names).toContain('Nintendo Switch OLED 連 3 隻 Games')
    expect(names).toContain('二手 iPhone 14 Pro 256GB 电池 88%')
  })

  it('finds seeded items by search in the other Chinese script and in any case', async () => {
    await seed()
    const search = async (text: string) => {
      const q = toTsQuery(text)
      const rows = await h.db
        .select({ name: goods.name })
        .from(goods)
        .where(and(liveWhere(h.clock.now()), sql`${goods.searchVector} @@ ${q}::tsquery`))
      return rows.map((r) => r.name)
    }
    // 手機 and 書枱 are written in Traditional in these titles, 电池 in Simplified.
    expect(await search('手机壳')).toContain('iPhone 15 Pro 手機殼 透明防摔 兩個')
    expect(await search('书枱')).toContain('IKEA 白色書枱 120x60 九成新 可旺角交收')
    expect(await search('電池')).toContain('二手 iPhone 14 Pro 256GB 电池 88%')
    expect(await search('NINTENDO switch')).toContain('Nintendo Switch OLED 連 3 隻 Games')
  })

  it('gives demo members address books, favourites with matching counts and hot words', async () => {
    await seed()
    // The demo operators (seed/admins.ts) are no market members.
    const all = await h.db.select().from(members).where(eq(members.role, 'MEMBER'))
    expect(all.length).toBe(DEMO_MEMBERS.length)
    for (const m of all) {
      expect(m.phoneVerifiedAt, m.username).not.toBeNull()
      const book = await h.db.select().from(addresses).where(eq(addresses.memberId, m.id))
      expect(book.length).toBeGreaterThanOrEqual(1)
      expect(book.length).toBeLessThanOrEqual(3)
      expect(book.filter((a) => a.isDefault).length).toBe(1)
    }
    const counts = await queryRows<{ id: number; collect: number; n: number }>(
      h.db,
      sql`select g.id, g.collect_count as collect, count(f.member_id)::int as n
          from goods g left join favourites f on f.goods_id = g.id group by g.id`,
    )
    for (const c of counts) expect(c.collect).toBe(c.n)
    const [liked] = await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from ${favourites}`)
    expect(liked?.n).toBeGreaterThan(50)
    const terms = await h.db.select().from(searchTerms)
    expect(terms.map((t) => t.display)).toEqual(
      expect.arrayContaining(['iPhone', 'Switch', '梳化', '單車', '補習']),
    )
  })

  it('has live listings of what people sell when they move home, found in the three languages', async () => {
    await seed()
    const now = h.clock.now()
    const all = await h.db.select().from(categories)
    const live = await h.db.select({ categoryId: goods.categoryId }).from(goods).where(liveWhere(now))
    const used = new Set(live.map((g) => g.categoryId))
    const moving = [
      'Fridges',
      'Washing Machines & Dryers',
      'Air Conditioners',
      'Water Heaters',
      'Microwaves & Ovens',
      'Air Purifiers',
      'Sofas',
      'Coffee Tables & TV Cabinets',
      'Bookcases & Shelves',
      'Beds & Bed Frames',
      'Mattresses',
      'Wardrobes',
      'Dining Tables',
      'Dining Chairs',
      'Desks',
      'Office Chairs',
      'Storage',
      'Moving Supplies',
      'Strollers',
      'Car Seats',
      'Cribs',
      'Feeding',
      'Baby Carriers',
    ]
    const empty = moving.filter((en) => !all.some((c) => c.name.en === en && used.has(c.id)))
    expect(empty).toEqual([])
    for (const goodsName of [
      '雪櫃',
      '冰箱',
      'fridge',
      '洗衣機',
      'washing machine',
      '冷氣機',
      '空调',
      '床褥',
      'mattress',
      '搬屋紙箱',
    ]) {
      const res = await h.app.inject({
        method: 'GET',
        url: `/buyer/goods/goods/es?goodsName=${encodeURIComponent(goodsName)}`,
      })
      expect(res.json().result.total, goodsName).toBeGreaterThan(0)
    }
  })

  it('is deterministic', () => {
    const now = h.clock.now()
    expect(JSON.stringify(planListings(now))).toBe(JSON.stringify(planListings(now)))
  })
})
