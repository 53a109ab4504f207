import type { CartAddResult, CheckoutView } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { addAddress } from '../../../test/goods-api.ts'
import { createCategoryPath } from '../../../test/goods-factories.ts'
import { useTestApp } from '../../../test/harness.ts'
import { cartCall, listShopGoods, shopSeller } from '../../../test/sku-api.ts'
import { addresses, cartLines, shopAddresses } from '../../db/schema.ts'
import { checkoutOf, removeLines } from './index.ts'

const h = useTestApp()
type Buyer = Awaited<ReturnType<typeof createSignedIn>>

/** A buyer with a complete default address, and two shops' goods in the cart. */
async function world() {
  const a = await shopSeller(h, { deliveryFee: '30.00', lockerFee: '20.00', convenienceFee: '15.00' })
  const b = await shopSeller(h, { name: '乙店', freeShippingOver: '300.00', deliveryFee: '25.50' })
  const path = await createCategoryPath(h)
  const ga = await listShopGoods(h, a, path, [{ specs: [], price: '99.90', stock: 10 }])
  const gb = await listShopGoods(h, b, path, [{ specs: [], price: '100.00', stock: 10 }])
  const buyer = await createSignedIn(h)
  const home = await addAddress(h, buyer.member.id, '屋企')
  await h.db
    .update(addresses)
    .set({ consignee: '陳小明', mobile: '91234567', isDefault: true })
    .where(eq(addresses.id, home))
  const skuA = ga.skus[0]?.id ?? ''
  const skuB = gb.skus[0]?.id ?? ''
  await cartCall<CartAddResult>(h, buyer, 'POST', '', { skuId: skuA, num: 2 })
  await cartCall<CartAddResult>(h, buyer, 'POST', '', { skuId: skuB, num: 2 })
  return { a, b, buyer, home, skuA, skuB }
}

const checked = async (s: Buyer) => (await cartCall<CheckoutView>(h, s, 'GET', '/checked')).body.result

describe('GET checked (docs/product/cart.md, "Checkout")', () => {
  it('prices each shop part with today prices and the shop fees, with the default address', async () => {
    const w = await world()
    const c = await checked(w.buyer)
    expect(
      c.parts.map((p) => [p.storeName, p.way, p.goodsPrice, p.shippingFee, p.discount, p.flowPrice]),
    ).toEqual([
      ['乙店', 'DELIVERY', '200.00', '25.50', '0.00', '225.50'],
      [w.a.shop.name, 'DELIVERY', '199.80', '30.00', '0.00', '229.80'],
    ])
    expect(c).toMatchObject({
      num: 4,
      goodsPrice: '399.80',
      shippingFee: '55.50',
      discount: '0.00',
      flowPrice: '455.30',
      problems: [],
      receipt: null,
    })
    expect(c.address).toMatchObject({ id: String(w.home), consignee: '陳小明', mobile: '91234567' })
    // Free delivery from the shop's amount on.
    await cartCall(h, w.buyer, 'POST', `/sku/num/${w.skuB}`, { num: 3 })
    expect((await checked(w.buyer)).parts[0]?.shippingFee).toBe('0.00')
  })

  it('says what stands in the way: nothing ticked, no or incomplete address, a ticked line that cannot be bought', async () => {
    const w = await world()
    await cartCall(h, w.buyer, 'POST', '/sku/checked', { checked: false })
    expect((await checked(w.buyer)).problems).toEqual(['NOTHING_CHECKED'])
    await cartCall(h, w.buyer, 'POST', '/sku/checked', { checked: true })
    await h.db.update(addresses).set({ mobile: '' }).where(eq(addresses.id, w.home))
    expect((await checked(w.buyer)).problems).toEqual(['ADDRESS_INCOMPLETE'])
    await h.db.delete(addresses).where(eq(addresses.id, w.home))
    expect((await checked(w.buyer)).problems).toEqual(['ADDRESS_MISSING'])
    await h.db
      .update(cartLines)
      .set({ num: 11 })
      .where(eq(cartLines.skuId, Number(w.skuA)))
    const c = await checked(w.buyer)
    expect(c.problems).toEqual([`LINE_UNAVAILABLE:${w.skuA}`, 'ADDRESS_MISSING'])
    expect(c.parts.map((p) => p.storeName)).toEqual(['乙店'])
  })

  it('checkoutOf and removeLines are the faces orders uses', async () => {
    const w = await world()
    const c = await checkoutOf(h.db, w.buyer.member.id)
    expect(c.parts.map((p) => [p.shop.shopId, p.lines.map((l) => [l.sku.skuId, l.num, l.subtotal])])).toEqual(
      [
        [w.b.shop.id, [[Number(w.skuB), 2, 20000n]]],
        [w.a.shop.id, [[Number(w.skuA), 2, 19980n]]],
      ],
    )
    expect(c.parts[1]?.flowPrice).toBe(22980n)
    await h.db.transaction((tx) => removeLines(tx, w.buyer.member.id, [Number(w.skuA)]))
    expect((await checkoutOf(h.db, w.buyer.member.id)).parts).toHaveLength(1)
  })
})

