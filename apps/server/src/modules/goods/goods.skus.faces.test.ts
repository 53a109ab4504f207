import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ownerCall } from '../../../test/goods-api.ts'
import { createCategoryPath } from '../../../test/goods-factories.ts'
import { useTestApp } from '../../../test/harness.ts'
import { listShopGoods, shopSeller, skuRowsOf } from '../../../test/sku-api.ts'
import { goods, goodsSkus } from '../../db/schema.ts'
import { findSkusForSale, giveBackStock, takeStock } from './index.ts'

const h = useTestApp()

async function listed() {
  const s = await shopSeller(h)
  const d = await listShopGoods(h, s, await createCategoryPath(h))
  return { s, d, ids: d.skus.map((k) => Number(k.id)) }
}

describe('findSkusForSale (the cart and orders read SKUs through it)', () => {
  it('answers each SKU asked for once, in the order asked, with its listing and why it cannot be bought', async () => {
    const { s, d, ids } = await listed()
    const [a = 0, b = 0, c = 0] = ids
    const found = await findSkusForSale(h.db, [c, a, c, 99999999])
    expect(found.map((f) => [f.skuId, f.unavailable])).toEqual([
      [c, 'NO_STOCK'],
      [a, null],
    ])
    expect(found[1]).toMatchObject({
      goodsId: Number(d.id),
      storeId: s.shop.id,
      sellerId: s.member.id,
      goodsName: 'Uniqlo AIRism T 恤',
      specsText: '黑色 / M',
      price: '120.00',
      stock: 5,
    })
    // Without its own photo a SKU shows the listing's cover.
    expect(found[1]?.image).toBe(d.goodsPicture)
    await h.db.update(goodsSkus).set({ deletedAt: h.clock.now() }).where(eq(goodsSkus.id, b))
    expect((await findSkusForSale(h.db, [b]))[0]?.unavailable).toBe('DELETED')
    await ownerCall(h, 'PUT', 'downGoods', s, { goodsId: d.id })
    expect((await findSkusForSale(h.db, [a]))[0]?.unavailable).toBe('DOWN')
    await h.db
      .update(goods)
      .set({ deletedAt: h.clock.now() })
      .where(eq(goods.id, Number(d.id)))
    expect((await findSkusForSale(h.db, [a]))[0]?.unavailable).toBe('DELETED')
  })

  it('a listing hidden after reports is DOWN', async () => {
    const { d, ids } = await listed()
    await h.db
      .update(goods)
      .set({ hiddenAt: h.clock.now(), hiddenReason: 'REPORTS' })
      .where(eq(goods.id, Number(d.id)))
    expect((await findSkusForSale(h.db, [ids[0] ?? 0]))[0]?.unavailable).toBe('DOWN')
  })
})

describe('takeStock and giveBackStock', () => {
  it('takes only what is there, from a live SKU of a listed listing; gives back', async () => {
    const { s, d, ids } = await listed()
    const [a = 0, b = 0] = ids
    expect(await takeStock(h.db, a, 5)).toBe(true)
    expect(await takeStock(h.db, a, 1)).toBe(false)
    expect(await takeStock(h.db, b, 4)).toBe(false)
    let rows = await skuRowsOf(h, d.id)
    expect(rows.map((r) => [r.stock, r.sold])).toEqual([
      [0, 5],
      [3, 0],
      [0, 0],
      [10, 0],
    ])
    await giveBackStock(h.db, a, 2)
    rows = await skuRowsOf(h, d.id)
    expect([rows[0]?.stock, rows[0]?.sold]).toEqual([2, 3])
    await ownerCall(h, 'PUT', 'downGoods', s, { goodsId: d.id })
    expect(await takeStock(h.db, b, 1)).toBe(false)
    await ownerCall(h, 'PUT', 'upGoods', s, { goodsId: d.id })
    expect(await takeStock(h.db, b, 1)).toBe(true)
    await h.db.update(goodsSkus).set({ deletedAt: h.clock.now() }).where(eq(goodsSkus.id, b))
    expect(await takeStock(h.db, b, 1)).toBe(false)
  })

  it('refuses a number of units that is not a positive whole number', async () => {
    const { ids } = await listed()
    for (const n of [0, -1, 1.5, Number.NaN]) {
      await expect(takeStock(h.db, ids[0] ?? 0, n)).rejects.toThrow(RangeError)
      await expect(giveBackStock(h.db, ids[0] ?? 0, n)).rejects.toThrow(RangeError)
    }
  })
})
