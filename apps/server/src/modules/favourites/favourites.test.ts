import type { Collection, Page } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { createCategoryPath, createListing, type ListingOverrides } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { favourites, goods, notices } from '../../db/schema.ts'

const h = useTestApp()
const MINUTE = 60 * 1000
type Headers = Record<string, string>

const add = (id: number | string, headers: Headers = {}) =>
  call(h.app, { method: 'POST', url: `/buyer/member/collection/add/GOODS/${id}`, headers })
const remove = (id: number | string, headers: Headers = {}) =>
  call(h.app, { method: 'DELETE', url: `/buyer/member/collection/delete/GOODS/${id}`, headers })
const isCollection = (id: number | string, headers: Headers = {}) =>
  call<boolean>(h.app, { method: 'GET', url: `/buyer/member/collection/isCollection/GOODS/${id}`, headers })
const myCollection = (headers: Headers, query = '') =>
  call<Page<Collection>>(h.app, { method: 'GET', url: `/buyer/goods/goods/Collection${query}`, headers })

async function world() {
  const seller = await createSignedIn(h, { nickName: '陳大文' })
  const buyer = await createSignedIn(h, { nickName: 'Mary' })
  const path = await createCategoryPath(h)
  const list = (o: ListingOverrides = {}) =>
    createListing(h, seller.member.id, path, { name: 'iPhone 15', ...o })
  return { seller, buyer, list }
}

const countOf = async (id: number) =>
  (await h.db.select({ n: goods.collectCount }).from(goods).where(eq(goods.id, id)))[0]?.n
const noticesOf = (memberId: number) => h.db.select().from(notices).where(eq(notices.memberId, memberId))
const favouriteRows = () => h.db.select().from(favourites)

