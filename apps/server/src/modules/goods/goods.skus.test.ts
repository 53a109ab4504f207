import type { GoodsCard, GoodsDetail, Page, SkuView } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import {
  addMedia,
  giveCoins,
  goodsRow,
  goodsRowsOf,
  ledgerOf,
  listingBody,
  ownerCall,
  publish,
  seller,
} from '../../../test/goods-api.ts'
import { createCategoryPath } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { createOpenShop } from '../../../test/shop-factories.ts'
import { listShopGoods, shopBody, shopSeller, skuRowsOf } from '../../../test/sku-api.ts'
import { goodsSkus, shops } from '../../db/schema.ts'

const h = useTestApp()
const CREATE = '/buyer/goods/goods/create'

async function create(s: { headers: Record<string, string> }, payload: object, language = 'en') {
  return call<GoodsDetail>(h.app, {
    method: 'POST',
    url: CREATE,
    headers: { ...s.headers, language },
    payload,
  })
}

describe('shop goods: create (docs/product/shop-goods.md)', () => {
  it('lists at once for no coins, never expiring, priced at the lowest SKU, with the shop and its SKUs', async () => {
    const s = await shopSeller(h)
    const path = await createCategoryPath(h)
    const images = await addMedia(h, s.member.id, 2)
    // A tampered price and days in the body change nothing.
    const res = await create(s, { ...shopBody(path, images), price: '1.00', openDays: 7 })
    expect(res.status).toBe(200)
    const d = res.body.result
    expect(d).toMatchObject({
      price: '99.90',
      marketEnable: 'UPPER',
      label: 'LISTED',
      storeId: String(s.shop.id),
      storeName: s.shop.name,
      storeLogo: s.shop.logo,
      severalInStock: true,
    })
    expect(d.skus.map((k) => [k.specs.map((x) => x.value).join('/'), k.price, k.stock])).toEqual([
      ['黑色/M', '120.00', 5],
      ['黑色/L', '130.50', 3],
      ['白色/M', '99.90', 0],
      ['白色/L', '110.00', 10],
    ])
    // The page opens on the first SKU in stock.
    expect(d.skuId).toBe(d.skus[0]?.id)
    expect(await ledgerOf(h, s.member.id)).toEqual([])
    const row = await goodsRow(h, d.id)
    expect(row.storeId).toBe(s.shop.id)
    expect(row.closeTime?.getUTCFullYear()).toBe(9999)
    // Long after any one-off listing would have expired, it is still listed.
    h.clock.advance(400 * 24 * 3600_000)
    const later = await call<GoodsDetail>(h.app, { method: 'GET', url: `/buyer/goods/goods/get/${d.id}` })
    expect(later.body.result.label).toBe('LISTED')
  })

  it('the detail honours ?skuId= when it is a live SKU of the listing, and ignores any other', async () => {
    const s = await shopSeller(h)
    const d = await listShopGoods(h, s, await createCategoryPath(h))
    const third = d.skus[2]?.id
    const get = (q: string) =>
      call<GoodsDetail>(h.app, { method: 'GET', url: `/buyer/goods/goods/get/${d.id}${q}` })
    expect((await get(`?skuId=${third}`)).body.result.skuId).toBe(third)
    expect((await get('?skuId=999999')).body.result.skuId).toBe(d.skus[0]?.id)
    expect((await get('?skuId=abc')).body.result.skuId).toBe(d.skus[0]?.id)
    // A one-off listing has none of it.
    const one = await seller(h)
    const images = await addMedia(h, one.member.id, 1)
    const plain = await create(one, listingBody(await createCategoryPath(h), images))
    expect(plain.body.result).toMatchObject({ storeId: null, storeName: '', skus: [], skuId: null })
  })

  it('a SKU photo is one of the listing photos or the seller own upload; another member upload is refused', async () => {
    const s = await shopSeller(h)
    const path = await createCategoryPath(h)
    const images = await addMedia(h, s.member.id, 2)
    const [extra] = await addMedia(h, s.member.id, 1)
    const other = await createSignedIn(h)
    const [foreign] = await addMedia(h, other.member.id, 1)
    const skus = [
      { specs: [{ name: '顏色', value: '黑' }], price: '10', stock: 1, image: images[1] },
      {
        specs: [{ name: '顏色', value: '白' }],
        price: '10',
        stock: 1,
        image: `/media/goods/${images[0]}.webp`,
      },
      { specs: [{ name: '顏色', value: '灰' }], price: '10', stock: 1, image: extra },
      { specs: [{ name: '顏色', value: '紅' }], price: '10', stock: 1 },
    ]
    const res = await create(s, shopBody(path, images, skus))
    expect(res.status).toBe(200)
    expect(res.body.result.skus.map((k) => k.image)).toEqual([
      `/media/goods/${images[1]}.webp`,
      `/media/goods/${images[0]}.webp`,
      `/media/goods/${extra}.webp`,
      '',
    ])
    const bad = await create(
      s,
      shopBody(path, images, [{ specs: [], price: '10', stock: 1, image: foreign }]),
    )
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe(10102)
  })

  it('SKUs from a member without an open shop are refused (403 10100); nothing is written', async () => {
    const path = await createCategoryPath(h)
    for (const status of ['NONE', 'APPLYING', 'REFUSED', 'CLOSED'] as const) {
      const s = await seller(h, 50)
      if (status !== 'NONE') await createOpenShop(h, s.member.id, { status })
      const images = await addMedia(h, s.member.id, 1)
      const res = await create(s, shopBody(path, images))
      expect(res.status, status).toBe(403)
      expect(res.body.code).toBe(10100)
      expect(res.body.message).toBe('Only an open shop can list goods with options')
      expect(await ledgerOf(h, s.member.id)).toHaveLength(1)
    }
  })

  it('a shop owner may still list a one-off item, paid in coins as before', async () => {
    const s = await shopSeller(h)
    await giveCoins(h, s.member.id, 20)
    const images = await addMedia(h, s.member.id, 1)
    const res = await create(s, listingBody(await createCategoryPath(h), images))
    expect(res.status).toBe(200)
    expect(res.body.result.storeId).toBeNull()
    expect((await goodsRow(h, res.body.result.id)).storeId).toBeNull()
  })

  it('bad SKUs → localized 400 with the field: price, stock, specs, counts, control characters', async () => {
    const s = await shopSeller(h)
    const path = await createCategoryPath(h)
    const images = await addMedia(h, s.member.id, 1)
    const one = (over: object) => [{ specs: [{ name: '顏色', value: '黑' }], price: '10', stock: 1, ...over }]
    const dims = (...values: string[]) => values.map((v) => ({ name: v, value: v }))
    const cases: [object[], string][] = [
      [one({ price: '0' }), 'The price must be more than HK$0'],
      [one({ price: '-5' }), 'The price cannot be negative'],
      [one({ price: '1.234' }), 'Use at most two decimals, e.g. 120 or 99.50'],
      [one({ price: '99999999999' }), 'The price cannot exceed HK$9,999,999,999.99'],
      [one({ stock: -1 }), 'Stock must be a whole number from 0 to 99999'],
      [one({ stock: 1.5 }), 'Stock must be a whole number from 0 to 99999'],
      [one({ stock: 100000 }), 'Stock must be a whole number from 0 to 99999'],
      [one({ stock: '1e3' }), 'Stock must be a whole number from 0 to 99999'],
      [one({ specs: dims('a', 'b', 'c') }), 'Options vary in at most two ways (e.g. colour and size)'],
      [one({ specs: [{ name: '顏色', value: 'a\u0000b' }] }), 'Must not contain control characters'],
      [
        one({ specs: [{ name: '顏色', value: 'x'.repeat(31) }] }),
        'Option names can be up to 20 characters, values up to 30',
      ],
      [one({ specs: [{ name: '', value: '黑' }] }), "Enter the option's name and value"],
      [[], 'Add at least one option'],
      [
        Array.from({ length: 51 }, (_, i) => ({
          specs: [{ name: '款', value: `v${i}` }],
          price: '1',
          stock: 1,
        })),
        'Up to 50 options',
      ],
      [
        [...one({}), { specs: [{ name: '尺碼', value: 'M' }], price: '1', stock: 1 }],
        'Every option must vary in the same ways, in the same order, each once',
      ],
      [[...one({}), ...one({ price: '11' })], 'Two options are exactly alike'],
    ]
    for (const [skus, message] of cases) {
      const res = await create(s, shopBody(path, images, skus as never))
      expect(res.status, message).toBe(400)
      expect(res.body.code).toBe(4002)
      expect(res.body.message).toBe(message)
    }
    const zh = await create(s, shopBody(path, images, one({ stock: -1 }) as never), 'zh-Hant')
    expect(zh.body.message).toBe('庫存須為 0 至 99999 的整數')
    const huge = await create(
      s,
      shopBody(path, images, one({ specs: [{ name: '顏色', value: 'x'.repeat(1_100_000) }] }) as never),
    )
    expect(huge.status).toBe(413)
    expect(await goodsRowsOf(h, s.member.id)).toEqual([])
  })

  it('a visitor cannot list (401 20003)', async () => {
    const res = await call(h.app, { method: 'POST', url: CREATE, payload: {} })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(20003)
  })
})

