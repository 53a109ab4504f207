import type { CartAddResult, CartView, GoodsDetail } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { ownerCall } from '../../../test/goods-api.ts'
import { type CategoryPath, createCategoryPath } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { cartCall, listShopGoods, type ShopSeller, shopSeller } from '../../../test/sku-api.ts'
import { cartLines, goodsSkus, shops } from '../../db/schema.ts'

const h = useTestApp()

interface World {
  shop: ShopSeller
  goods: GoodsDetail
  path: CategoryPath
  buyer: Awaited<ReturnType<typeof createSignedIn>>
  sku: (i: number) => string
}

async function world(): Promise<World> {
  const shop = await shopSeller(h)
  const path = await createCategoryPath(h)
  const goods = await listShopGoods(h, shop, path)
  const buyer = await createSignedIn(h)
  return { shop, goods, path, buyer, sku: (i) => goods.skus[i]?.id ?? '' }
}

const add = (w: World, skuId: string, num: unknown = 1, s = w.buyer) =>
  cartCall<CartAddResult>(h, s, 'POST', '', { skuId, num })
const all = (s: World['buyer']) => cartCall<CartView>(h, s, 'GET', '/all')

describe('POST add, GET all and GET count (docs/product/cart.md, "Lines")', () => {
  it('adds to one line per SKU, groups by shop, totals the ticked available lines exactly', async () => {
    const w = await world()
    expect((await add(w, w.sku(0), 2)).body.result).toEqual({ skuId: w.sku(0), num: 2, capped: false })
    expect((await add(w, w.sku(0), 1)).body.result).toEqual({ skuId: w.sku(0), num: 3, capped: false })
    await add(w, w.sku(1), 3)
    const other = await shopSeller(h, { name: '第二間店' })
    const g2 = await listShopGoods(h, other, w.path, [{ specs: [], price: '0.10', stock: 3 }])
    await add(w, g2.skus[0]?.id ?? '', 3)
    const view = (await all(w.buyer)).body.result
    expect(
      view.shops.map((s) => [s.storeName, s.lines.map((l) => [l.specsText, l.num, l.subtotal])]),
    ).toEqual([
      ['第二間店', [['', 3, '0.30']]],
      [
        w.shop.shop.name,
        [
          ['黑色 / L', 3, '391.50'],
          ['黑色 / M', 3, '360.00'],
        ],
      ],
    ])
    expect(view).toMatchObject({ checkedLines: 3, checkedNum: 9, goodsPrice: '751.80', allChecked: true })
    expect(view.shops[1]?.lines[0]).toMatchObject({
      goodsId: w.goods.id,
      goodsName: 'Uniqlo AIRism T 恤',
      price: '130.50',
      priceSeen: '130.50',
      priceChanged: false,
      stock: 3,
      checked: true,
      unavailable: null,
    })
    expect((await cartCall<number>(h, w.buyer, 'GET', '/count')).body.result).toBe(3)
  })

  it('a form-encoded add works like JSON; a tampered price in the body changes nothing', async () => {
    const w = await world()
    const res = await call<CartAddResult>(h.app, {
      method: 'POST',
      url: '/buyer/trade/carts',
      headers: { ...w.buyer.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `skuId=${w.sku(0)}&num=2&price=0.01&priceSeen=0.01`,
    })
    expect(res.body.result.num).toBe(2)
    const [line] = await h.db.select().from(cartLines).where(eq(cartLines.memberId, w.buyer.member.id))
    expect(line?.priceSeen).toBe('120.00')
    expect((await all(w.buyer)).body.result.goodsPrice).toBe('240.00')
  })

  it('caps a line at 99 and at the SKU stock, saying so', async () => {
    const w = await world()
    const big = await listShopGoods(h, w.shop, w.path, [{ specs: [], price: '1', stock: 500 }])
    const id = big.skus[0]?.id ?? ''
    await add(w, id, 98)
    expect((await add(w, id, 5)).body.result).toEqual({ skuId: id, num: 99, capped: true })
    expect((await add(w, w.sku(1), 7)).body.result).toEqual({ skuId: w.sku(1), num: 3, capped: true })
    const set = await cartCall<CartAddResult>(h, w.buyer, 'POST', `/sku/num/${w.sku(1)}`, { num: 50 })
    expect(set.body.result).toEqual({ skuId: w.sku(1), num: 3, capped: true })
    const fewer = await cartCall<CartAddResult>(h, w.buyer, 'POST', `/sku/num/${w.sku(1)}`, { num: 1 })
    expect(fewer.body.result).toEqual({ skuId: w.sku(1), num: 1, capped: false })
  })

  it('refuses unknown, removed and taken-down SKUs (404 32001), sold out or closed shop (409 32002), own goods (400 32003)', async () => {
    const w = await world()
    const expectCode = async (skuId: string, status: number, code: number, s = w.buyer) => {
      const res = await add(w, skuId, 1, s)
      expect([res.status, res.body.code], skuId).toEqual([status, code])
      return res
    }
    await expectCode('99999999', 404, 32001)
    await expectCode(w.sku(2), 409, 32002)
    expect((await expectCode(w.sku(0), 400, 32003, w.shop)).body.message).toBe(
      'You cannot buy from your own shop',
    )
    await h.db
      .update(goodsSkus)
      .set({ deletedAt: h.clock.now() })
      .where(eq(goodsSkus.id, Number(w.sku(3))))
    await expectCode(w.sku(3), 404, 32001)
    await h.db.update(shops).set({ status: 'CLOSED' }).where(eq(shops.id, w.shop.shop.id))
    await expectCode(w.sku(0), 409, 32002)
    await h.db.update(shops).set({ status: 'OPEN' }).where(eq(shops.id, w.shop.shop.id))
    await ownerCall(h, 'PUT', 'downGoods', w.shop, { goodsId: w.goods.id })
    await expectCode(w.sku(0), 404, 32001)
    expect((await cartCall<number>(h, w.buyer, 'GET', '/count')).body.result).toBe(0)
  })

  it('bad quantities and ids → localized 400; nothing is written', async () => {
    const w = await world()
    for (const num of [0, -1, 1.5, '1.5', 100, 1e9, '1e2', 'abc', '', null, true]) {
      const res = await add(w, w.sku(0), num)
      expect([res.status, res.body.code], String(num)).toEqual([400, 4002])
      expect(res.body.message).toBe('The quantity must be a whole number from 1 to 99')
    }
    const zh = await cartCall(h, w.buyer, 'POST', '', { skuId: w.sku(0), num: -3 }, 'zh-Hant')
    expect(zh.body.message).toBe('數量須為 1 至 99 的整數')
    for (const skuId of ['0', '-1', 'a\u0000', '1.5', 'x'.repeat(40)]) {
      expect((await add(w, skuId)).status).toBe(400)
    }
    const huge = await add(w, 'x'.repeat(1_100_000))
    expect([huge.status, huge.body.code]).toEqual([413, 4013])
    expect((await cartCall<number>(h, w.buyer, 'GET', '/count')).body.result).toBe(0)
  })

  it('a visitor gets 401 20003 on every cart call', async () => {
    const calls: [string, string][] = [
      ['POST', ''],
      ['GET', '/all'],
      ['GET', '/count'],
      ['GET', '/checked'],
      ['POST', '/sku/checked'],
      ['POST', '/sku/checked/1'],
      ['POST', '/store/1'],
      ['POST', '/sku/num/1'],
      ['DELETE', '/sku/remove'],
      ['DELETE', ''],
      ['GET', '/select/coupon'],
      ['GET', '/coupon/num'],
      ['POST', '/shippingAddress'],
      ['GET', '/shippingMethodList'],
      ['PUT', '/shippingMethod'],
      ['GET', '/storeAddress?storeAddressId=1&way=PICKUP'],
      ['POST', '/select/receipt'],
    ]
    for (const [method, path] of calls) {
      const res = await cartCall(h, null, method as 'GET', path)
      expect([res.status, res.body.code], `${method} ${path}`).toEqual([401, 20003])
    }
  })
})

describe('ticking, numbers, removing and clearing', () => {
  it('ticks one line, one shop, all; changes numbers; removes and clears', async () => {
    const w = await world()
    await add(w, w.sku(0), 1)
    await add(w, w.sku(1), 2)
    const other = await shopSeller(h)
    const g2 = await listShopGoods(h, other, w.path, [{ specs: [], price: '5', stock: 9 }])
    const x = g2.skus[0]?.id ?? ''
    await add(w, x, 1)
    const tick = (path: string, checked: unknown) => cartCall(h, w.buyer, 'POST', path, { checked })
    expect((await tick(`/sku/checked/${w.sku(0)}`, false)).status).toBe(200)
    let view = (await all(w.buyer)).body.result
    expect(view).toMatchObject({ checkedLines: 2, goodsPrice: '266.00', allChecked: false })
    expect(view.shops.find((s) => s.storeId === String(w.shop.shop.id))?.checked).toBe(false)
    await tick(`/store/${w.shop.shop.id}`, 'false')
    expect((await all(w.buyer)).body.result).toMatchObject({ checkedLines: 1, goodsPrice: '5.00' })
    await tick('/sku/checked', true)
    expect((await all(w.buyer)).body.result).toMatchObject({ checkedLines: 3, allChecked: true })
    await cartCall(h, w.buyer, 'POST', `/sku/num/${x}`, { num: 4 })
    view = (await all(w.buyer)).body.result
    expect(view.goodsPrice).toBe('401.00')
    const removed = await call(h.app, {
      method: 'DELETE',
      url: `/buyer/trade/carts/sku/remove?skuIds=${w.sku(0)},${x}`,
      headers: w.buyer.headers,
    })
    expect(removed.status).toBe(200)
    expect((await cartCall<number>(h, w.buyer, 'GET', '/count')).body.result).toBe(1)
    expect((await cartCall(h, w.buyer, 'DELETE', '/sku/remove', { skuIds: [w.sku(1)] })).status).toBe(200)
    await add(w, w.sku(0), 1)
    expect((await cartCall(h, w.buyer, 'DELETE', '')).status).toBe(200)
    expect((await cartCall<number>(h, w.buyer, 'GET', '/count')).body.result).toBe(0)
    expect((await cartCall(h, w.buyer, 'DELETE', '')).status).toBe(200)
  })

  it('another member line answers 404 32004 like a missing one, and stays as it was', async () => {
    const w = await world()
    await add(w, w.sku(0), 2)
    const thief = await createSignedIn(h)
    const tries: [string, string, object][] = [
      ['POST', `/sku/checked/${w.sku(0)}`, { checked: false }],
      ['POST', `/sku/num/${w.sku(0)}`, { num: 1 }],
      ['DELETE', '/sku/remove', { skuIds: [w.sku(0)] }],
    ]
    for (const [method, path, payload] of tries) {
      const theirs = await cartCall(h, thief, method as 'POST', path, payload)
      const missing = await cartCall(h, w.buyer, method as 'POST', path.replace(w.sku(0), '99999999'), {
        ...payload,
        ...('skuIds' in payload ? { skuIds: ['99999999'] } : {}),
      })
      expect([theirs.status, theirs.body.code, theirs.body.message]).toEqual([
        missing.status,
        missing.body.code,
        missing.body.message,
      ])
      expect(theirs.body.code).toBe(32004)
    }
    const store = await cartCall(h, thief, 'POST', `/store/${w.shop.shop.id}`, { checked: false })
    expect([store.status, store.body.code]).toEqual([404, 32008])
    expect((await all(w.buyer)).body.result.shops[0]?.lines[0]).toMatchObject({ num: 2, checked: true })
  })

  it('bad bodies → 400: checked not a boolean, no skuIds, bad numbers', async () => {
    const w = await world()
    await add(w, w.sku(0))
    expect((await cartCall(h, w.buyer, 'POST', '/sku/checked', { checked: 'maybe' })).status).toBe(400)
    const none = await cartCall(h, w.buyer, 'DELETE', '/sku/remove', { skuIds: [] })
    expect([none.status, none.body.message]).toEqual([400, 'Choose the items to remove'])
    for (const num of [0, -2, 2.5, 1000]) {
      const res = await cartCall(h, w.buyer, 'POST', `/sku/num/${w.sku(0)}`, { num })
      expect([res.status, res.body.code]).toEqual([400, 4002])
    }
  })
})

describe('lines that change under the cart (docs/product/cart.md, "Unavailable lines")', () => {
  it('shows a price change once, and greys taken-down, sold-out, short and closed-shop lines out of the totals', async () => {
    const w = await world()
    await add(w, w.sku(0), 4)
    await add(w, w.sku(1), 2)
    await add(w, w.sku(3), 1)
    await h.db
      .update(goodsSkus)
      .set({ price: '100.00' })
      .where(eq(goodsSkus.id, Number(w.sku(0))))
    let line = (await all(w.buyer)).body.result.shops[0]?.lines.find((l) => l.skuId === w.sku(0))
    expect(line).toMatchObject({
      price: '100.00',
      priceSeen: '120.00',
      priceChanged: true,
      subtotal: '400.00',
    })
    line = (await all(w.buyer)).body.result.shops[0]?.lines.find((l) => l.skuId === w.sku(0))
    expect(line).toMatchObject({ priceSeen: '100.00', priceChanged: false })

    await ownerCall(h, 'PUT', 'sku/stock', w.shop, { skuId: w.sku(0), stock: 3 })
    await ownerCall(h, 'PUT', 'sku/stock', w.shop, { skuId: w.sku(1), stock: 0 })
    const reasons = async () =>
      Object.fromEntries(
        ((await all(w.buyer)).body.result.shops[0]?.lines ?? []).map((l) => [l.skuId, l.unavailable]),
      )
    expect(await reasons()).toEqual({ [w.sku(0)]: 'NOT_ENOUGH', [w.sku(1)]: 'NO_STOCK', [w.sku(3)]: null })
    let view = (await all(w.buyer)).body.result
    expect(view).toMatchObject({ checkedLines: 1, goodsPrice: '110.00', allChecked: true })
    await h.db.update(shops).set({ status: 'CLOSED' }).where(eq(shops.id, w.shop.shop.id))
    expect((await reasons())[w.sku(3)]).toBe('SHOP_CLOSED')
    await h.db.update(shops).set({ status: 'OPEN' }).where(eq(shops.id, w.shop.shop.id))
    await ownerCall(h, 'PUT', 'downGoods', w.shop, { goodsId: w.goods.id })
    view = (await all(w.buyer)).body.result
    expect(view.shops[0]?.lines.map((l) => l.unavailable)).toEqual(['DOWN', 'DOWN', 'DOWN'])
    expect(view).toMatchObject({ checkedLines: 0, goodsPrice: '0.00', allChecked: false })
  })

  it('a cart holds at most 100 lines (409 32010); adding to a line it holds still works', async () => {
    const w = await world()
    const many = Array.from({ length: 50 }, (_, i) => ({
      specs: [{ name: '款', value: `v${i}` }],
      price: '1',
      stock: 5,
    }))
    const g1 = await listShopGoods(h, w.shop, w.path, many)
    const g2 = await listShopGoods(h, w.shop, w.path, many)
    const ids = [...g1.skus, ...g2.skus].map((k) => k.id)
    const rows = ids.map((skuId) => ({
      memberId: w.buyer.member.id,
      skuId: Number(skuId),
      num: 1,
      priceSeen: '1.00',
    }))
    await h.db.insert(cartLines).values(rows)
    const full = await add(w, w.sku(0))
    expect([full.status, full.body.code, full.body.message]).toEqual([
      409,
      32010,
      'A cart holds up to 100 items; check out or remove some first',
    ])
    expect((await add(w, ids[0] ?? '')).body.result.num).toBe(2)
  })
})