describe('favourites: add', () => {
  it('favourites, counts it and tells the seller in all three languages', async () => {
    const { seller, buyer, list } = await world()
    const listing = await list({ cover: '/media/goods/cover.webp' })
    const res = await add(listing.id, { ...buyer.headers, language: 'en' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, code: 200, result: null })
    expect((await isCollection(listing.id, buyer.headers)).body.result).toBe(true)
    expect((await isCollection(listing.id, seller.headers)).body.result).toBe(false)
    expect(await countOf(listing.id)).toBe(1)
    const [notice, ...more] = await noticesOf(seller.member.id)
    expect(more).toEqual([])
    expect(notice).toMatchObject({
      type: 'COLLECTED',
      operatorName: 'Mary',
      goodsId: listing.id,
      goodsName: 'iPhone 15',
      goodsPicture: '/media/goods/cover.webp',
      title: {
        'zh-Hant': '有人收藏了你的貨品',
        'zh-Hans': '有人收藏了你的商品',
        en: 'Someone liked your listing',
      },
      content: {
        'zh-Hant': 'Mary 收藏了你的貨品「iPhone 15」',
        'zh-Hans': 'Mary 收藏了你的商品「iPhone 15」',
        en: 'Mary added your listing "iPhone 15" to their favourites',
      },
    })
    expect(await noticesOf(buyer.member.id)).toEqual([])
  })

  it('twice → 409 20017; counted and notified once', async () => {
    const { seller, buyer, list } = await world()
    const listing = await list()
    await add(listing.id, buyer.headers)
    const again = await add(listing.id, buyer.headers)
    expect(again.status).toBe(409)
    expect(again.body.code).toBe(20017)
    expect(again.body.message).toBe('已收藏此貨品')
    expect(await countOf(listing.id)).toBe(1)
    expect(await noticesOf(seller.member.id)).toHaveLength(1)
  })

  it('concurrent adds by one member: one row, counted once, one notice', async () => {
    const { seller, buyer, list } = await world()
    const listing = await list()
    const results = await Promise.all(Array.from({ length: 12 }, () => add(listing.id, buyer.headers)))
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 409)).toHaveLength(11)
    expect(await favouriteRows()).toHaveLength(1)
    expect(await countOf(listing.id)).toBe(1)
    expect(await noticesOf(seller.member.id)).toHaveLength(1)
  }, 60_000)

  it('several members favouriting at once are all counted', async () => {
    const { list } = await world()
    const listing = await list()
    const fans = await Promise.all(Array.from({ length: 6 }, () => createSignedIn(h)))
    const results = await Promise.all(fans.map((f) => add(listing.id, f.headers)))
    expect(results.map((r) => r.status)).toEqual(fans.map(() => 200))
    expect(await countOf(listing.id)).toBe(6)
  }, 60_000)

  it('own listing → 400 10004 and nothing written', async () => {
    const { seller, list } = await world()
    const listing = await list()
    for (const [language, message] of [
      ['zh-Hant', '不可收藏自己的貨品'],
      ['zh-Hans', '不可收藏自己的商品'],
      ['en', 'You cannot like your own listing'],
    ] as const) {
      const res = await add(listing.id, { ...seller.headers, language })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ code: 10004, message })
    }
    expect(await favouriteRows()).toEqual([])
    expect(await countOf(listing.id)).toBe(0)
    expect(await noticesOf(seller.member.id)).toEqual([])
  })

  it('unknown, deleted and taken-down listings → 404 10001; expired and sold ones can be liked', async () => {
    const { buyer, list } = await world()
    const deleted = await list({ deletedAt: h.clock.now() })
    const down = await list({ marketEnable: 'DOWN', closeTime: null })
    for (const id of [999999, deleted.id, down.id]) {
      const res = await add(id, buyer.headers)
      expect(res.status).toBe(404)
      expect(res.body.code).toBe(10001)
    }
    expect(await favouriteRows()).toEqual([])
    const expired = await list({ closeTime: new Date(h.clock.now().getTime() - 1) })
    const sold = await list({ marketEnable: 'SOLD_OUT' })
    expect((await add(expired.id, buyer.headers)).status).toBe(200)
    expect((await add(sold.id, buyer.headers)).status).toBe(200)
  })

  it('needs a session; a bad id is 400', async () => {
    const { buyer, list } = await world()
    const listing = await list()
    for (const res of [await add(listing.id), await remove(listing.id), await isCollection(listing.id)]) {
      expect(res.status).toBe(401)
      expect(res.body.code).toBe(20003)
    }
    expect((await myCollection({})).status).toBe(401)
    expect(await favouriteRows()).toEqual([])
    for (const id of ['abc', '0', '-3']) {
      const res = await add(id, buyer.headers)
      expect(res.status).toBe(400)
      expect(res.body.code).toBe(4002)
    }
  })
})

describe('favourites: remove', () => {
  it('removes and uncounts; removing a non-favourite is a harmless success', async () => {
    const { buyer, list } = await world()
    const listing = await list()
    const other = await createSignedIn(h)
    await add(listing.id, buyer.headers)
    await add(listing.id, other.headers)
    expect(await countOf(listing.id)).toBe(2)
    expect((await remove(listing.id, buyer.headers)).status).toBe(200)
    expect((await isCollection(listing.id, buyer.headers)).body.result).toBe(false)
    expect((await isCollection(listing.id, other.headers)).body.result).toBe(true)
    expect(await countOf(listing.id)).toBe(1)
    const again = await remove(listing.id, buyer.headers)
    expect(again.status).toBe(200)
    expect((await remove(999999, buyer.headers)).status).toBe(200)
    expect(await countOf(listing.id)).toBe(1)
  })

  it('the count never goes below zero', async () => {
    const { buyer, list } = await world()
    const listing = await list()
    await add(listing.id, buyer.headers)
    await h.db.update(goods).set({ collectCount: 0 }).where(eq(goods.id, listing.id))
    await remove(listing.id, buyer.headers)
    expect(await countOf(listing.id)).toBe(0)
  })
})

