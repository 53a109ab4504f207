import type { GoodsCard } from '@kaifong/contract'
import { describe, expect, it } from 'vitest'
import { createMember } from '../../../test/factories.ts'
import { createCategoryPath, createListing, type ListingOverrides } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { categories } from '../../db/schema.ts'

const h = useTestApp()

const related = (goodsId: number | string, pageSize?: number) =>
  call<GoodsCard[]>(h.app, {
    method: 'GET',
    url: `/buyer/goods/goods/es/related?goodsId=${goodsId}${pageSize ? `&pageSize=${pageSize}` : ''}`,
    headers: { language: 'en' },
  })
const names = (res: { body: { result: GoodsCard[] } }) => res.body.result.map((r) => r.goodsName)

/** Phones › Smartphones and Phones › Cases (one middle category), and Furniture elsewhere. */
async function world() {
  const seller = await createMember(h)
  const phones = await createCategoryPath(h)
  const [cases] = await h.db
    .insert(categories)
    .values({
      parentId: phones.middle,
      level: 3,
      name: { 'zh-Hant': '手機殼', 'zh-Hans': '手机壳', en: 'Cases' },
    })
    .returning({ id: categories.id })
  if (!cases) throw new Error('category')
  const casesPath = { ...phones, leaf: cases.id }
  const furniture = await createCategoryPath(h, ['傢俬', '梳化', '布梳化'])
  const in_ =
    (path: typeof phones) =>
    (name: string, o: ListingOverrides = {}) =>
      createListing(h, seller.id, path, { name, ...o })
  return { seller, phone: in_(phones), phoneCase: in_(casesPath), sofa: in_(furniture) }
}

describe('GET /buyer/goods/goods/es/related', () => {
  it('ranks the same category by title similarity, then fills from the category above', async () => {
    const w = await world()
    const self = await w.phone('iPhone 15 Pro Max 256GB')
    await w.phone('Samsung Galaxy S24')
    await w.phone('iPhone 15 Pro 128GB')
    await w.phone('iPhone 13')
    await w.phoneCase('iPhone 15 Pro Max case')
    await w.sofa('iPhone 15 Pro Max sofa')
    const res = await related(self.id)
    expect(res.status).toBe(200)
    expect(names(res)).toEqual([
      'iPhone 15 Pro 128GB',
      'iPhone 13',
      'Samsung Galaxy S24',
      'iPhone 15 Pro Max case',
    ])
    expect(names(await related(self.id, 2))).toEqual(['iPhone 15 Pro 128GB', 'iPhone 13'])
  })

  it('only live listings, never the listing itself', async () => {
    const w = await world()
    const self = await w.phone('iPhone 15')
    await w.phone('iPhone 15 live')
    await w.phone('iPhone 15 down', { marketEnable: 'DOWN', closeTime: null })
    await w.phone('iPhone 15 expired', { closeTime: new Date(h.clock.now().getTime() - 1) })
    await w.phone('iPhone 15 deleted', { deletedAt: h.clock.now() })
    await w.phoneCase('iPhone 15 sold case', { marketEnable: 'SOLD_OUT' })
    expect(names(await related(self.id))).toEqual(['iPhone 15 live'])
  })

  it('works for a listing that is no longer live (its page still shows)', async () => {
    const w = await world()
    const self = await w.phone('iPhone 15', { marketEnable: 'DOWN', closeTime: null })
    await w.phone('iPhone 14')
    expect(names(await related(self.id))).toEqual(['iPhone 14'])
  })

  it('unknown or deleted listing → 404 10001; bad parameters → 400 4002', async () => {
    const w = await world()
    const gone = await w.phone('gone', { deletedAt: h.clock.now() })
    for (const id of [gone.id, 999999]) {
      const res = await related(id)
      expect(res.status).toBe(404)
      expect(res.body.code).toBe(10001)
      expect(res.body.message).toBe('This listing was not found; it may have been deleted')
    }
    for (const url of ['?goodsId=abc', '', '?goodsId=1&pageSize=1000']) {
      const res = await call(h.app, { method: 'GET', url: `/buyer/goods/goods/es/related${url}` })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe(4002)
    }
  })
})
