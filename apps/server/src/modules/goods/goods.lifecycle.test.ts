import type { GoodsDetail } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import {
  giveCoins,
  goodsRow,
  ledgerOf,
  ownerCall,
  publish,
  seller,
  spendsOf,
} from '../../../test/goods-api.ts'
import { createCategoryPath } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { goods } from '../../db/schema.ts'

const h = useTestApp()
const DAY = 24 * 60 * 60 * 1000

const rowOf = (id: string) => goodsRow(h, id)
const setState = (id: string, values: Partial<typeof goods.$inferInsert>) =>
  h.db
    .update(goods)
    .set(values)
    .where(eq(goods.id, Number(id)))
const at = (ms: number) => new Date(h.clock.now().getTime() + ms).toISOString()

/** A seller with a fresh 7-day listing and `coins` left after paying for it. */
async function listed(coins = 100) {
  const s = await seller(h, coins + 10)
  const d = await publish(h, s, await createCategoryPath(h))
  return { s, d, id: d.id }
}

describe('downGoods', () => {
  it('takes a listed item down, forfeiting its time; twice → 409 10003', async () => {
    const { s, id } = await listed()
    const res = await ownerCall(h, 'PUT', 'downGoods', s, { goodsId: id })
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ marketEnable: 'DOWN', label: 'UNLISTED', closeTime: null })
    const again = await ownerCall(h, 'PUT', 'downGoods', s, { goodsId: id })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe(10003)
  })

  it('an expired listing can be taken down too', async () => {
    const { s, id } = await listed()
    await setState(id, { closeTime: new Date(h.clock.now().getTime() - 1) })
    expect((await ownerCall(h, 'PUT', 'downGoods', s, { goodsId: id })).body.result.marketEnable).toBe('DOWN')
  })
})