describe('favourites: COLLECTED notices', () => {
  const collected = async (sellerId: number) =>
    (await noticesOf(sellerId)).filter((n) => n.type === 'COLLECTED')

  it('50 toggles in a row: the favourite toggles each time, the seller is told once a Hong Kong day', async () => {
    // 15:30 UTC is 23:30 in Hong Kong (and the session stays valid past midnight there).
    h.clock.set('2026-11-23T15:30:00Z')
    const { seller, buyer, list } = await world()
    const listing = await list()
    for (let i = 0; i < 50; i++) {
      const res = i % 2 === 0 ? await add(listing.id, buyer.headers) : await remove(listing.id, buyer.headers)
      expect(res.status).toBe(200)
      expect((await isCollection(listing.id, buyer.headers)).body.result).toBe(i % 2 === 0)
    }
    expect(await countOf(listing.id)).toBe(0)
    expect(await collected(seller.member.id)).toHaveLength(1)
    h.clock.set('2026-11-23T15:59:00Z')
    await add(listing.id, buyer.headers)
    await remove(listing.id, buyer.headers)
    expect(await collected(seller.member.id)).toHaveLength(1)
    h.clock.set('2026-11-23T16:00:00Z')
    await add(listing.id, buyer.headers)
    expect(await collected(seller.member.id)).toHaveLength(2)
    expect(await countOf(listing.id)).toBe(1)
  }, 120_000)

  it('50 toggles at once: one notice, and the count matches the favourite', async () => {
    const { seller, buyer, list } = await world()
    const listing = await list()
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0 ? add(listing.id, buyer.headers) : remove(listing.id, buyer.headers),
      ),
    )
    // An add that finds the favourite already there is 409 20017; nothing else fails.
    expect(results.every((r) => r.status === 200 || r.body.code === 20017)).toBe(true)
    expect(await collected(seller.member.id)).toHaveLength(1)
    expect(await countOf(listing.id)).toBe((await favouriteRows()).length)
  }, 120_000)

  it('each member who favourites is told about once a day', async () => {
    const { seller, buyer, list } = await world()
    const listing = await list()
    const other = await createSignedIn(h)
    for (const who of [buyer, other, buyer, other]) {
      await add(listing.id, who.headers)
      await remove(listing.id, who.headers)
    }
    expect(await collected(seller.member.id)).toHaveLength(2)
  }, 60_000)
})

describe('GET /buyer/goods/goods/Collection', () => {
  it('pages my favourites newest first, in any state but deleted', async () => {
    const { seller, buyer, list } = await world()
    const a = await list({ name: 'A' })
    const b = await list({ name: 'B', marketEnable: 'DOWN', closeTime: null })
    const c = await list({ name: 'C' })
    const d = await list({ name: 'D' })
    for (const g of [a, b, c, d]) {
      // B is favourited while listed, then taken down.
      await add(g.id, buyer.headers)
      h.clock.advance(MINUTE)
    }
    await h.db.update(goods).set({ marketEnable: 'DOWN' }).where(eq(goods.id, a.id))
    await h.db.update(goods).set({ deletedAt: h.clock.now() }).where(eq(goods.id, c.id))
    const p1 = await myCollection(buyer.headers, '?pageSize=2')
    expect(p1.body.result).toMatchObject({ total: 2, pages: 1, current: 1, size: 2 })
    expect(p1.body.result.records.map((r) => [r.goodsName, r.marketEnable, r.label])).toEqual([
      ['D', 'UPPER', 'LISTED'],
      ['A', 'DOWN', 'UNLISTED'],
    ])
    const first = p1.body.result.records[0]
    expect(first?.sellerId).toBe(String(seller.member.id))
    expect(first?.collectTime).toBe(new Date(h.clock.now().getTime() - MINUTE).toISOString())
    // Someone else's list is their own.
    expect((await myCollection(seller.headers)).body.result.total).toBe(0)
  })
})
