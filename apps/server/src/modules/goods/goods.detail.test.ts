import type { GoodsDetail, GoodsImage } from '@kaifong/contract'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { createCategoryPath, createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { favourites, footprints, goods } from '../../db/schema.ts'

const h = useTestApp()
const DAY = 24 * 60 * 60 * 1000
const get = (id: number | string, headers: Record<string, string> = {}) =>
  call<GoodsDetail>(h.app, { method: 'GET', url: `/buyer/goods/goods/get/${id}`, headers })
const gallery = (id: number | string, headers: Record<string, string> = {}) =>
  call<GoodsImage[]>(h.app, { method: 'GET', url: `/buyer/goods/goods/getGallery/${id}`, headers })

async function world() {
  const owner = await createSignedIn(h)
  const buyer = await createSignedIn(h)
  const path = await createCategoryPath(h)
  const listing = await createListing(h, owner.member.id, path, {
    imageCount: 3,
    contacts: [{ type: 'wechat', value: 'seller_wx' }],
  })
  return { owner, buyer, path, listing }
}

async function setState(id: number, values: Partial<typeof goods.$inferInsert>) {
  await h.db.update(goods).set(values).where(eq(goods.id, id))
}

async function viewCount(id: number) {
  const [row] = await h.db.select({ n: goods.viewCount }).from(goods).where(eq(goods.id, id))
  return row?.n
}

describe('GET get/{id}', () => {
  it('visitors see the listing and its kinds of contact, no values; category names in their language; no view counted', async () => {
    const { listing, path } = await world()
    const res = await get(listing.id, { language: 'zh-Hans' })
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({
      id: String(listing.id),
      contactTypes: ['wechat'],
      chatOnly: false,
      contactAccess: 'LOGIN',
      isOwner: false,
      isCollection: false,
      viewCount: 0,
      label: 'LISTED',
    })
    expect(res.body.result.categoryPath).toEqual([
      { id: String(path.top), name: '电子产品' },
      { id: String(path.middle), name: '手机' },
      { id: String(path.leaf), name: '智能手机' },
    ])
    expect(res.body.result.images).toHaveLength(3)
    expect(res.body).not.toHaveProperty('result.contacts')
    expect(await viewCount(listing.id)).toBe(0)
  })

  it('a signed-in member sees no contact values either; each look moves their footprint, the first of the day counts a view', async () => {
    const { listing, buyer } = await world()
    await h.db.insert(favourites).values({ memberId: buyer.member.id, goodsId: listing.id })
    const first = await get(listing.id, buyer.headers)
    expect(first.body.result).toMatchObject({
      contactTypes: ['wechat'],
      contactAccess: 'VERIFY_PHONE',
      isOwner: false,
      isCollection: true,
      viewCount: 1,
    })
    expect(JSON.stringify(first.body)).not.toContain('seller_wx')
    h.clock.advance(60_000)
    const second = await get(listing.id, buyer.headers)
    expect(second.body.result.viewCount).toBe(1)
    const steps = await h.db.select().from(footprints).where(eq(footprints.memberId, buyer.member.id))
    expect(steps).toHaveLength(1)
    expect(steps[0]?.viewedAt.toISOString()).toBe(h.clock.now().toISOString())
  })

  it('one member viewing 200 times at once counts one view; the next Hong Kong day counts again', async () => {
    // 15:30 UTC is 23:30 in Hong Kong (and the session stays valid past midnight there).
    h.clock.set('2026-11-23T15:30:00Z')
    const { listing, buyer } = await world()
    const looks = await Promise.all(Array.from({ length: 200 }, () => get(listing.id, buyer.headers)))
    expect(looks.map((r) => r.status)).toEqual(looks.map(() => 200))
    expect(await viewCount(listing.id)).toBe(1)
    h.clock.set('2026-11-23T15:59:00Z')
    await get(listing.id, buyer.headers)
    expect(await viewCount(listing.id)).toBe(1)
    // 16:00 UTC is midnight in Hong Kong: a new day.
    h.clock.set('2026-11-23T16:00:00Z')
    expect((await get(listing.id, buyer.headers)).body.result.viewCount).toBe(2)
    expect(await viewCount(listing.id)).toBe(2)
    expect(await h.db.select().from(footprints)).toHaveLength(1)
  }, 120_000)

  it('two members viewing count two views', async () => {
    const { listing, buyer } = await world()
    const other = await createSignedIn(h)
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => get(listing.id, i % 2 ? buyer.headers : other.headers)),
    )
    expect(await viewCount(listing.id)).toBe(2)
  }, 60_000)

  it('the owner sees isOwner and may reveal their contacts; their own looks are not views or footprints', async () => {
    const { listing, owner } = await world()
    const res = await get(listing.id, owner.headers)
    expect(res.body.result).toMatchObject({ isOwner: true, contactAccess: 'REVEAL', viewCount: 0 })
    expect(await viewCount(listing.id)).toBe(0)
    expect(await h.db.select().from(footprints)).toHaveLength(0)
  })

  it('an invalid session is treated as a visitor', async () => {
    const { listing } = await world()
    const res = await get(listing.id, { accesstoken: 'not-a-token' })
    expect(res.status).toBe(200)
    expect(res.body.result.contactAccess).toBe('LOGIN')
  })

  it('a taken-down listing is visible to its seller only', async () => {
    const { listing, owner, buyer } = await world()
    await setState(listing.id, { marketEnable: 'DOWN', closeTime: null })
    expect((await get(listing.id, owner.headers)).body.result.label).toBe('UNLISTED')
    for (const headers of [buyer.headers, {}]) {
      const res = await get(listing.id, { ...headers, language: 'en' })
      expect(res.status).toBe(404)
      expect(res.body).toMatchObject({
        code: 10001,
        message: 'This listing was not found; it may have been deleted',
      })
      expect((await gallery(listing.id, headers)).status).toBe(404)
    }
    expect(await viewCount(listing.id)).toBe(0)
    expect(await h.db.select().from(footprints)).toHaveLength(0)
  })

  it('sold, evaluated and expired listings stay visible with their label', async () => {
    const { listing, buyer } = await world()
    for (const [values, label] of [
      [{ marketEnable: 'SOLD_OUT' }, 'SOLD'],
      [{ marketEnable: 'SOLD_OUT_DOWN' }, 'EVALUATED'],
      [{ marketEnable: 'UPPER', closeTime: new Date(h.clock.now().getTime() - DAY) }, 'EXPIRED'],
    ] as const) {
      await setState(listing.id, values)
      const res = await get(listing.id, buyer.headers)
      expect(res.status).toBe(200)
      expect(res.body.result.label).toBe(label)
    }
  })

  it('deleted and unknown listings are 404 for everyone, the seller too; a bad id is 400', async () => {
    const { listing, owner } = await world()
    await setState(listing.id, { marketEnable: 'DOWN', deletedAt: h.clock.now() })
    expect((await get(listing.id, owner.headers)).body.code).toBe(10001)
    expect((await get(999999)).status).toBe(404)
    expect((await gallery(listing.id, owner.headers)).status).toBe(404)
    const bad = await get('abc')
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe(4002)
  })
})

describe('GET getGallery/{id}', () => {
  it('lists the images in order, to anyone', async () => {
    const { listing } = await world()
    const res = await gallery(listing.id)
    expect(res.status).toBe(200)
    expect(res.body.result).toHaveLength(3)
    expect(res.body.result[0]).toMatchObject({ width: 800, height: 600 })
    const ids = res.body.result.map((i) => i.id)
    const detail = await get(listing.id)
    expect(detail.body.result.images.map((i) => i.id)).toEqual(ids)
  })

  it('does not count a view', async () => {
    const { listing, buyer } = await world()
    await gallery(listing.id, buyer.headers)
    expect(await viewCount(listing.id)).toBe(0)
    const steps = await h.db
      .select()
      .from(footprints)
      .where(and(eq(footprints.memberId, buyer.member.id), eq(footprints.goodsId, listing.id)))
    expect(steps).toHaveLength(0)
  })
})