describe('upGoods', () => {
  it('puts a taken-down item up for a new period and pays again (7 → 10, 30 → 30 coins)', async () => {
    const { s, id } = await listed(100)
    await ownerCall(h, 'PUT', 'downGoods', s, { goodsId: id })
    const up = await ownerCall(h, 'PUT', 'upGoods', s, { goodsId: id, openDays: 30 })
    expect(up.status).toBe(200)
    expect(up.body.result).toMatchObject({
      marketEnable: 'UPPER',
      label: 'LISTED',
      openDays: 30,
      openTime: at(0),
      closeTime: at(30 * DAY),
    })
    await ownerCall(h, 'PUT', 'downGoods', s, { goodsId: id })
    await ownerCall(h, 'PUT', 'upGoods', s, { goodsId: id, openDays: 7 })
    expect(await spendsOf(h, s.member.id)).toEqual([
      ['LIST_GOODS', -10],
      ['LIST_GOODS', -30],
      ['LIST_GOODS', -10],
    ])
    expect((await ledgerOf(h, s.member.id)).at(-1)?.ref).toBe(id)
  })

  it('relists an expired or evaluated listing; refuses a live or sold one (10003) without charging', async () => {
    const { s, id } = await listed()
    const live = await ownerCall(h, 'PUT', 'upGoods', s, { goodsId: id, openDays: 7 })
    expect(live.status).toBe(409)
    expect(live.body.code).toBe(10003)
    await setState(id, { closeTime: new Date(h.clock.now().getTime() - 1) })
    expect(
      (await ownerCall(h, 'PUT', 'upGoods', s, { goodsId: id, openDays: 7 })).body.result.closeTime,
    ).toBe(at(7 * DAY))
    await setState(id, { marketEnable: 'SOLD_OUT' })
    expect((await ownerCall(h, 'PUT', 'upGoods', s, { goodsId: id, openDays: 7 })).body.code).toBe(10003)
    await setState(id, { marketEnable: 'SOLD_OUT_DOWN' })
    expect((await ownerCall(h, 'PUT', 'upGoods', s, { goodsId: id, openDays: 7 })).body.result.label).toBe(
      'LISTED',
    )
    expect(await spendsOf(h, s.member.id)).toEqual([
      ['LIST_GOODS', -10],
      ['LIST_GOODS', -10],
      ['LIST_GOODS', -10],
    ])
  })

  it('not enough coins → 409 40001, the listing stays down', async () => {
    const { s, id } = await listed(5)
    await ownerCall(h, 'PUT', 'downGoods', s, { goodsId: id })
    const res = await ownerCall(h, 'PUT', 'upGoods', s, { goodsId: id, openDays: 7 })
    expect(res.status).toBe(409)
    expect(res.body.code).toBe(40001)
    expect((await rowOf(id)).marketEnable).toBe('DOWN')
    expect(await spendsOf(h, s.member.id)).toEqual([['LIST_GOODS', -10]])
  })

  it('refuses a duration other than 7 or 30 days', async () => {
    const { s, id } = await listed()
    await ownerCall(h, 'PUT', 'downGoods', s, { goodsId: id })
    const res = await ownerCall(h, 'PUT', 'upGoods', s, { goodsId: id, openDays: 14 }, { language: 'en' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Please choose 7 or 30 days')
  })
})

describe('renewGoods', () => {
  it('extends a live listing from its close time, an expired one from now; pays RENEW_GOODS', async () => {
    const { s, id } = await listed()
    const live = await ownerCall(h, 'PUT', 'renewGoods', s, { goodsId: id, openDays: 30 })
    expect(live.body.result).toMatchObject({ closeTime: at(37 * DAY), openDays: 30, label: 'LISTED' })
    await setState(id, { closeTime: new Date(h.clock.now().getTime() - DAY) })
    const expired = await ownerCall(h, 'PUT', 'renewGoods', s, { goodsId: id, openDays: 7 })
    expect(expired.body.result).toMatchObject({ closeTime: at(7 * DAY), label: 'LISTED' })
    expect(await spendsOf(h, s.member.id)).toEqual([
      ['LIST_GOODS', -10],
      ['RENEW_GOODS', -30],
      ['RENEW_GOODS', -10],
    ])
  })

  it('accepts a form-encoded body, as the original client sends', async () => {
    const { s, id } = await listed()
    const res = await call<GoodsDetail>(h.app, {
      method: 'PUT',
      url: '/buyer/goods/goods/renewGoods',
      headers: { ...s.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `goodsId=${id}&openDays=30`,
    })
    expect(res.status).toBe(200)
    expect(res.body.result.closeTime).toBe(at(37 * DAY))
  })

  it('refuses anything not listed (10003) without charging', async () => {
    const { s, id } = await listed()
    for (const marketEnable of ['DOWN', 'SOLD_OUT', 'SOLD_OUT_DOWN'] as const) {
      await setState(id, { marketEnable })
      const res = await ownerCall(h, 'PUT', 'renewGoods', s, { goodsId: id, openDays: 7 })
      expect(res.status).toBe(409)
      expect(res.body.code).toBe(10003)
    }
    expect(await spendsOf(h, s.member.id)).toEqual([['LIST_GOODS', -10]])
  })
})

describe('addRecommendPoint', () => {
  it('spends the coins and adds them to recommendPoint', async () => {
    const { s, id } = await listed(50)
    await ownerCall(h, 'PUT', 'addRecommendPoint', s, { goodsId: id, recommendPoint: 20 })
    const res = await ownerCall(h, 'PUT', 'addRecommendPoint', s, { goodsId: id, recommendPoint: '5' })
    expect(res.body.result.recommendPoint).toBe(25)
    expect(await spendsOf(h, s.member.id)).toEqual([
      ['LIST_GOODS', -10],
      ['BOOST_GOODS', -20],
      ['BOOST_GOODS', -5],
    ])
  })

  it('an expired listing → 409 with "product has expired"; a taken-down one → 10003; nothing spent', async () => {
    const { s, id } = await listed()
    await setState(id, { closeTime: new Date(h.clock.now().getTime() - 1) })
    const expired = await ownerCall(
      h,
      'PUT',
      'addRecommendPoint',
      s,
      { goodsId: id, recommendPoint: 5 },
      { language: 'en' },
    )
    expect(expired.status).toBe(409)
    expect(expired.body).toMatchObject({
      code: 10003,
      message: 'Product has expired, needs to be reuploaded',
    })
    await setState(id, { marketEnable: 'DOWN', closeTime: null })
    expect(
      (await ownerCall(h, 'PUT', 'addRecommendPoint', s, { goodsId: id, recommendPoint: 5 })).body.code,
    ).toBe(10003)
    expect(await spendsOf(h, s.member.id)).toEqual([['LIST_GOODS', -10]])
    expect((await rowOf(id)).recommendPoint).toBe(0)
  })

  it('not enough coins → 40001; a bad amount → 400; nothing changes', async () => {
    const { s, id } = await listed(3)
    expect(
      (await ownerCall(h, 'PUT', 'addRecommendPoint', s, { goodsId: id, recommendPoint: 4 })).body.code,
    ).toBe(40001)
    for (const recommendPoint of [0, -1, 1.5, 10_001, 'lots']) {
      const res = await ownerCall(h, 'PUT', 'addRecommendPoint', s, { goodsId: id, recommendPoint })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe(4002)
    }
    expect((await rowOf(id)).recommendPoint).toBe(0)
    expect(await spendsOf(h, s.member.id)).toEqual([['LIST_GOODS', -10]])
  })
})

describe('deleteGoods', () => {
  it('soft-deletes a taken-down or evaluated listing; it is then gone from the API', async () => {
    const { s, id } = await listed()
    const live = await ownerCall(h, 'DELETE', 'deleteGoods', s, { goodsId: id })
    expect(live.status).toBe(409)
    expect(live.body.code).toBe(10003)
    await ownerCall(h, 'PUT', 'downGoods', s, { goodsId: id })
    const res = await ownerCall<null>(h, 'DELETE', 'deleteGoods', s, { goodsId: id })
    expect(res.status).toBe(200)
    expect(res.body.result).toBeNull()
    expect((await rowOf(id)).deletedAt?.toISOString()).toBe(at(0))
    expect((await ownerCall(h, 'PUT', 'upGoods', s, { goodsId: id, openDays: 7 })).body.code).toBe(10001)
    expect((await ownerCall(h, 'DELETE', 'deleteGoods', s, { goodsId: id })).status).toBe(404)

    const other = await publish(h, s, await createCategoryPath(h, ['a', 'b', 'c']))
    await setState(other.id, { marketEnable: 'SOLD_OUT' })
    expect((await ownerCall(h, 'DELETE', 'deleteGoods', s, { goodsId: other.id })).body.code).toBe(10003)
    await setState(other.id, { marketEnable: 'SOLD_OUT_DOWN' })
    expect((await ownerCall(h, 'DELETE', 'deleteGoods', s, { goodsId: other.id })).status).toBe(200)
  })
})

describe('owner tools: permissions', () => {
  const actions: ['PUT' | 'DELETE', string, object][] = [
    ['PUT', 'downGoods', {}],
    ['PUT', 'upGoods', { openDays: 7 }],
    ['PUT', 'renewGoods', { openDays: 7 }],
    ['PUT', 'addRecommendPoint', { recommendPoint: 5 }],
    ['DELETE', 'deleteGoods', {}],
  ]

  it('another member gets the same 404 10001 as for an unknown listing; nothing is written or charged', async () => {
    const { id } = await listed()
    const before = await rowOf(id)
    const other = await createSignedIn(h)
    await giveCoins(h, other.member.id, 100)
    for (const state of ['UPPER', 'DOWN'] as const) {
      await setState(id, { marketEnable: state })
      for (const [method, action, extra] of actions) {
        const res = await ownerCall(h, method, action, other, { goodsId: id, ...extra })
        const unknown = await ownerCall(h, method, action, other, { goodsId: '424242', ...extra })
        expect(res.status, action).toBe(404)
        expect(res.body.code).toBe(10001)
        expect([res.status, res.body.code, res.body.message]).toEqual([
          unknown.status,
          unknown.body.code,
          unknown.body.message,
        ])
      }
    }
    const after = await rowOf(id)
    expect({ ...after, marketEnable: 'UPPER' }).toEqual(before)
    expect(await spendsOf(h, other.member.id)).toEqual([])
  })

  it('logged out → 401 20003; unknown listing → 404 10001; bad id → 400', async () => {
    const { s, id } = await listed()
    for (const [method, action, extra] of actions) {
      const out = await ownerCall(h, method, action, null, { goodsId: id, ...extra })
      expect(out.status).toBe(401)
      expect(out.body.code).toBe(20003)
      const unknown = await ownerCall(h, method, action, s, { goodsId: '424242', ...extra })
      expect(unknown.status).toBe(404)
      expect(unknown.body.code).toBe(10001)
      expect((await ownerCall(h, method, action, s, { goodsId: 'x', ...extra })).status).toBe(400)
    }
    expect((await rowOf(id)).marketEnable).toBe('UPPER')
  })

  it('answers with the detail in the request language', async () => {
    const { s, id } = await listed()
    const res = await ownerCall<GoodsDetail>(h, 'PUT', 'downGoods', s, { goodsId: id }, { language: 'en' })
    expect(res.body.result.categoryPath.map((c) => c.name)).toEqual(['電子產品-en', '手機-en', '智能手機-en'])
    expect(res.body.result.isOwner).toBe(true)
  })
})
