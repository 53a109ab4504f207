/**
 * The shop's steps and the parcels (docs/product/orders.md, "The shop's steps", "Carriers and
 * traces"): the shop's list, shipping with a carrier and a tracking number in its format, self
 * pickup verified by the buyer's code (5 tries), traces and packages, the carriers list.
 */
import {
  type CarrierInfo,
  ErrorCode,
  type OrderCard,
  type OrderDetail,
  type OrderTraces,
  type Page,
} from '@kaifong/contract'
import { describe, expect, it } from 'vitest'
import { createSignedIn, login } from '../../../test/factories.ts'
import { useTestApp } from '../../../test/harness.ts'
import {
  addToCart,
  api,
  buyer,
  chooseWay,
  createTrade,
  orderDetail,
  paidOrder,
  payByWallet,
  placeOrder,
  ship,
  shopWorld,
} from '../../../test/order-api.ts'
import { walletTotals } from '../../../test/wallet.ts'

const h = useTestApp()
const store = '/buyer/store/order'

/** A self-pickup order paid by wallet: TAKE. */
async function pickupOrder() {
  const w = await shopWorld(h)
  const m = await buyer(h)
  await addToCart(h, m, w.skuIds[1] as number)
  await chooseWay(h, m, w.seller.shop.id, 'PICKUP', w.seller.pickup.id)
  const sn = (await createTrade(h, m)).body.result.orders[0]?.sn ?? ''
  await payByWallet(h, m, sn)
  return { w, m, sn }
}

describe('the shop’s orders', () => {
  it('lists its orders by status; members without a shop are refused; other shops’ orders are 404', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const unpaid = (await placeOrder(h, m, w.skuIds[0] as number)).orders[0]?.sn ?? ''
    const paid = await paidOrder(h, w, m)
    const all = await api<Page<OrderCard>>(h, w.seller, 'GET', store)
    expect(all.body.result.records.map((r) => r.sn).sort()).toEqual([unpaid, paid].sort())
    const toShip = await api<Page<OrderCard>>(h, w.seller, 'GET', `${store}?status=UNDELIVERED`)
    expect(toShip.body.result.records.map((r) => [r.sn, r.buyerName, r.actions])).toEqual([
      [paid, m.member.nickName, ['SHIP']],
    ])
    const bySn = await api<Page<OrderCard>>(h, w.seller, 'GET', `${store}?sn=${unpaid}`)
    expect(bySn.body.result.total).toBe(1)
    expect((await api(h, w.seller, 'GET', `${store}?status=LOST`)).status).toBe(400)
    const nobody = await createSignedIn(h)
    expect((await api(h, nobody, 'GET', store)).body.code).toBe(ErrorCode.ORDER_NOT_A_SHOP)
    expect((await api(h, nobody, 'GET', `${store}/${paid}`)).body.code).toBe(ErrorCode.ORDER_NOT_FOUND)
    const other = await shopWorld(h)
    expect((await api(h, other.seller, 'GET', `${store}/${paid}`)).status).toBe(404)
    expect((await ship(h, other.seller, paid)).status).toBe(404)
    expect((await api(h, null, 'GET', store)).status).toBe(401)
  })

  it('ships an order to ship with a tracking number in the carrier’s format', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const unpaid = (await placeOrder(h, m, w.skuIds[0] as number)).orders[0]?.sn ?? ''
    expect((await ship(h, w.seller, unpaid)).body.code).toBe(ErrorCode.ORDER_STATE)
    const sn = await paidOrder(h, w, m)
    const refusals: [string, string, number][] = [
      ['SF', 'SB2026112301', ErrorCode.ORDER_TRACKING_INVALID],
      ['HKPOST', 'EE12345678HK', ErrorCode.ORDER_TRACKING_INVALID],
      ['DHL', 'SF1234567890123', ErrorCode.ORDER_CARRIER_UNKNOWN],
    ]
    for (const [carrier, no, code] of refusals) {
      expect((await ship(h, w.seller, sn, no, carrier)).body.code).toBe(code)
    }
    for (const body of [
      { carrier: 'SF' },
      { carrier: 'SF', trackingNo: 'SF\u0000' },
      { carrier: 'SF', trackingNo: 'x'.repeat(31) },
    ]) {
      expect((await api(h, w.seller, 'POST', `${store}/${sn}/delivery`, body)).status).toBe(400)
    }
    const res = await ship(h, w.seller, sn, 'sf 1234-5678-9012-3', 'SF')
    expect(res.body.result).toMatchObject({
      orderStatus: 'DELIVERED',
      carrier: 'SF',
      trackingNo: 'SF1234567890123',
    })
    expect(res.body.result.carrierName).toBe('SF Express')
    // The timeline names the carrier in words, not by its code.
    expect(res.body.result.logs.at(-1)?.note).toBe('SF Express SF1234567890123')
    expect((await ship(h, w.seller, sn)).body.code).toBe(ErrorCode.ORDER_STATE)
    const seen = await orderDetail(h, m, sn)
    expect(seen.body.result).toMatchObject({ orderStatus: 'DELIVERED', actions: ['RECEIVE', 'TRACK'] })
    expect(seen.body.result.autoCompleteTime).toBe(
      new Date(h.clock.now().getTime() + 10 * 86_400_000).toISOString(),
    )
  })

  it('self pickup: the buyer sees the code, the shop never; the right code completes it', async () => {
    const { w, m, sn } = await pickupOrder()
    const mine = await orderDetail(h, m, sn)
    expect(mine.body.result.orderStatus).toBe('TAKE')
    const code = mine.body.result.pickupCode ?? ''
    expect(code).toMatch(/^\d{6}$/)
    const shops = await api<OrderDetail>(h, w.seller, 'GET', `${store}/${sn}`)
    expect(shops.body.result).toMatchObject({ pickupCode: null, actions: ['VERIFY'] })
    expect(JSON.stringify(shops.body)).not.toContain(code)
    expect((await ship(h, w.seller, sn, 'SB2026112301')).body.code).toBe(ErrorCode.ORDER_STATE)
    const wrong = code === '000000' ? '000001' : '000000'
    expect((await api(h, w.seller, 'POST', `${store}/${sn}/take`, { code: wrong })).body.code).toBe(
      ErrorCode.ORDER_PICKUP_CODE_WRONG,
    )
    for (const bad of ['12345', '1234567', 'abcdef', '']) {
      expect((await api(h, w.seller, 'POST', `${store}/${sn}/take`, { code: bad })).status).toBe(400)
    }
    const done = await api<OrderDetail>(h, w.seller, 'POST', `${store}/${sn}/take`, { code })
    expect(done.body.result.orderStatus).toBe('COMPLETED')
    expect((await walletTotals(h, w.seller.member.id)).balance).toBe(4550n)
  })

  it('pickup codes stop after 5 tries in 15 minutes, the right one too', async () => {
    const { w, m, sn } = await pickupOrder()
    const code = (await orderDetail(h, m, sn)).body.result.pickupCode ?? ''
    const wrong = code === '111111' ? '222222' : '111111'
    for (let i = 0; i < 5; i++) await api(h, w.seller, 'POST', `${store}/${sn}/take`, { code: wrong })
    const locked = await api(h, w.seller, 'POST', `${store}/${sn}/take`, { code })
    expect([locked.status, locked.body.code]).toEqual([429, ErrorCode.ORDER_PICKUP_TRIES])
    h.clock.advance(15 * 60_000 + 1)
    expect(
      (await api<OrderDetail>(h, w.seller, 'POST', `${store}/${sn}/take`, { code })).body.result.orderStatus,
    ).toBe('COMPLETED')
  })
})