describe('shop goods: edit, stock, put up and take down', () => {
  it('SKUs are edited by id: changed, added, removed softly; the price follows the lowest live SKU', async () => {
    const s = await shopSeller(h)
    const path = await createCategoryPath(h)
    const d = await listShopGoods(h, s, path)
    const listed = await ownerCall(h, 'PUT', 'update', s, {
      ...shopBody(
        path,
        d.images.map((i) => i.id),
      ),
      goodsId: d.id,
    })
    expect(listed.status).toBe(409)
    expect(listed.body.code).toBe(10002)
    expect((await ownerCall(h, 'PUT', 'downGoods', s, { goodsId: d.id })).status).toBe(200)
    const [a, b] = d.skus as [SkuView, SkuView]
    const skus = [
      { id: a.id, specs: a.specs, price: '150', stock: 9 },
      { id: b.id, specs: b.specs, price: '130.50', stock: 3 },
      {
        specs: [
          { name: '顏色', value: '灰色' },
          { name: '尺碼', value: 'S' },
        ],
        price: '140',
        stock: 2,
      },
    ]
    const res = await ownerCall(h, 'PUT', 'update', s, {
      ...shopBody(
        path,
        d.images.map((i) => i.id),
        skus,
      ),
      goodsId: d.id,
    })
    expect(res.status).toBe(200)
    expect(res.body.result.price).toBe('130.50')
    expect(res.body.result.skus.map((k) => [k.price, k.stock])).toEqual([
      ['150.00', 9],
      ['130.50', 3],
      ['140.00', 2],
    ])
    const rows = await skuRowsOf(h, d.id)
    expect(rows).toHaveLength(5)
    expect(rows.filter((r) => r.deletedAt !== null).map((r) => String(r.id))).toEqual([
      d.skus[2]?.id,
      d.skus[3]?.id,
    ])
  })

  it('refuses an id that is not a live SKU of the listing (400 10103), SKUs on a one-off listing (409 10105), and a shop listing without SKUs (400)', async () => {
    const s = await shopSeller(h)
    const path = await createCategoryPath(h)
    const d = await listShopGoods(h, s, path)
    const other = await listShopGoods(h, s, path)
    await ownerCall(h, 'PUT', 'downGoods', s, { goodsId: d.id })
    const images = d.images.map((i) => i.id)
    const foreignSku = [{ id: other.skus[0]?.id, specs: [], price: '1', stock: 1 }]
    const res = await ownerCall(h, 'PUT', 'update', s, {
      ...shopBody(path, images, foreignSku),
      goodsId: d.id,
    })
    expect([res.status, res.body.code]).toEqual([400, 10103])
    const { skus: _s, ...noSkus } = shopBody(path, images)
    const none = await ownerCall(h, 'PUT', 'update', s, { ...noSkus, price: '5', goodsId: d.id })
    expect([none.status, none.body.code]).toEqual([400, 4002])

    const one = await seller(h)
    const g = await publish(h, one, path)
    await ownerCall(h, 'PUT', 'downGoods', one, { goodsId: g.id })
    const conv = await ownerCall(h, 'PUT', 'update', one, {
      ...shopBody(
        path,
        g.images.map((i) => i.id),
      ),
      goodsId: g.id,
    })
    expect([conv.status, conv.body.code]).toEqual([409, 10105])
  })

  it('put up is free and needs no days; renew is refused (409 10104); take down works as usual', async () => {
    const s = await shopSeller(h)
    const d = await listShopGoods(h, s, await createCategoryPath(h))
    const down = await ownerCall(h, 'PUT', 'downGoods', s, { goodsId: d.id })
    expect(down.body.result.marketEnable).toBe('DOWN')
    const up = await ownerCall(h, 'PUT', 'upGoods', s, { goodsId: d.id })
    expect(up.status).toBe(200)
    expect(up.body.result).toMatchObject({ marketEnable: 'UPPER', label: 'LISTED' })
    expect(await ledgerOf(h, s.member.id)).toEqual([])
    const renew = await ownerCall(h, 'PUT', 'renewGoods', s, { goodsId: d.id, openDays: 7 })
    expect([renew.status, renew.body.code]).toEqual([409, 10104])
    // A one-off listing still needs its days.
    const one = await seller(h)
    const g = await publish(h, one, await createCategoryPath(h))
    await ownerCall(h, 'PUT', 'downGoods', one, { goodsId: g.id })
    const noDays = await ownerCall(h, 'PUT', 'upGoods', one, { goodsId: g.id })
    expect([noDays.status, noDays.body.code]).toEqual([400, 4002])
    // A closed shop cannot put its goods up again.
    await h.db.update(shops).set({ status: 'CLOSED' })
    await ownerCall(h, 'PUT', 'downGoods', s, { goodsId: d.id })
    const closed = await ownerCall(h, 'PUT', 'upGoods', s, { goodsId: d.id })
    expect([closed.status, closed.body.code]).toEqual([403, 10100])
  })

  it('PUT sku/stock sets the stock while listed; another member SKU or a removed one answers 404 10101', async () => {
    const s = await shopSeller(h)
    const d = await listShopGoods(h, s, await createCategoryPath(h))
    const sku = d.skus[2] as SkuView
    const res = await ownerCall<SkuView>(h, 'PUT', 'sku/stock', s, { skuId: sku.id, stock: 42 })
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ id: sku.id, stock: 42, price: '99.90' })
    const detail = await call<GoodsDetail>(h.app, { method: 'GET', url: `/buyer/goods/goods/get/${d.id}` })
    expect(detail.body.result.skus[2]?.stock).toBe(42)
    expect(detail.body.result.marketEnable).toBe('UPPER')
    const other = await shopSeller(h)
    const theirs = await ownerCall(h, 'PUT', 'sku/stock', other, { skuId: sku.id, stock: 1 })
    expect([theirs.status, theirs.body.code]).toEqual([404, 10101])
    await h.db
      .update(goodsSkus)
      .set({ deletedAt: h.clock.now() })
      .where(eq(goodsSkus.id, Number(sku.id)))
    const removed = await ownerCall(h, 'PUT', 'sku/stock', s, { skuId: sku.id, stock: 1 })
    expect([removed.status, removed.body.code]).toEqual([404, 10101])
    const missing = await ownerCall(h, 'PUT', 'sku/stock', s, { skuId: '99999999', stock: 1 })
    expect([missing.status, missing.body.code]).toEqual([404, 10101])
    for (const stock of [-1, 1.5, 100000, 'x']) {
      const bad = await ownerCall(h, 'PUT', 'sku/stock', s, { skuId: sku.id, stock })
      expect([bad.status, bad.body.code]).toEqual([400, 4002])
    }
    const visitor = await ownerCall(h, 'PUT', 'sku/stock', null, { skuId: sku.id, stock: 1 })
    expect([visitor.status, visitor.body.code]).toEqual([401, 20003])
  })

  it('cards show a shop listing at its lowest price', async () => {
    const s = await shopSeller(h)
    await listShopGoods(h, s, await createCategoryPath(h), [
      { specs: [{ name: '款', value: 'A' }], price: '88.80', stock: 1 },
      { specs: [{ name: '款', value: 'B' }], price: '12.30', stock: 0 },
    ])
    const res = await call<Page<GoodsCard>>(h.app, {
      method: 'GET',
      url: `/buyer/goods/goods/OthersGoodsList?memberId=${s.member.id}`,
    })
    expect(res.body.result.records.map((c) => c.price)).toEqual(['12.30'])
  })
})
