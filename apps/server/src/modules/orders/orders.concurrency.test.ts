/**
 * Orders under concurrency (docs/product/orders.md, "Races"). Real parallelism needs PostgreSQL
 * (`TEST_DATABASE_URL=… npx vitest run` or npm run test:pg); on PGlite the same calls run one by one.
 * - 50 buyers check out the last 10 of a SKU at once: exactly 10 orders, stock 0, nothing oversold;
 * - the cancel job runs on two app instances at once over the same orders: each cancelled once,
 *   its stock and coins given back once;
 * - one order paid by wallet 4 times at once: one payment; 4 orders paid at once from a wallet
 *   holding enough for 3: exactly 3 paid (4, not more: the wallet counts every password check in
 *   flight as a try and locks at 5, so a flood of parallel payments locks it by design);
 * - 100 copies of one provider notification at once: the orders are paid once.
 */
import { ErrorCode } from '@kaifong/contract'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { giveCoins } from '../../../test/goods-api.ts'
import { useTestApp } from '../../../test/harness.ts'
import { addToCart, api, buyer, createTrade, placeOrder, shopWorld } from '../../../test/order-api.ts'
import {
  fundWallet,
  notify,
  PAY_PASSWORD,
  setPayPassword,
  signedNotification,
  walletTotals,
} from '../../../test/wallet.ts'
import { buildApp } from '../../app.ts'
import { queryRows } from '../../db/client.ts'
import { goodsSkus, orderLogs, orders } from '../../db/schema.ts'
import { balanceOf } from '../coins/index.ts'
import { runCancelUnpaidOnce } from './index.ts'

const h = useTestApp()

const skuRow = async (id: number) => (await h.db.select().from(goodsSkus).where(eq(goodsSkus.id, id)))[0]

