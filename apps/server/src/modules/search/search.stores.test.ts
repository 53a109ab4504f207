/**
 * A shop's goods in search (docs/product/search.md, "Filters"; docs/product/shops.md): `storeId`
 * keeps that shop's live goods only — never its owner's one-off listings — browsing and with a
 * keyword, through the store facet of migration 0020; saved searches' alerts match it the same way.
 */
import { type GoodsCard, type Page, SEARCH_TOTAL_CAP } from '@kaifong/contract'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createMember } from '../../../test/factories.ts'
import { createCategoryPath, createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { createOpenShop } from '../../../test/shop-factories.ts'
import { queryRows } from '../../db/client.ts'
import { goods } from '../../db/schema.ts'
import { alertMatchOf } from './alert-match.ts'
import { FACET } from './facets.ts'

const h = useTestApp()

async function search(query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))
  return call<Page<GoodsCard>>(h.app, { method: 'GET', url: `/buyer/goods/goods/es?${qs}` })
}
const names = (res: { body: { result: Page<GoodsCard> } }) =>
  res.body.result.records.map((r) => r.goodsName).sort()

async function world() {
  const owner = await createMember(h)
  const rival = await createMember(h)
  const { shop } = await createOpenShop(h, owner.id)
  const { shop: other } = await createOpenShop(h, rival.id, { brn: '87654321' })
  const path = await createCategoryPath(h)
  const list = (memberId: number, name: string, storeId: number | null, overrides = {}) =>
    createListing(h, memberId, path, { name, intro: '好用', storeId, ...overrides })
  await list(owner.id, '藍牙耳機 黑色', shop.id)
  await list(owner.id, '藍牙喇叭', shop.id)
  await list(owner.id, '耳機 下架', shop.id, { marketEnable: 'DOWN' })
  await list(owner.id, '二手耳機 私人放售', null)
  await list(rival.id, '藍牙耳機 白色', other.id)
  return { owner, shop, other }
}

describe('GET /buyer/goods/goods/es?storeId=', () => {
  it('browsing: only the shop’s live goods, not its owner’s one-off listings nor another shop’s', async () => {
    const { shop, other } = await world()
    for (const sort of [0, 1, 2, 3]) {
      const res = await search({ storeId: shop.id, sort })
      expect(names(res), `sort ${sort}`).toEqual(['藍牙喇叭', '藍牙耳機 黑色'])
      expect(res.body.result.total).toBe(2)
    }
    expect(names(await search({ storeId: other.id }))).toEqual(['藍牙耳機 白色'])
    expect((await search({ storeId: 999999 })).body.result.total).toBe(0)
  })

  it('with a keyword: "search in this shop"', async () => {
    const { shop } = await world()
    expect(names(await search({ goodsName: '耳機' }))).toEqual([
      '二手耳機 私人放售',
      '藍牙耳機 白色',
      '藍牙耳機 黑色',
    ])
    expect(names(await search({ goodsName: '耳機', storeId: shop.id }))).toEqual(['藍牙耳機 黑色'])
    expect(names(await search({ goodsName: '耳机', storeId: shop.id, exact: 'true' }))).toEqual([
      '藍牙耳機 黑色',
    ])
    expect(names(await search({ goodsName: '藍牙', storeId: shop.id, sort: 3 }))).toEqual([
      '藍牙喇叭',
      '藍牙耳機 黑色',
    ])
    expect((await search({ goodsName: '梳化', storeId: shop.id })).body.result.total).toBe(0)
  })

  it('the search entry follows a listing moved into a shop (the store facet, migration 0020)', async () => {
    const owner = await createMember(h)
    const { shop } = await createOpenShop(h, owner.id)
    const path = await createCategoryPath(h)
    const row = await createListing(h, owner.id, path, { name: '相機' })
    const facets = async () => {
      const [e] = await queryRows<{ lexemes: string[] }>(
        h.db,
        sql`select tsvector_to_array(vector) as lexemes from goods_search where goods_id = ${row.id}`,
      )
      return (e?.lexemes ?? []).filter((l) => l.startsWith(FACET.store))
    }
    expect(await facets()).toEqual([])
    await h.db.update(goods).set({ storeId: shop.id }).where(eq(goods.id, row.id))
    expect(await facets()).toEqual([`${FACET.store}${shop.id}`])
    expect(names(await search({ goodsName: '相機', storeId: shop.id }))).toEqual(['相機'])
    expect(SEARCH_TOTAL_CAP).toBeGreaterThan(0)
  })

  it('a saved search’s alert matches the shop filter as the page does', () => {
    expect(alertMatchOf({ storeId: '42', sort: 0 }).query).toBe(`'${FACET.store}42'`)
  })
})
