import { describe, expect, it } from 'vitest'
import { goodsRow, ownerCall, publish, seller, spendsOf } from '../../../test/goods-api.ts'
import { createCategoryPath } from '../../../test/goods-factories.ts'
import { useTestApp } from '../../../test/harness.ts'

const h = useTestApp()
const DAY = 24 * 60 * 60 * 1000

const rowOf = (id: string) => goodsRow(h, id)

async function listed() {
  const s = await seller(h, 200)
  const d = await publish(h, s, await createCategoryPath(h))
  return { s, id: d.id }
}

const twice = <T>(make: () => Promise<T>) => Promise.all([make(), make()])
const fiveTimes = <T>(make: () => Promise<T>) => Promise.all(Array.from({ length: 5 }, make))

describe('paid owner tools under concurrency: charged exactly once', () => {
  it('five identical upGoods at once: one listing period, one payment', async () => {
    const { s, id } = await listed()
    await ownerCall(h, 'PUT', 'downGoods', s, { goodsId: id })
    const results = await fiveTimes(() => ownerCall(h, 'PUT', 'upGoods', s, { goodsId: id, openDays: 7 }))
    expect(results.some((r) => r.status === 200)).toBe(true)
    for (const r of results) {
      // The twin either finds the payment (same answer) or finds the listing already up (10003).
      if (r.status === 200) expect(r.body.result.marketEnable).toBe('UPPER')
      else expect(r.body.code).toBe(10003)
    }
    expect(await spendsOf(h, s.member.id)).toEqual([
      ['LIST_GOODS', -10],
      ['LIST_GOODS', -10],
    ])
  })

  it('five renewGoods at once with one Idempotency-Key extend once and pay once', async () => {
    const { s, id } = await listed()
    const close = (await rowOf(id)).closeTime?.getTime() ?? 0
    const results = await fiveTimes(() =>
      ownerCall(h, 'PUT', 'renewGoods', s, { goodsId: id, openDays: 7 }, { 'idempotency-key': 'tap-1' }),
    )
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(results.map((r) => r.body.result.closeTime)).size).toBe(1)
    expect((await rowOf(id)).closeTime?.getTime()).toBe(close + 7 * DAY)
    expect(await spendsOf(h, s.member.id)).toEqual([
      ['LIST_GOODS', -10],
      ['RENEW_GOODS', -10],
    ])
  })

  it('five boosts at once with one Idempotency-Key add once and pay once', async () => {
    const { s, id } = await listed()
    const results = await fiveTimes(() =>
      ownerCall(
        h,
        'PUT',
        'addRecommendPoint',
        s,
        { goodsId: id, recommendPoint: 15 },
        { 'idempotency-key': 'b' },
      ),
    )
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    expect((await rowOf(id)).recommendPoint).toBe(15)
    expect(await spendsOf(h, s.member.id)).toEqual([
      ['LIST_GOODS', -10],
      ['BOOST_GOODS', -15],
    ])
  })

  it('without a key, each request is its own action: two renewals and two boosts, each paid once', async () => {
    const { s, id } = await listed()
    const close = (await rowOf(id)).closeTime?.getTime() ?? 0
    await twice(() => ownerCall(h, 'PUT', 'renewGoods', s, { goodsId: id, openDays: 7 }))
    await twice(() => ownerCall(h, 'PUT', 'addRecommendPoint', s, { goodsId: id, recommendPoint: 2 }))
    const row = await rowOf(id)
    expect(row.closeTime?.getTime()).toBe(close + 14 * DAY)
    expect(row.recommendPoint).toBe(4)
    expect(await spendsOf(h, s.member.id)).toEqual([
      ['LIST_GOODS', -10],
      ['RENEW_GOODS', -10],
      ['RENEW_GOODS', -10],
      ['BOOST_GOODS', -2],
      ['BOOST_GOODS', -2],
    ])
  })

  it('with an Idempotency-Key: twins and later retries of renew and boost pay once', async () => {
    const { s, id } = await listed()
    const renew = () =>
      ownerCall(h, 'PUT', 'renewGoods', s, { goodsId: id, openDays: 30 }, { 'idempotency-key': 'renew-1' })
    const boost = () =>
      ownerCall(
        h,
        'PUT',
        'addRecommendPoint',
        s,
        { goodsId: id, recommendPoint: 7 },
        { 'idempotency-key': 'boost-1' },
      )
    await twice(renew)
    await twice(boost)
    const retried = await renew()
    expect(retried.status).toBe(200)
    expect((await boost()).body.result.recommendPoint).toBe(7)
    expect(retried.body.result.closeTime).toBe(new Date(h.clock.now().getTime() + 37 * DAY).toISOString())
    expect(await spendsOf(h, s.member.id)).toEqual([
      ['LIST_GOODS', -10],
      ['RENEW_GOODS', -30],
      ['BOOST_GOODS', -7],
    ])
  })

  it('two downGoods at once: one succeeds, the other finds it down (10003)', async () => {
    const { s, id } = await listed()
    const results = await twice(() => ownerCall(h, 'PUT', 'downGoods', s, { goodsId: id }))
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
  })

  it('a boost racing a take-down never charges for a listing that ends up down without its boost', async () => {
    const { s, id } = await listed()
    const [boost] = await Promise.all([
      ownerCall(h, 'PUT', 'addRecommendPoint', s, { goodsId: id, recommendPoint: 9 }),
      ownerCall(h, 'PUT', 'downGoods', s, { goodsId: id }),
    ])
    const row = await rowOf(id)
    expect(row.marketEnable).toBe('DOWN')
    const boosts = (await spendsOf(h, s.member.id)).filter(([reason]) => reason === 'BOOST_GOODS')
    expect(boosts).toHaveLength(boost?.status === 200 ? 1 : 0)
    expect(row.recommendPoint).toBe(boost?.status === 200 ? 9 : 0)
  })
})