describe('ways, fees and pickup points (docs/product/cart.md, "Ways and fees")', () => {
  it('lists each shop ways with today fees; choosing a way changes the fee; a fee in the body changes nothing', async () => {
    const w = await world()
    const list = (
      await cartCall<{ storeId: string; ways: { way: string; fee: string; available: boolean }[] }[]>(
        h,
        w.buyer,
        'GET',
        '/shippingMethodList',
      )
    ).body.result
    const a = list.find((s) => s.storeId === String(w.a.shop.id))
    expect(a?.ways).toEqual([
      { way: 'DELIVERY', fee: '30.00', available: true },
      { way: 'LOCKER', fee: '20.00', available: true },
      { way: 'CONVENIENCE', fee: '15.00', available: true },
      { way: 'PICKUP', fee: '0.00', available: true },
    ])
    const put = await cartCall(h, w.buyer, 'PUT', '/shippingMethod', {
      storeId: String(w.a.shop.id),
      way: 'LOCKER',
      fee: '0.01',
      shippingFee: '0',
    })
    expect(put.status).toBe(200)
    expect((await checked(w.buyer)).parts[1]).toMatchObject({
      way: 'LOCKER',
      shippingFee: '20.00',
      flowPrice: '219.80',
    })
  })

  it('self pickup takes the shop first point; storeAddress picks another; no address is needed for pickup alone', async () => {
    const w = await world()
    await cartCall(h, w.buyer, 'DELETE', '/sku/remove', { skuIds: [w.skuB] })
    const [second] = await h.db
      .insert(shopAddresses)
      .values({
        shopId: w.a.shop.id,
        name: '觀塘店',
        district: 'KWUN_TONG',
        detail: '開源道 1 號',
        hours: '10:00–20:00',
      })
      .returning()
    await cartCall(h, w.buyer, 'PUT', '/shippingMethod', { storeId: w.a.shop.id, way: 'PICKUP' })
    let c = await checked(w.buyer)
    expect(c.parts[0]).toMatchObject({
      way: 'PICKUP',
      shippingFee: '0.00',
      pickup: { id: String(w.a.pickup.id) },
    })
    const res = await cartCall(h, w.buyer, 'GET', `/storeAddress?storeAddressId=${second?.id}&way=PICKUP`)
    expect(res.body.result).toMatchObject({ id: String(second?.id), name: '觀塘店', hours: '10:00–20:00' })
    c = await checked(w.buyer)
    expect(c.parts[0]?.pickup?.id).toBe(String(second?.id))
    await h.db.delete(addresses).where(eq(addresses.id, w.home))
    expect((await checked(w.buyer)).problems).toEqual([])
  })

  it('refuses a shop not in the cart (404 32008), another shop point (404 32009), pickup without points (400 32007), a bad way (400)', async () => {
    const w = await world()
    const stranger = await shopSeller(h)
    const notInCart = await cartCall(h, w.buyer, 'PUT', '/shippingMethod', {
      storeId: stranger.shop.id,
      way: 'LOCKER',
    })
    expect([notInCart.status, notInCart.body.code]).toEqual([404, 32008])
    const point = await cartCall(
      h,
      w.buyer,
      'GET',
      `/storeAddress?storeAddressId=${stranger.pickup.id}&way=PICKUP`,
    )
    expect([point.status, point.body.code]).toEqual([404, 32009])
    await h.db
      .update(shopAddresses)
      .set({ deletedAt: h.clock.now() })
      .where(eq(shopAddresses.shopId, w.b.shop.id))
    const none = await cartCall(h, w.buyer, 'PUT', '/shippingMethod', { storeId: w.b.shop.id, way: 'PICKUP' })
    expect([none.status, none.body.code]).toEqual([400, 32007])
    const nul = await cartCall(h, w.buyer, 'PUT', '/shippingMethod', {
      storeId: w.a.shop.id,
      way: 'PICKUP\u0000',
    })
    expect([nul.status, nul.body.message]).toEqual([400, 'Must not contain control characters'])
    for (const way of ['SHIP', '', 'pickup', 7]) {
      const bad = await cartCall(h, w.buyer, 'PUT', '/shippingMethod', { storeId: w.a.shop.id, way })
      expect([bad.status, bad.body.message]).toEqual([400, 'Please choose a delivery method'])
    }
    const wrongWay = await cartCall(
      h,
      w.buyer,
      'GET',
      `/storeAddress?storeAddressId=${w.a.pickup.id}&way=DELIVERY`,
    )
    expect(wrongWay.status).toBe(400)
  })
})

