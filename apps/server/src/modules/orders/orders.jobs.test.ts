/**
 * The orders' jobs (docs/product/orders.md, "Jobs"), run by hand with the test clock: unpaid
 * orders past their deadline are cancelled with their stock and coins given back; delivered
 * orders complete themselves after the setting's days and pay the seller.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { giveCoins } from '../../../test/goods-api.ts'
import { useTestApp } from '../../../test/harness.ts'
import { api, buyer, orderRow, paidOrder, placeOrder, ship, shopWorld } from '../../../test/order-api.ts'
import { walletTotals } from '../../../test/wallet.ts'
import { goodsSkus, notices, orderLogs } from '../../db/schema.ts'
import { balanceOf } from '../coins/index.ts'
import { putSetting } from '../site/index.ts'
import { runAutoCompleteOnce, runCancelUnpaidOnce } from './index.ts'

const h = useTestApp()
const stockOf = async (skuId: number) =>
  (await h.db.select().from(goodsSkus).where(eq(goodsSkus.id, skuId)))[0]?.stock

describe('the cancel job', () => {
  it('cancels UNPAID orders once their pay deadline has passed: stock and coins back, both sides told', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    await giveCoins(h, m.member.id, 300)
    const sn = (await placeOrder(h, m, w.skuIds[0] as number, 3)).orders[0]?.sn ?? ''
    await api(h, m, 'POST', '/buyer/payment/pay', { sn, method: 'FPS', coins: 300 })
    const paid = await paidOrder(h, w, m)
    expect(await stockOf(w.skuIds[0] as number)).toBe(6)
    h.clock.advance(29 * 60_000)
    expect(await runCancelUnpaidOnce(h.app.ctx)).toMatchObject({ done: 0, failed: 0 })
    expect((await orderRow(h, sn)).status).toBe('UNPAID')
    h.clock.advance(60_000)
    expect(await runCancelUnpaidOnce(h.app.ctx)).toMatchObject({ done: 1, failed: 0 })
    const row = await orderRow(h, sn)
    expect(row).toMatchObject({ status: 'CANCELLED', cancelReason: 'TIMEOUT' })
    expect((await orderRow(h, paid)).status).toBe('UNDELIVERED')
    expect(await stockOf(w.skuIds[0] as number)).toBe(9)
    expect(await balanceOf(h.db, m.member.id)).toBe(300)
    const logs = await h.db.select().from(orderLogs).where(eq(orderLogs.orderId, row.id))
    expect(logs.at(-1)).toMatchObject({ status: 'CANCELLED', actor: 'SYSTEM', note: 'TIMEOUT' })
    const told = await h.db.select().from(notices).where(eq(notices.type, 'ORDER_CANCELLED'))
    expect(told.map((n) => n.memberId).sort()).toEqual([m.member.id, w.seller.member.id].sort())
    expect(told[0]?.content.en).toContain('Not paid in time')
    expect(await runCancelUnpaidOnce(h.app.ctx)).toMatchObject({ done: 0 })
    expect(await stockOf(w.skuIds[0] as number)).toBe(9)
  })

  it('works through more than one batch', async () => {
    const w = await shopWorld(h, [{ specs: [], price: '1.00', stock: 500 }])
    const buyers = await Promise.all(Array.from({ length: 3 }, () => buyer(h)))
    for (const b of buyers) for (let i = 0; i < 40; i++) await placeOrder(h, b, w.skuIds[0] as number)
    expect(await stockOf(w.skuIds[0] as number)).toBe(380)
    h.clock.advance(31 * 60_000)
    expect(await runCancelUnpaidOnce(h.app.ctx)).toEqual({ done: 120, failed: 0, more: false })
    expect(await stockOf(w.skuIds[0] as number)).toBe(500)
  }, 120_000)
})

describe('the auto-complete job', () => {
  it('completes DELIVERED orders after the setting’s days and pays the seller once', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = await paidOrder(h, w, m)
    await ship(h, w.seller, sn)
    h.clock.advance(10 * 86_400_000 - 1000)
    expect(await runAutoCompleteOnce(h.app.ctx)).toMatchObject({ done: 0 })
    h.clock.advance(1000)
    expect(await runAutoCompleteOnce(h.app.ctx)).toMatchObject({ done: 1 })
    expect(await orderRow(h, sn)).toMatchObject({ status: 'COMPLETED', receivedAt: null })
    expect(await walletTotals(h, w.seller.member.id)).toEqual({ balance: 15000n, ledger: 15000n })
    expect(await runAutoCompleteOnce(h.app.ctx)).toMatchObject({ done: 0 })
    const told = await h.db.select().from(notices).where(eq(notices.type, 'ORDER_COMPLETED'))
    expect(told).toHaveLength(2)
  })

  it('follows order.autoCompleteDays', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    const sn = await paidOrder(h, w, m)
    await ship(h, w.seller, sn)
    await putSetting(h.db, 'order.autoCompleteDays', 3)
    h.clock.advance(3 * 86_400_000)
    expect(await runAutoCompleteOnce(h.app.ctx)).toMatchObject({ done: 1 })
  })
})
