/** Favourite shops: /buyer/member/collection with type STORE (docs/product/shops.md, "Favourites"). */
import type { Page, StoreCollection } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { createCategoryPath, createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { createOpenShop } from '../../../test/shop-factories.ts'
import { shopFavourites, shops } from '../../db/schema.ts'

const h = useTestApp()
const BASE = '/buyer/member/collection'

const act = (method: 'GET' | 'POST' | 'DELETE', path: string, headers: Record<string, string> = {}) =>
  call<boolean | null>(h.app, { method, url: `${BASE}/${path}`, headers })
const list = (headers: Record<string, string>) =>
  call<Page<StoreCollection>>(h.app, { method: 'GET', url: `${BASE}/STORE`, headers })

describe('favourite shops', () => {
  it('add, ask, list newest first and delete', async () => {
    const me = await createSignedIn(h)
    const a = await createSignedIn(h)
    const b = await createSignedIn(h)
    const { shop: sa } = await createOpenShop(h, a.member.id, { name: '甲店', scoreSum: 9, reviewCount: 2 })
    const { shop: sb } = await createOpenShop(h, b.member.id, { name: '乙店' })
    const path = await createCategoryPath(h)
    await createListing(h, a.member.id, path, { storeId: sa.id })
    expect((await act('GET', `isCollection/STORE/${sa.id}`, me.headers)).body.result).toBe(false)
    expect((await act('POST', `add/STORE/${sa.id}`, me.headers)).status).toBe(200)
    h.clock.advance(1000)
    expect((await act('POST', `add/STORE/${sb.id}`, me.headers)).status).toBe(200)
    expect((await act('GET', `isCollection/STORE/${sa.id}`, me.headers)).body.result).toBe(true)
    const page = await list(me.headers)
    expect(page.body.result.total).toBe(2)
    expect(page.body.result.records.map((r) => r.storeName)).toEqual(['乙店', '甲店'])
    expect(page.body.result.records[1]).toEqual({
      id: String(sa.id),
      storeName: '甲店',
      storeLogo: '/media/goods/logo.webp',
      district: 'YAU_TSIM_MONG',
      score: '4.5',
      goodsCount: 1,
      collectTime: new Date(h.clock.now().getTime() - 1000).toISOString(),
    })
    // A shop that closes drops out of the list.
    await h.db.update(shops).set({ status: 'CLOSED' }).where(eq(shops.id, sb.id))
    expect((await list(me.headers)).body.result.records.map((r) => r.storeName)).toEqual(['甲店'])
    expect((await act('DELETE', `delete/STORE/${sa.id}`, me.headers)).status).toBe(200)
    expect((await act('DELETE', `delete/STORE/${sa.id}`, me.headers)).status).toBe(200)
    expect((await act('GET', `isCollection/STORE/${sa.id}`, me.headers)).body.result).toBe(false)
  })

  it('twice 409 20017; own shop 400 31007; a shop not open or unknown 404 31001; nothing written', async () => {
    const me = await createSignedIn(h)
    const a = await createSignedIn(h)
    const { shop } = await createOpenShop(h, a.member.id)
    const { shop: own } = await createOpenShop(h, me.member.id)
    const c = await createSignedIn(h)
    const { shop: applying } = await createOpenShop(h, c.member.id, { status: 'APPLYING' })
    await act('POST', `add/STORE/${shop.id}`, me.headers)
    const twice = await act('POST', `add/STORE/${shop.id}`, me.headers)
    expect([twice.status, twice.body.code]).toEqual([409, 20017])
    const mine = await act('POST', `add/STORE/${own.id}`, { ...me.headers, language: 'en' })
    expect([mine.status, mine.body.code, mine.body.message]).toEqual([
      400,
      31007,
      'You cannot add your own shop to favourites',
    ])
    for (const id of [applying.id, 999999]) {
      const res = await act('POST', `add/STORE/${id}`, me.headers)
      expect([res.status, res.body.code]).toEqual([404, 31001])
    }
    expect((await act('POST', 'add/STORE/abc', me.headers)).status).toBe(400)
    expect(await h.db.select().from(shopFavourites)).toHaveLength(1)
  })

  it('visitors get 401 20003 on every STORE call', async () => {
    for (const [method, path] of [
      ['GET', 'isCollection/STORE/1'],
      ['POST', 'add/STORE/1'],
      ['DELETE', 'delete/STORE/1'],
      ['GET', 'STORE'],
    ] as const) {
      const res = await act(method, path)
      expect([res.status, res.body.code], path).toEqual([401, 20003])
    }
  })
})
