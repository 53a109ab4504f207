import { moneyOf } from '@kaifong/contract'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { login as loginAs } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { goodsSkus, members, orders, shops, walletAccounts, walletLedger } from '../schema.ts'
import { seedDemoData } from './index.ts'
import { DEMO_PASSWORD } from './members.ts'

const h = useTestApp()

type OrderPage = { records: { sn: string; orderStatus: string }[]; total: number }

describe('demo shop', () => {
  it('an approved shop with SKU goods, and demo_buyer has an order in each state, served by the API', async () => {
    await seedDemoData(h.db, h.config)
    const [shop] = await h.db.select().from(shops)
    expect(shop?.status).toBe('OPEN')
    const page = await call<{ storeName: string }>(h.app, {
      method: 'GET',
      url: `/buyer/store/store/get/detail/${shop?.id}`,
    })
    expect(page.status).toBe(200)
    expect(page.body.result.storeName).toBe('Jason 遊戲舖')

    const skus = await h.db.select().from(goodsSkus)
    expect(skus.length).toBeGreaterThanOrEqual(5)
    const token = (await loginAs(h.app, 'demo_buyer', DEMO_PASSWORD)).accessToken
    const list = await call<OrderPage>(h.app, {
      method: 'GET',
      url: '/buyer/order/order?tag=ALL&pageNumber=1&pageSize=20',
      headers: { accesstoken: token },
    })
    expect(list.status).toBe(200)
    const statuses = new Set(list.body.result.records.map((r) => r.orderStatus))
    expect(statuses).toEqual(
      new Set(['UNPAID', 'UNDELIVERED', 'DELIVERED', 'TAKE', 'COMPLETED', 'CANCELLED']),
    )
    for (const r of list.body.result.records) {
      const one = await call(h.app, {
        method: 'GET',
        url: `/buyer/order/order/${r.sn}`,
        headers: { accesstoken: token },
      })
      expect(one.status, r.sn).toBe(200)
    }
    const delivered = list.body.result.records.find((r) => r.orderStatus === 'DELIVERED')
    const traces = await call<unknown[]>(h.app, {
      method: 'POST',
      url: `/buyer/order/order/getTraces/${delivered?.sn}`,
      headers: { accesstoken: token },
    })
    expect(traces.status, JSON.stringify(traces.body)).toBe(200)

    // Every order's amounts hold (the table's checks), and each wallet's balance is its ledger's sum.
    expect((await h.db.select().from(orders)).length).toBe(6)
    for (const account of await h.db.select().from(walletAccounts)) {
      const [sum] = await h.db
        .select({ total: sql<string>`coalesce(sum(${walletLedger.amount}), 0)::numeric(12,2)::text` })
        .from(walletLedger)
        .where(eq(walletLedger.memberId, account.memberId))
      expect(moneyOf(sum?.total ?? '0')).toBe(moneyOf(account.balance))
    }
    const [buyer] = await h.db.select().from(members).where(eq(members.username, 'demo_buyer'))
    const wallet = await call<{ balance: string }>(h.app, {
      method: 'GET',
      url: '/buyer/wallet/wallet/check',
      headers: { accesstoken: token },
    })
    expect(buyer).toBeDefined()
    expect(moneyOf(wallet.body.result.balance)).toBeGreaterThan(0n)

    // The buyer can put a shop SKU with stock in the cart at once.
    const live = skus.find((s) => s.stock > 0)
    const add = await call(h.app, {
      method: 'POST',
      url: '/buyer/trade/carts',
      headers: { accesstoken: token },
      payload: { skuId: String(live?.id), num: 1 },
    })
    expect(add.status, JSON.stringify(add.body)).toBe(200)
  }, 120_000)
})
