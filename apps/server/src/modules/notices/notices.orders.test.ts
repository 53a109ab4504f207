/**
 * Notices of orders (docs/product/orders.md, "Notices"): each step tells the side that did not
 * take it, the system's steps and payments tell both, in three languages, leading to the order.
 */
import { asc } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/harness.ts'
import {
  addToCart,
  api,
  buyer,
  chooseWay,
  createTrade,
  orderDetail,
  payByWallet,
  placeOrder,
  ship,
  shopWorld,
} from '../../../test/order-api.ts'
import { notices } from '../../db/schema.ts'

const h = useTestApp()

async function told() {
  const rows = await h.db.select().from(notices).orderBy(asc(notices.id))
  await h.db.delete(notices)
  return rows
}

describe('order notices', () => {
  it('a delivery order: new to the shop, paid to both, shipped to the buyer, received to the shop', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    await told()
    const sn = (await placeOrder(h, m, w.skuIds[0] as number)).orders[0]?.sn ?? ''
    const created = await told()
    expect(created.map((n) => [n.type, n.memberId])).toEqual([['ORDER_NEW', w.seller.member.id]])
    expect(created[0]?.content).toEqual({
      'zh-Hant': `${m.member.nickName} 落咗訂單 ${sn}（HK$150），等待付款`,
      'zh-Hans': `${m.member.nickName} 下了订单 ${sn}（HK$150），等待付款`,
      en: `${m.member.nickName} placed order ${sn} (HK$150); waiting for payment`,
    })
    expect(created[0]?.link).toBe(`/home/me/StoreOrder?sn=${sn}`)
    await payByWallet(h, m, sn)
    const paid = await told()
    expect(paid.map((n) => [n.type, n.memberId])).toEqual([
      ['ORDER_PAID', m.member.id],
      ['ORDER_PAID', w.seller.member.id],
    ])
    expect(paid[0]?.link).toBe(`/home/me/OrderDetail?sn=${sn}`)
    expect(paid[1]?.content.en).toBe(`Order ${sn} (HK$150) is paid: please ship it soon`)
    await ship(h, w.seller, sn, 'EE123456789HK', 'HKPOST')
    const shipped = await told()
    expect(shipped.map((n) => [n.type, n.memberId])).toEqual([['ORDER_SHIPPED', m.member.id]])
    expect(shipped[0]?.content['zh-Hant']).toBe(
      `「${w.seller.shop.name}」已用香港郵政寄出訂單 ${sn}，運單號碼 EE123456789HK`,
    )
    expect(shipped[0]?.goodsName).toBe(w.goods.goodsName)
    await api(h, m, 'POST', `/buyer/order/order/${sn}/receiving`)
    const done = await told()
    expect(done.map((n) => [n.type, n.memberId])).toEqual([['ORDER_COMPLETED', w.seller.member.id]])
    expect(done[0]?.content.en).toBe(`Order ${sn} (HK$150) is completed; the money is in your wallet`)
  })

  it('a pickup order: the code to the buyer, the shop told to expect them; verified tells the buyer', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    await told()
    await addToCart(h, m, w.skuIds[1] as number)
    await chooseWay(h, m, w.seller.shop.id, 'PICKUP', w.seller.pickup.id)
    const sn = (await createTrade(h, m)).body.result.orders[0]?.sn ?? ''
    await payByWallet(h, m, sn)
    const code = (await orderDetail(h, m, sn)).body.result.pickupCode ?? ''
    const paid = (await told()).filter((n) => n.type !== 'ORDER_NEW')
    expect(paid.map((n) => [n.type, n.memberId])).toEqual([
      ['ORDER_TAKE', m.member.id],
      ['ORDER_PAID', w.seller.member.id],
    ])
    expect(paid[0]?.content.en).toContain(`show pickup code ${code}`)
    expect(paid[1]?.content.en).not.toContain(code)
    await api(h, w.seller, 'POST', `/buyer/store/order/${sn}/take`, { code })
    expect((await told()).map((n) => [n.type, n.memberId])).toEqual([['ORDER_COMPLETED', m.member.id]])
  })

  it('the buyer’s cancel tells the shop only', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = (await placeOrder(h, m, w.skuIds[0] as number)).orders[0]?.sn ?? ''
    await told()
    await api(h, m, 'POST', `/buyer/order/order/${sn}/cancel`)
    const cancelled = await told()
    expect(cancelled.map((n) => [n.type, n.memberId])).toEqual([['ORDER_CANCELLED', w.seller.member.id]])
    expect(cancelled[0]?.content['zh-Hans']).toBe(`订单 ${sn}（HK$150）已取消：买家取消订单`)
  })
})