describe('parcels', () => {
  it('the sandbox carrier’s traces grow with time, the same each time, in the member’s language', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = await paidOrder(h, w, m)
    const before = await api(h, m, 'POST', `/buyer/order/order/getTraces/${sn}`)
    expect(before.body.code).toBe(ErrorCode.ORDER_STATE)
    expect((await api(h, m, 'GET', `/buyer/order/order/getPackage/${sn}`)).body.result).toEqual([])
    await ship(h, w.seller, sn, 'SB2026112399')
    // A fresh session each time: the clock moves past the access token's life.
    const traces = async (lang = 'en') => {
      const { accessToken } = await login(h.app, m.member.username)
      const as = { headers: { accesstoken: accessToken } }
      return (await api<OrderTraces>(h, as, 'POST', `/buyer/order/order/getTraces/${sn}`, undefined, lang))
        .body.result
    }
    expect((await traces()).traces).toEqual([])
    h.clock.advance(3 * 3600_000)
    const early = await traces()
    expect(early.traces.length).toBeGreaterThanOrEqual(1)
    expect(early.traces.at(-1)?.text).toBe('Picked up by the courier in Yau Tsim Mong')
    expect(await traces()).toEqual(early)
    h.clock.advance(3 * 86_400_000)
    const all = await traces()
    expect(all.traces.map((t) => t.text)).toEqual([
      'Delivered and signed for. Thank you',
      expect.stringMatching(/^Out for delivery \(courier HK\d{4}\)$/),
      'Left the Tsing Yi sorting centre for New Territories',
      'Arrived at the Tsing Yi sorting centre',
      'Picked up by the courier in Yau Tsim Mong',
    ])
    expect(all).toMatchObject({ carrier: 'SANDBOX', sandbox: true, trackingUrl: null })
    expect((await traces('zh-Hant')).traces.at(-1)?.text).toBe('快遞員已於油尖旺區收件')
    expect((await traces('zh-Hans')).traces[0]?.text).toBe('快件已派送并签收，感谢使用')
    const fresh = { headers: { accesstoken: (await login(h.app, m.member.username)).accessToken } }
    const packages = await api<{ items: unknown[] }[]>(h, fresh, 'GET', `/buyer/order/order/getPackage/${sn}`)
    expect(packages.body.result).toHaveLength(1)
    expect(packages.body.result[0]?.items).toHaveLength(1)
    const other = await buyer(h)
    expect((await api(h, other, 'POST', `/buyer/order/order/getTraces/${sn}`)).status).toBe(404)
  })

  it('lists the carriers for anyone, with the sandbox open where the payment sandbox is', async () => {
    const res = await api<Page<CarrierInfo>>(
      h,
      null,
      'GET',
      '/buyer/other/logistics?pageNumber=1&pageSize=200',
    )
    expect(res.body.result.records.map((c) => [c.code, c.name, c.disabled])).toEqual([
      ['SF', 'SF Express', 'OPEN'],
      ['HKPOST', 'Hongkong Post', 'OPEN'],
      ['KERRY', 'Kerry Express', 'OPEN'],
      ['ZTO', 'ZTO Express', 'OPEN'],
      ['SANDBOX', 'Sandbox courier (testing)', 'OPEN'],
    ])
    const open = await api<Page<CarrierInfo>>(h, null, 'GET', '/buyer/other/logistics?disabled=CLOSE')
    expect(open.body.result.total).toBe(0)
    expect((await api(h, null, 'GET', '/buyer/other/logistics?pageSize=201')).status).toBe(400)
  })
})
