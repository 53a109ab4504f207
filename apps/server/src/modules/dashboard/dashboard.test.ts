/**
 * The dashboard (docs/admin.md, "Dashboard") on a small known dataset: exact totals, zero-filled
 * days, Hong Kong day boundaries (UTC+8), and who may read it.
 */
import { ErrorCode } from '@kaifong/contract'
import { describe, expect, it } from 'vitest'
import { createOperator } from '../../../test/admin-factories.ts'
import { createMember, createSignedIn } from '../../../test/factories.ts'
import { createCategoryPath, createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { coinLedger, deals, quotes, reports, talkReports, talks } from '../../db/schema.ts'

const h = useTestApp()
const OLD = new Date('2020-01-01T00:00:00Z')
/** A moment given as Hong Kong local time. */
const hk = (local: string) => new Date(`${local}+08:00`)

interface Day {
  day: string
  newMembers: number
  newListings: number
  coinsIssued: number
  coinsSpent: number
  chats: number
  deals: number
  orders: number
  paidOrders: number
  gmv: string
}
interface Dashboard {
  totals: Record<string, number | string>
  series: Day[]
}

const read = async (headers: Record<string, string>, days?: number | string) =>
  call<Dashboard>(h.app, {
    method: 'GET',
    url: `/admin/api/dashboard${days === undefined ? '' : `?days=${days}`}`,
    headers,
  })

let keys = 0
async function ledger(memberId: number, amount: number, at: Date) {
  keys += 1
  await h.db.insert(coinLedger).values({
    memberId,
    amount,
    reason: amount > 0 ? 'ADMIN_ADJUST' : 'LIST_GOODS',
    balanceAfter: 1000,
    idempotencyKey: `dash-${keys}`,
    createdAt: at,
  })
}

async function talkAt(goodsId: number, buyerId: number, sellerId: number, at: Date, withDeal: boolean) {
  const [talk] = await h.db.insert(talks).values({ goodsId, buyerId, sellerId, createdAt: at }).returning()
  if (!talk) throw new Error('talk')
  if (withDeal) {
    const [quote] = await h.db
      .insert(quotes)
      .values({ talkId: talk.id, goodsId, buyerId, sellerId, price: '10.00', status: 3, createdAt: at })
      .returning()
    if (!quote) throw new Error('quote')
    await h.db.insert(deals).values({
      goodsId,
      talkId: talk.id,
      quoteId: quote.id,
      buyerId,
      sellerId,
      price: '10.00',
      singleStock: false,
      createdAt: at,
    })
  }
  return talk
}

/**
 * The test clock is 2026-11-23 10:00 in Hong Kong; the 7-day range is 11-17 00:00 to 11-24 00:00
 * Hong Kong time (2026-11-16T16:00Z to 2026-11-23T16:00Z).
 */
async function dataset() {
  const op = await createOperator(h, 'MODERATOR', { createdAt: OLD })
  const seller = await createMember(h, { createdAt: OLD })
  // Members: on the first midnight (in), a millisecond before it (out for 7 days, in for 30),
  // late today (in), tomorrow in Hong Kong (out), and a deleted one (a new member, not in the total).
  const buyer = await createMember(h, { createdAt: hk('2026-11-17T00:00:00.000') })
  await createMember(h, { createdAt: hk('2026-11-16T23:59:59.999') })
  await createMember(h, { createdAt: hk('2026-11-23T23:59:00') })
  await createMember(h, { createdAt: hk('2026-11-24T00:00:00') })
  await createMember(h, { createdAt: hk('2026-11-20T12:00:00'), deletedAt: hk('2026-11-21T12:00:00') })

  const path = await createCategoryPath(h)
  const now = h.clock.now()
  // Listings: live ones on 11-18 (two) and 11-22; an expired, a taken-down and a deleted one (11-19).
  const live = await createListing(h, seller.id, path, { createdAt: hk('2026-11-18T08:00:00') })
  await createListing(h, seller.id, path, { createdAt: hk('2026-11-18T23:30:00') })
  await createListing(h, seller.id, path, { createdAt: hk('2026-11-22T01:00:00') })
  await createListing(h, seller.id, path, {
    createdAt: hk('2026-11-19T10:00:00'),
    closeTime: new Date(now.getTime() - 1000),
  })
  await createListing(h, seller.id, path, { createdAt: hk('2026-11-19T10:00:00'), marketEnable: 'DOWN' })
  await createListing(h, seller.id, path, { createdAt: hk('2026-11-19T10:00:00'), deletedAt: now })
  // Older than every range: counted live, never in a series.
  const old = await createListing(h, seller.id, path, { createdAt: OLD })

  await ledger(seller.id, 10, hk('2026-11-18T09:00:00'))
  await ledger(seller.id, -3, hk('2026-11-18T21:00:00'))
  await ledger(seller.id, 5, hk('2026-11-22T00:00:00'))
  await ledger(seller.id, -2, hk('2026-11-10T12:00:00'))
  await ledger(buyer.id, 7, hk('2026-11-24T00:00:01'))

  const talk = await talkAt(live.id, buyer.id, seller.id, hk('2026-11-18T10:00:00'), true)
  await talkAt(old.id, buyer.id, seller.id, hk('2026-11-23T09:00:00'), false)

  await h.db.insert(reports).values([
    { reporterId: buyer.id, goodsId: live.id, typeNum: 1, goodsName: 'x' },
    { reporterId: op.member.id, goodsId: live.id, typeNum: 1, goodsName: 'x', status: 'HANDLED' },
  ])
  await h.db.insert(talkReports).values({
    reporterId: buyer.id,
    talkId: talk.id,
    reportedId: seller.id,
    typeNum: 0,
    excerpt: [],
  })
  return op
}

const zero = {
  newMembers: 0,
  newListings: 0,
  coinsIssued: 0,
  coinsSpent: 0,
  chats: 0,
  deals: 0,
  orders: 0,
  paidOrders: 0,
  gmv: '0.00',
}

describe('GET /admin/api/dashboard', () => {
  it('answers exact totals and a zero-filled series of Hong Kong days', async () => {
    const op = await dataset()
    const res = await read(op.headers, 7)
    expect(res.status).toBe(200)
    expect(res.body.result.totals).toEqual({
      // Operator, seller, buyer, and the three not deleted of the other four.
      members: 6,
      liveListings: 4,
      reportsPending: 2,
      coinsIssued: 15,
      coinsSpent: 3,
      orders: 0,
      paidOrders: 0,
      gmv: '0.00',
    })
    expect(res.body.result.series).toEqual([
      { day: '2026-11-17', ...zero, newMembers: 1 },
      { day: '2026-11-18', ...zero, newListings: 2, coinsIssued: 10, coinsSpent: 3, chats: 1, deals: 1 },
      { day: '2026-11-19', ...zero, newListings: 3 },
      { day: '2026-11-20', ...zero, newMembers: 1 },
      { day: '2026-11-21', ...zero },
      { day: '2026-11-22', ...zero, newListings: 1, coinsIssued: 5 },
      { day: '2026-11-23', ...zero, newMembers: 1, chats: 1 },
    ])
  })

  it('covers 30 and 90 days, today last', async () => {
    const op = await dataset()
    const month = (await read(op.headers, 30)).body.result
    expect(month.series).toHaveLength(30)
    expect(month.series[0]?.day).toBe('2026-10-25')
    expect(month.series.at(-1)?.day).toBe('2026-11-23')
    expect(month.series.find((d) => d.day === '2026-11-16')).toMatchObject({ newMembers: 1 })
    expect(month.series.find((d) => d.day === '2026-11-10')).toMatchObject({ coinsSpent: 2 })
    expect(month.totals).toMatchObject({ coinsIssued: 15, coinsSpent: 5 })
    const quarter = (await read(op.headers, 90)).body.result
    expect(quarter.series).toHaveLength(90)
    expect(quarter.series[0]?.day).toBe('2026-08-26')
    expect(quarter.series.reduce((n, d) => n + d.newMembers, 0)).toBe(4)
    // Without `days`: the last 7.
    expect((await read(op.headers)).body.result.series).toHaveLength(7)
  })

  it('moves to the next day at Hong Kong midnight, not UTC midnight', async () => {
    await dataset()
    // A session of the moment (an access token lives an hour).
    const signIn = async (at: string) => {
      h.clock.set(at)
      return (await createOperator(h, 'MODERATOR', { createdAt: OLD })).headers
    }
    const late = await signIn('2026-11-23T15:59:59Z') // 23:59:59 in Hong Kong
    expect((await read(late, 7)).body.result.series.at(-1)?.day).toBe('2026-11-23')
    const midnight = await signIn('2026-11-23T16:00:00Z') // 00:00 on the 24th in Hong Kong
    const next = (await read(midnight, 7)).body.result
    expect(next.series[0]?.day).toBe('2026-11-18')
    expect(next.series.at(-1)).toEqual({ day: '2026-11-24', ...zero, newMembers: 1, coinsIssued: 7 })
  })

  it('refuses other ranges, visitors and members', async () => {
    const op = await createOperator(h, 'MODERATOR')
    for (const days of [0, 1, 14, 'week', -7]) {
      const res = await read(op.headers, days)
      expect(res.status, String(days)).toBe(400)
      expect(res.body.code).toBe(ErrorCode.PARAM_ERROR)
    }
    expect((await read({}, 7)).status).toBe(401)
    const member = await createSignedIn(h)
    const refused = await read(member.headers, 7)
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe(ErrorCode.ADMIN_FORBIDDEN)
  })
})