describe('address and receipt (docs/product/cart.md, "Address and receipt")', () => {
  it('ships to an address of the member book with consignee and mobile', async () => {
    const w = await world()
    const office = await addAddress(h, w.buyer.member.id, '公司')
    const bare = await cartCall(h, w.buyer, 'POST', '/shippingAddress', { addressId: office })
    expect([bare.status, bare.body.code, bare.body.message]).toEqual([
      400,
      32006,
      'A delivery address needs a recipient and a phone number',
    ])
    await h.db
      .update(addresses)
      .set({ consignee: '陳先生', mobile: '61234567' })
      .where(eq(addresses.id, office))
    expect((await cartCall(h, w.buyer, 'POST', '/shippingAddress', { addressId: office })).status).toBe(200)
    expect((await checked(w.buyer)).address?.id).toBe(String(office))
    // Deleted after it was chosen: the default one again.
    await h.db.delete(addresses).where(eq(addresses.id, office))
    expect((await checked(w.buyer)).address?.id).toBe(String(w.home))
  })

  it('another member address answers 404 32005 like a missing one', async () => {
    const w = await world()
    const other = await createSignedIn(h)
    const theirs = await addAddress(h, other.member.id)
    const a = await cartCall(h, w.buyer, 'POST', '/shippingAddress', { addressId: theirs })
    const b = await cartCall(h, w.buyer, 'POST', '/shippingAddress', { addressId: '99999999' })
    expect([a.status, a.body.code, a.body.message]).toEqual([b.status, b.body.code, b.body.message])
    expect(a.body.code).toBe(32005)
    for (const addressId of ['0', '-1', 'abc', '1\u0000']) {
      expect((await cartCall(h, w.buyer, 'POST', '/shippingAddress', { addressId })).status).toBe(400)
    }
  })

  it('keeps a personal or company receipt, validated; NONE clears it', async () => {
    const w = await world()
    const ok = await cartCall(h, w.buyer, 'POST', '/select/receipt', {
      kind: 'COMPANY',
      title: ' 阿明貿易有限公司 ',
      email: 'Accounts@Example.com',
    })
    expect(ok.body.result).toEqual({
      kind: 'COMPANY',
      title: '阿明貿易有限公司',
      email: 'accounts@example.com',
    })
    expect((await checked(w.buyer)).receipt).toEqual(ok.body.result)
    const cases: [object, string][] = [
      [{ kind: 'PERSONAL', title: '', email: 'a@b.com' }, 'Please enter the name on the receipt'],
      [{ kind: 'PERSONAL', title: 'A', email: 'nope' }, 'Invalid email address'],
      [
        { kind: 'PERSONAL', title: 'x'.repeat(101), email: 'a@b.com' },
        'The name on the receipt can be up to 100 characters',
      ],
      [{ kind: 'PERSONAL', title: 'A\u0007', email: 'a@b.com' }, 'Must not contain control characters'],
      [{ kind: 'GIFT', title: 'A', email: 'a@b.com' }, 'Please choose a receipt type'],
    ]
    for (const [body, message] of cases) {
      const res = await cartCall(h, w.buyer, 'POST', '/select/receipt', body)
      expect([res.status, res.body.message]).toEqual([400, message])
    }
    const huge = await cartCall(h, w.buyer, 'POST', '/select/receipt', {
      kind: 'PERSONAL',
      title: 'x'.repeat(1_100_000),
    })
    expect(huge.status).toBe(413)
    const long = await cartCall(h, w.buyer, 'POST', '/select/receipt', {
      kind: 'PERSONAL',
      title: 'x'.repeat(900_000),
      email: 'a@b.com',
    })
    expect([long.status, long.body.code]).toEqual([400, 4002])
    await cartCall(h, w.buyer, 'POST', '/select/receipt', { kind: 'NONE' })
    expect((await checked(w.buyer)).receipt).toBeNull()
  })

  it('coupons: none to choose, none to count', async () => {
    const w = await world()
    for (const method of ['GET', 'POST'] as const) {
      expect((await cartCall(h, w.buyer, method, '/select/coupon')).body.result).toEqual([])
      expect((await cartCall(h, w.buyer, method, '/coupon/num')).body.result).toBe(0)
    }
  })
})