describe('orders under concurrency', () => {
  it('50 buyers at once on a SKU with 10 in stock: exactly 10 orders, stock 0, no oversell', async () => {
    const w = await shopWorld(h, [{ specs: [], price: '88.00', stock: 10 }])
    const skuId = w.skuIds[0] as number
    const buyers = []
    for (let i = 0; i < 50; i++) {
      const b = await buyer(h)
      await addToCart(h, b, skuId)
      buyers.push(b)
    }
    const results = await Promise.all(buyers.map((b) => createTrade(h, b)))
    const ok = results.filter((r) => r.status === 200)
    expect(ok).toHaveLength(10)
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409)
      expect([ErrorCode.ORDER_STOCK_RAN_OUT, ErrorCode.ORDER_LINE_UNAVAILABLE]).toContain(r.body.code)
    }
    expect(await skuRow(skuId)).toMatchObject({ stock: 0, sold: 10 })
    const [n] = await queryRows<{ n: number; units: number }>(
      h.db,
      sql`select count(distinct o.id)::int as n, coalesce(sum(i.num), 0)::int as units
          from orders o join order_items i on i.order_id = o.id where i.sku_id = ${skuId}`,
    )
    expect(n).toEqual({ n: 10, units: 10 })
  }, 240_000)

  it('the cancel job on two app instances at once: every order cancelled once, stock and coins back once', async () => {
    const w = await shopWorld(h, [{ specs: [], price: '5.00', stock: 400 }])
    const skuId = w.skuIds[0] as number
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyer(h)))
    for (const b of buyers) {
      await giveCoins(h, b.member.id, 1000)
      for (let i = 0; i < 25; i++) {
        const sn = (await placeOrder(h, b, skuId, 2)).orders[0]?.sn ?? ''
        // Every other order has 100 coins on it, waiting for a provider payment that never comes.
        if (i % 2 === 0) await api(h, b, 'POST', '/buyer/payment/pay', { sn, method: 'CARD', coins: 100 })
      }
    }
    expect(await skuRow(skuId)).toMatchObject({ stock: 100, sold: 300 })
    h.clock.advance(31 * 60_000)
    const second = await buildApp({ config: h.config, db: h.db, clock: h.clock })
    await second.ready()
    try {
      const [a, b] = await Promise.all([runCancelUnpaidOnce(h.app.ctx), runCancelUnpaidOnce(second.ctx)])
      expect(a.failed + b.failed).toBe(0)
      expect(a.done + b.done).toBe(150)
    } finally {
      await second.close()
    }
    expect(await skuRow(skuId)).toMatchObject({ stock: 400, sold: 0 })
    for (const b of buyers) expect(await balanceOf(h.db, b.member.id)).toBe(1000)
    const [logs] = await queryRows<{ n: number; orders: number }>(
      h.db,
      sql`select count(*)::int as n, count(distinct order_id)::int as orders from order_logs where status = 'CANCELLED'`,
    )
    expect(logs).toEqual({ n: 150, orders: 150 })
    const left = await h.db.select().from(orders).where(eq(orders.status, 'UNPAID'))
    expect(left).toHaveLength(0)
  }, 240_000)

  it('one order paid by wallet 4 times at once: one payment, the rest find nothing to pay', async () => {
    const w = await shopWorld(h)
    const m = await buyer(h)
    await fundWallet(h, m.member.id, '1000.00')
    await setPayPassword(h, m.headers)
    const sn = (await placeOrder(h, m, w.skuIds[0] as number)).orders[0]?.sn ?? ''
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        api(h, m, 'POST', '/buyer/payment/pay', { sn, method: 'WALLET', password: PAY_PASSWORD }),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    for (const r of results.filter((x) => x.status !== 200))
      expect(r.body.code).toBe(ErrorCode.ORDER_NOTHING_TO_PAY)
    expect(await walletTotals(h, m.member.id)).toEqual({ balance: 85000n, ledger: 85000n })
    const [row] = await h.db.select().from(orders).where(eq(orders.sn, sn))
    const paidLogs = await h.db
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.orderId, row?.id ?? 0))
    expect(paidLogs.filter((l) => l.status === 'PAID')).toHaveLength(1)
  }, 120_000)

  it('4 orders paid at once from a wallet holding enough for 3: exactly 3 paid, never below zero', async () => {
    const w = await shopWorld(h, [{ specs: [], price: '10.00', stock: 100 }])
    const m = await buyer(h)
    const sns: string[] = []
    for (let i = 0; i < 4; i++) sns.push((await placeOrder(h, m, w.skuIds[0] as number)).orders[0]?.sn ?? '')
    // Each order is HK$10 + HK$30 delivery.
    await fundWallet(h, m.member.id, '120.00')
    await setPayPassword(h, m.headers)
    const results = await Promise.all(
      sns.map((sn) =>
        api(h, m, 'POST', '/buyer/payment/pay', { sn, method: 'WALLET', password: PAY_PASSWORD }),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(3)
    for (const r of results.filter((x) => x.status !== 200))
      expect(r.body.code).toBe(ErrorCode.WALLET_INSUFFICIENT)
    expect(await walletTotals(h, m.member.id)).toEqual({ balance: 0n, ledger: 0n })
    const paid = await h.db.select().from(orders).where(eq(orders.status, 'UNDELIVERED'))
    expect(paid).toHaveLength(3)
  }, 120_000)

  it('100 copies of one ORDER payment’s notification at once: the orders are paid once', async () => {
    const a = await shopWorld(h)
    const b = await shopWorld(h)
    const m = await buyer(h)
    await addToCart(h, m, a.skuIds[0] as number)
    await addToCart(h, m, b.skuIds[0] as number)
    const trade = (await createTrade(h, m)).body.result
    const id = (
      await api<{ paymentId: string }>(h, m, 'POST', '/buyer/payment/pay', {
        sn: trade.tradeSn,
        method: 'CARD',
      })
    ).body.result.paymentId
    const signed = await signedNotification(h, id)
    const results = await Promise.all(Array.from({ length: 100 }, () => notify(h, signed)))
    expect(results.every((r) => r.status === 200)).toBe(true)
    const [logs] = await queryRows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from order_logs where status = 'PAID'`,
    )
    expect(logs?.n).toBe(2)
    const rows = await h.db.select().from(orders)
    expect(rows.map((r) => r.status)).toEqual(['UNDELIVERED', 'UNDELIVERED'])
  }, 120_000)
})
