import type { GoodsCard, Page, SellerCard } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createMember, createSignedIn } from '../../../test/factories.ts'
import { createCategoryPath, createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { goods, medalAwards } from '../../db/schema.ts'
import { POPULAR_CACHE_MS } from './goods.lists.ts'

const h = useTestApp()
const BASE = '/buyer/goods/goods'
const MIN = 60 * 1000

const page = (url: string, headers: Record<string, string> = {}) =>
  call<Page<GoodsCard>>(h.app, { method: 'GET', url: `${BASE}/${url}`, headers })
const ago = (ms: number) => new Date(h.clock.now().getTime() - ms)

/** One listing in every state of one seller, created a minute apart (oldest first). */
async function everyState(sellerId: number) {
  const path = await createCategoryPath(h)
  const make = (i: number, over: Parameters<typeof createListing>[3]) =>
    createListing(h, sellerId, path, { name: `item ${i}`, createdAt: ago((10 - i) * MIN), ...over })
  return {
    listed: await make(0, {}),
    expired: await make(1, { closeTime: ago(1) }),
    down: await make(2, { marketEnable: 'DOWN', closeTime: null }),
    sold: await make(3, { marketEnable: 'SOLD_OUT' }),
    evaluated: await make(4, { marketEnable: 'SOLD_OUT_DOWN' }),
    deleted: await make(5, { marketEnable: 'DOWN', deletedAt: ago(0) }),
    listed2: await make(6, {}),
  }
}

describe('GET condition', () => {
  it('labels the four conditions in the request language', async () => {
    for (const [language, labels] of [
      ['zh-Hant', ['全新', '二手', '出租', '服務']],
      ['zh-Hans', ['全新', '二手', '出租', '服务']],
      ['en', ['New', 'Used', 'For rent', 'Service']],
    ] as const) {
      const res = await call<{ value: number; label: string }[]>(h.app, {
        method: 'GET',
        url: `${BASE}/condition`,
        headers: { language },
      })
      expect(res.body.result).toEqual(labels.map((label, value) => ({ value, label })))
    }
  })
})

describe('GET Popular', () => {
  it('live listings only, by favourites, then views, then newest id; paged', async () => {
    const seller = await createMember(h)
    const path = await createCategoryPath(h)
    const a = await createListing(h, seller.id, path, { collectCount: 5, viewCount: 1 })
    const b = await createListing(h, seller.id, path, { collectCount: 5, viewCount: 9 })
    const c = await createListing(h, seller.id, path, { collectCount: 9, viewCount: 0 })
    const d = await createListing(h, seller.id, path)
    const e = await createListing(h, seller.id, path)
    // Not live: expired, taken down, sold, deleted.
    await createListing(h, seller.id, path, { collectCount: 99, closeTime: ago(1) })
    await createListing(h, seller.id, path, { collectCount: 99, marketEnable: 'DOWN' })
    await createListing(h, seller.id, path, { collectCount: 99, marketEnable: 'SOLD_OUT' })
    await createListing(h, seller.id, path, { collectCount: 99, deletedAt: ago(0) })
    const first = await page('Popular?pageNumber=1&pageSize=3')
    expect(first.status).toBe(200)
    expect(first.body.result).toMatchObject({ total: 5, size: 3, current: 1, pages: 2 })
    expect(first.body.result.records.map((r) => r.id)).toEqual([c, b, a].map((g) => String(g.id)))
    const second = await page('Popular?pageNumber=2&pageSize=3')
    expect(second.body.result.records.map((r) => r.id)).toEqual([e, d].map((g) => String(g.id)))
    expect(first.body.result.records[0]).toMatchObject({ sellerName: seller.nickName, label: 'LISTED' })
  })

  it('pages of 10 by default; a bad page size is 400', async () => {
    const seller = await createMember(h)
    const path = await createCategoryPath(h)
    for (let i = 0; i < 12; i++) await createListing(h, seller.id, path)
    expect((await page('Popular')).body.result.records).toHaveLength(10)
    expect((await page('Popular?pageSize=101')).status).toBe(400)
  })

  // Pages are shared for POPULAR_CACHE_MS by page number and size: each test here asks for its own size.
  it('is shared between visitors for half a minute, then counted afresh', async () => {
    const seller = await createMember(h)
    const path = await createCategoryPath(h)
    const a = await createListing(h, seller.id, path, { collectCount: 1 })
    const ids = async () => (await page('Popular?pageSize=7')).body.result.records.map((r) => r.id)
    expect(await ids()).toEqual([String(a.id)])
    const b = await createListing(h, seller.id, path, { collectCount: 2 })
    h.clock.advance(POPULAR_CACHE_MS - 1)
    expect(await ids()).toEqual([String(a.id)])
    h.clock.advance(1)
    expect(await ids()).toEqual([b, a].map((g) => String(g.id)))
  })
})

describe('GET MyGoodsList', () => {
  it('every state but deleted, newest first; filtered by label', async () => {
    const s = await createSignedIn(h)
    const g = await everyState(s.member.id)
    await createListing(h, (await createMember(h)).id, await createCategoryPath(h, ['x', 'y', 'z']))
    const all = await page('MyGoodsList', s.headers)
    expect(all.body.result.records.map((r) => r.id)).toEqual(
      [g.listed2, g.evaluated, g.sold, g.down, g.expired, g.listed].map((x) => String(x.id)),
    )
    expect(all.body.result.records.map((r) => r.label)).toEqual([
      'LISTED',
      'EVALUATED',
      'SOLD',
      'UNLISTED',
      'EXPIRED',
      'LISTED',
    ])
    for (const [label, ids] of [
      ['LISTED', [g.listed2, g.listed]],
      ['EXPIRED', [g.expired]],
      ['UNLISTED', [g.down]],
      ['SOLD', [g.sold]],
      ['EVALUATED', [g.evaluated]],
    ] as const) {
      const res = await page(`MyGoodsList?label=${label}`, s.headers)
      expect(res.body.result.records.map((r) => r.id)).toEqual(ids.map((x) => String(x.id)))
      expect(res.body.result.total).toBe(ids.length)
    }
    expect((await page('MyGoodsList?label=GONE', s.headers)).status).toBe(400)
  })

  it('needs a session', async () => {
    const res = await page('MyGoodsList')
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(20003)
  })
})

describe('GET OthersGoodsList', () => {
  it('another member’s live listings only, most recently listed first', async () => {
    const seller = await createMember(h)
    const g = await everyState(seller.id)
    await h.db
      .update(goods)
      .set({ openTime: ago(60 * MIN) })
      .where(eq(goods.id, g.listed2.id))
    const res = await page(`OthersGoodsList?memberId=${seller.id}`)
    expect(res.body.result.records.map((r) => r.id)).toEqual([g.listed, g.listed2].map((x) => String(x.id)))
    expect(res.body.result.total).toBe(2)
    expect((await page('OthersGoodsList')).status).toBe(400)
  })
})

describe('GET seller/{memberId}', () => {
  it('counts live listings and medals; says whether the phone is verified', async () => {
    const seller = await createMember(h, {
      phoneVerifiedAt: new Date(),
      mobile: '61234567',
      countryCode: '852',
    })
    await everyState(seller.id)
    await h.db.insert(medalAwards).values([
      { memberId: seller.id, medal: 'verifyPhone' },
      { memberId: seller.id, medal: 'addGoods' },
    ])
    const res = await call<SellerCard>(h.app, { method: 'GET', url: `${BASE}/seller/${seller.id}` })
    expect(res.body.result).toEqual({
      id: String(seller.id),
      deleted: false,
      nickName: seller.nickName,
      face: seller.face,
      bio: '',
      district: null,
      createTime: seller.createdAt.toISOString(),
      phoneVerified: true,
      goodsCount: 2,
      medalCount: 2,
      score: '',
      reviewCount: 0,
    })
    const plain = await createMember(h)
    const fresh = await call<SellerCard>(h.app, { method: 'GET', url: `${BASE}/seller/${plain.id}` })
    expect(fresh.body.result).toMatchObject({ phoneVerified: false, goodsCount: 0, medalCount: 0 })
  })

  it('unknown member → 404 20002', async () => {
    const res = await call(h.app, { method: 'GET', url: `${BASE}/seller/987654` })
    expect(res.status).toBe(404)
    expect(res.body.code).toBe(20002)
  })
})
