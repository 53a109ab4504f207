/**
 * Offers and deals through the API (docs/product/chat.md, Offers and Deals): who may act, amounts,
 * one open offer per talk, re-offers, unavailable listings, closed and foreign offers, the sale of
 * single- and several-in-stock listings, cancelling a deal, and the member's offer list.
 */
import { ErrorCode, type MyQuote, type Page, QUOTE_STATUS, type TalkDetail } from '@kaifong/contract'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { detail, type Market, market, openTalk, type Party, verifiedMember } from '../../../test/chat.ts'
import { createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { deals, goods, messages, quotes } from '../../db/schema.ts'

const h = useTestApp()
const en = { language: 'en' }

function act(
  who: Party,
  path: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return call<TalkDetail>(h.app, {
    method: 'POST',
    url: `/im/talk/${path}`,
    headers: { ...who.headers, ...headers },
    payload,
  })
}
const offer = (who: Party, talkId: string, price: unknown) => act(who, 'quote', { talkId, price })

/** A market whose buyer has offered `price`. */
async function offered(listing: Parameters<typeof market>[1] = {}, price = '1000') {
  const m = await market(h, listing)
  const talkId = await openTalk(h, m.buyer, m.goodsId)
  const res = await offer(m.buyer, talkId, price)
  const quoteId = res.body.result.currentQuote?.id
  if (res.status !== 200 || !quoteId) throw new Error(`offer failed: ${JSON.stringify(res.body)}`)
  return { ...m, talkId, quoteId }
}

/** Another buyer's talk and offer on the same listing. */
async function rival(m: Market, price = '900') {
  const buyer = await verifiedMember(h)
  const talkId = await openTalk(h, buyer, m.goodsId)
  const res = await offer(buyer, talkId, price)
  return { buyer, talkId, quoteId: res.body.result.currentQuote?.id ?? '' }
}

const eventsOf = async (talkId: string) =>
  (
    await h.db
      .select()
      .from(messages)
      .where(eq(messages.talkId, Number(talkId)))
      .orderBy(asc(messages.seq))
  ).map((r) => ({
    event: r.event,
    price: r.price,
    quoteId: r.quoteId === null ? null : String(r.quoteId),
    senderId: r.senderId,
  }))
const listing = async (id: number) => (await h.db.select().from(goods).where(eq(goods.id, id)))[0]
const quoteRow = async (id: string) =>
  (
    await h.db
      .select()
      .from(quotes)
      .where(eq(quotes.id, Number(id)))
  )[0]

describe('offers', () => {
  it('only the buyer offers and withdraws; only the seller accepts or rejects (30003)', async () => {
    const m = await offered()
    const wrong = [
      await offer(m.seller, m.talkId, '500'),
      await act(m.buyer, 'acceptQuote', { talkId: m.talkId, quoteId: m.quoteId }),
      await act(m.buyer, 'refuseQuote', { talkId: m.talkId, quoteId: m.quoteId }),
      await act(m.seller, 'cancelQuote', { talkId: m.talkId, quoteId: m.quoteId }),
    ]
    for (const res of wrong) {
      expect(res.status).toBe(403)
      expect(res.body.code).toBe(ErrorCode.CHAT_WRONG_SIDE)
    }
    expect(await quoteRow(m.quoteId)).toMatchObject({ status: QUOTE_STATUS.QUOTED, price: '1000.00' })
    expect((await eventsOf(m.talkId)).map((e) => e.event)).toEqual(['QUOTED'])
    expect(await h.db.select().from(deals)).toHaveLength(0)
  })

  it('amounts are HK$0.01 to HK$9,999,999,999.99 with at most two decimals, kept exact', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    for (const price of [0, '0', '0.00', '0.001', -1, 'abc', 10000000000, '10000000000', '', '1e3']) {
      const res = await act(m.buyer, 'quote', { talkId, price }, en)
      expect(res.status, String(price)).toBe(400)
      // A sentence in the asked language, never a message key.
      expect(res.body).toMatchObject({
        code: ErrorCode.PARAM_ERROR,
        message: expect.stringMatching(/^[A-Z].* /),
      })
    }
    expect(await h.db.select().from(quotes)).toHaveLength(0)
    for (const [price, stored] of [
      ['9999999999.99', '9999999999.99'],
      ['0.01', '0.01'],
      ['1,200.5', '1200.50'],
      [88, '88.00'],
    ] as const) {
      const res = await offer(m.buyer, talkId, price)
      expect(res.status).toBe(200)
      expect(res.body.result.currentQuote?.price).toBe(stored)
    }
    // A form body works as JSON does.
    const form = await h.app.inject({
      method: 'POST',
      url: '/im/talk/quote',
      headers: { ...m.buyer.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `talkId=${talkId}&price=77.7`,
    })
    expect(form.json().result.currentQuote.price).toBe('77.70')
  })

  it('one open offer per talk: many concurrent offers from the buyer leave exactly one open', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => offer(m.buyer, talkId, 500 + i)))
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200))
    const rows = await h.db.select().from(quotes)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.status).toBe(QUOTE_STATUS.QUOTED)
    const events = (await eventsOf(talkId)).map((e) => e.event)
    expect(events).toEqual(['QUOTED', ...Array(19).fill('REQUOTED')])
  })

  it('editing the open offer changes its amount (REQUOTED); after a rejection or withdrawal the buyer offers again (REOFFERED)', async () => {
    const m = await offered()
    const edited = await offer(m.buyer, m.talkId, '950')
    expect(edited.body.result.currentQuote).toMatchObject({ id: m.quoteId, price: '950.00', status: 1 })
    const refused = await act(m.seller, 'refuseQuote', { talkId: m.talkId, quoteId: m.quoteId })
    expect(refused.body.result.currentQuote).toMatchObject({ id: m.quoteId, status: QUOTE_STATUS.REJECTED })
    const again = await offer(m.buyer, m.talkId, '980')
    const second = again.body.result.currentQuote?.id ?? ''
    expect(second).not.toBe(m.quoteId)
    const withdrawn = await act(m.buyer, 'cancelQuote', { talkId: m.talkId, quoteId: second })
    expect(withdrawn.body.result.currentQuote).toMatchObject({ id: second, status: QUOTE_STATUS.CANCELLED })
    const third = await offer(m.buyer, m.talkId, '990')
    expect(third.body.result).toMatchObject({ quote: '990.00', quoteStatus: 1 })
    expect(await eventsOf(m.talkId)).toEqual([
      { event: 'QUOTED', price: '1000.00', quoteId: m.quoteId, senderId: m.buyer.member.id },
      { event: 'REQUOTED', price: '950.00', quoteId: m.quoteId, senderId: m.buyer.member.id },
      { event: 'REJECTED', price: '950.00', quoteId: m.quoteId, senderId: m.seller.member.id },
      { event: 'REOFFERED', price: '980.00', quoteId: second, senderId: m.buyer.member.id },
      { event: 'CANCELLED', price: '980.00', quoteId: second, senderId: m.buyer.member.id },
      {
        event: 'REOFFERED',
        price: '990.00',
        quoteId: third.body.result.currentQuote?.id,
        senderId: m.buyer.member.id,
      },
    ])
  })

  it('an offer on a taken-down, expired, sold or deleted listing is refused (30011)', async () => {
    const past = new Date(Date.parse('2026-11-20T00:00:00Z'))
    const states = [
      { marketEnable: 'DOWN' as const },
      { closeTime: past },
      { marketEnable: 'SOLD_OUT' as const },
      { deletedAt: past },
    ]
    for (const change of states) {
      const m = await market(h)
      const talkId = await openTalk(h, m.buyer, m.goodsId)
      await h.db.update(goods).set(change).where(eq(goods.id, m.goodsId))
      const res = await act(m.buyer, 'quote', { talkId, price: '100' }, en)
      expect(res.status, JSON.stringify(change)).toBe(409)
      expect(res.body).toMatchObject({
        code: ErrorCode.GOODS_UNAVAILABLE,
        message: expect.stringMatching(/no more offers/),
      })
    }
    expect(await h.db.select().from(quotes)).toHaveLength(0)
    expect(await h.db.select().from(messages)).toHaveLength(0)
  })

  it('acting on an offer that is no longer open is refused (30004); another talk’s offer is not found (30002)', async () => {
    const m = await offered()
    await act(m.seller, 'refuseQuote', { talkId: m.talkId, quoteId: m.quoteId })
    for (const [who, path] of [
      [m.seller, 'refuseQuote'],
      [m.seller, 'acceptQuote'],
      [m.buyer, 'cancelQuote'],
    ] as const) {
      const res = await act(who, path, { talkId: m.talkId, quoteId: m.quoteId })
      expect(res.status, path).toBe(409)
      expect(res.body.code).toBe(ErrorCode.QUOTE_NOT_OPEN)
    }
    const other = await rival(m)
    for (const quoteId of [other.quoteId, '999999']) {
      const res = await act(m.seller, 'acceptQuote', { talkId: m.talkId, quoteId })
      expect(res.status).toBe(404)
      expect(res.body.code).toBe(ErrorCode.TALK_NOT_FOUND)
    }
    expect(await quoteRow(other.quoteId)).toMatchObject({ status: QUOTE_STATUS.QUOTED })
    expect(await h.db.select().from(deals)).toHaveLength(0)
  })

  it('a member outside the talk gets 404 (30002) for every action, and nothing is written', async () => {
    const m = await offered()
    const stranger = await verifiedMember(h)
    const before = (await h.db.select().from(messages)).length
    for (const talkId of [m.talkId, '999999']) {
      const calls = [
        offer(stranger, talkId, '1'),
        ...['acceptQuote', 'refuseQuote', 'cancelQuote'].map((p) =>
          act(stranger, p, { talkId, quoteId: m.quoteId }),
        ),
        ...['applyCancelOrder', 'acceptCancelOrder', 'refuseCancelOrder'].map((p) =>
          act(stranger, p, { talkId }),
        ),
      ]
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(404)
        expect(res.body.code).toBe(ErrorCode.TALK_NOT_FOUND)
      }
    }
    expect(await h.db.select().from(messages)).toHaveLength(before)
    expect(await quoteRow(m.quoteId)).toMatchObject({ status: QUOTE_STATUS.QUOTED })
  })

  it('a block stops new offers and acceptances either way (30006)', async () => {
    const m = await offered()
    await act(m.buyer, 'block', { talkId: m.talkId })
    const quote = await offer(m.buyer, m.talkId, '1100')
    const accept = await act(m.seller, 'acceptQuote', { talkId: m.talkId, quoteId: m.quoteId })
    for (const res of [quote, accept]) {
      expect(res.status).toBe(403)
      expect(res.body.code).toBe(ErrorCode.CHAT_BLOCKED)
    }
    expect(await h.db.select().from(deals)).toHaveLength(0)
  })

  it('lists my offers as buyer and as seller, most recently changed first', async () => {
    const m = await offered({ name: 'Fujifilm X100V' })
    const second = await createListing(h, m.seller.member.id, m.path, { name: 'Ricoh GR III' })
    const t2 = await openTalk(h, m.buyer, second.id)
    h.clock.advance(1000)
    await offer(m.buyer, t2, '3000')
    const mine = await call<Page<MyQuote>>(h.app, {
      method: 'GET',
      url: '/im/talk/quotes',
      headers: m.buyer.headers,
    })
    expect(mine.body.result.total).toBe(2)
    expect(mine.body.result.records.map((r) => r.goodsName)).toEqual(['Ricoh GR III', 'Fujifilm X100V'])
    h.clock.advance(1000)
    await act(m.seller, 'refuseQuote', { talkId: m.talkId, quoteId: m.quoteId })
    const seller = await call<Page<MyQuote>>(h.app, {
      method: 'GET',
      url: '/im/talk/quotes?role=SELLER&pageNumber=1&pageSize=1',
      headers: m.seller.headers,
    })
    expect(seller.body.result).toMatchObject({ total: 2, pages: 2, size: 1 })
    expect(seller.body.result.records[0]).toMatchObject({
      id: m.quoteId,
      talkId: m.talkId,
      goodsId: String(m.goodsId),
      goodsName: 'Fujifilm X100V',
      price: '1000.00',
      status: QUOTE_STATUS.REJECTED,
      userId: String(m.buyer.member.id),
      name: m.buyer.member.nickName,
    })
    const bad = await call(h.app, {
      method: 'GET',
      url: '/im/talk/quotes?role=ADMIN',
      headers: m.buyer.headers,
    })
    expect(bad.status).toBe(400)
  })
})

describe('deals', () => {
  it('accepting makes a deal at the offer’s amount: a single-stock listing is sold and other offers closed', async () => {
    const m = await offered({}, '1,050.5')
    const other = await rival(m, '990')
    const deliver = vi.spyOn(h.app.ctx.realtime, 'deliver')
    const res = await act(m.seller, 'acceptQuote', { talkId: m.talkId, quoteId: m.quoteId })
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({
      goodsState: 'SOLD_OUT',
      currentQuote: { id: m.quoteId, status: QUOTE_STATUS.ACCEPTED },
      deal: { price: '1050.50', status: 'ACTIVE', cancelAskedBy: '', reviewedByMe: false },
    })
    expect(await listing(m.goodsId)).toMatchObject({ marketEnable: 'SOLD_OUT' })
    expect(await h.db.select().from(deals)).toEqual([
      expect.objectContaining({ singleStock: true, price: '1050.50', buyerId: m.buyer.member.id }),
    ])
    expect(await quoteRow(other.quoteId)).toMatchObject({ status: QUOTE_STATUS.CLOSED })
    expect((await eventsOf(other.talkId)).at(-1)).toEqual({
      event: 'CLOSED',
      price: '990.00',
      quoteId: other.quoteId,
      senderId: null,
    })
    expect((await eventsOf(m.talkId)).at(-1)).toMatchObject({
      event: 'ACCEPTED',
      senderId: m.seller.member.id,
    })
    // Both talks' members hear of it: the event message and a "talk changed" frame each.
    const frames = deliver.mock.calls.flatMap(([targets]) =>
      targets.map((t) => ({ to: t.memberId, ...JSON.parse(t.json) })),
    )
    deliver.mockRestore()
    for (const [who, talkId] of [
      [m.buyer, m.talkId],
      [m.seller, m.talkId],
      [other.buyer, other.talkId],
      [m.seller, other.talkId],
    ] as const) {
      expect(frames).toContainEqual(expect.objectContaining({ to: who.member.id, type: 'talk', talkId }))
      expect(frames).toContainEqual(
        expect.objectContaining({
          to: who.member.id,
          type: 'message',
          message: expect.objectContaining({ talkId }),
        }),
      )
    }
    // The other buyer sees the talk closed, and cannot offer on a sold listing.
    expect((await detail(h, other.buyer, other.talkId)).body.result).toMatchObject({
      quoteStatus: QUOTE_STATUS.CLOSED,
    })
    expect((await offer(other.buyer, other.talkId, '1200')).body.code).toBe(ErrorCode.GOODS_UNAVAILABLE)
  })

  it('a second acceptance is refused: single-stock (30005) and several-in-stock (30004)', async () => {
    const single = await offered()
    await act(single.seller, 'acceptQuote', { talkId: single.talkId, quoteId: single.quoteId })
    const again = await act(single.seller, 'acceptQuote', { talkId: single.talkId, quoteId: single.quoteId })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe(ErrorCode.GOODS_SOLD)
    const several = await offered({ severalInStock: true })
    await act(several.seller, 'acceptQuote', { talkId: several.talkId, quoteId: several.quoteId })
    const twice = await act(several.seller, 'acceptQuote', {
      talkId: several.talkId,
      quoteId: several.quoteId,
    })
    expect(twice.status).toBe(409)
    expect(twice.body.code).toBe(ErrorCode.QUOTE_NOT_OPEN)
    expect(await h.db.select().from(deals)).toHaveLength(2)
  })

  it('a several-in-stock listing stays listed with two deals, and other offers stay open', async () => {
    const m = await offered({ severalInStock: true })
    const second = await rival(m, '800')
    const third = await rival(m, '700')
    await act(m.seller, 'acceptQuote', { talkId: m.talkId, quoteId: m.quoteId })
    const res = await act(m.seller, 'acceptQuote', { talkId: second.talkId, quoteId: second.quoteId })
    expect(res.body.result).toMatchObject({
      goodsState: 'UPPER',
      deal: { price: '800.00', status: 'ACTIVE' },
    })
    expect(await listing(m.goodsId)).toMatchObject({ marketEnable: 'UPPER' })
    expect(await h.db.select().from(deals)).toHaveLength(2)
    expect((await h.db.select().from(deals)).every((d) => !d.singleStock)).toBe(true)
    expect(await quoteRow(third.quoteId)).toMatchObject({ status: QUOTE_STATUS.QUOTED })
  })
})

describe('cancelling a deal', () => {
  async function dealt(listingOverrides: Parameters<typeof market>[1] = {}) {
    const m = await offered(listingOverrides)
    await act(m.seller, 'acceptQuote', { talkId: m.talkId, quoteId: m.quoteId })
    return m
  }

  it('either side asks, the asker cannot answer (30003), the other agrees: deal cancelled, listing back on the market', async () => {
    const m = await dealt()
    const asked = await act(m.buyer, 'applyCancelOrder', { talkId: m.talkId })
    expect(asked.body.result.deal).toMatchObject({
      status: 'ACTIVE',
      cancelAskedBy: String(m.buyer.member.id),
    })
    const twice = await act(m.seller, 'applyCancelOrder', { talkId: m.talkId })
    expect(twice.status).toBe(409)
    expect(twice.body.code).toBe(ErrorCode.CANCEL_ALREADY_ASKED)
    for (const path of ['acceptCancelOrder', 'refuseCancelOrder']) {
      const own = await act(m.buyer, path, { talkId: m.talkId }, en)
      expect(own.status).toBe(403)
      expect(own.body).toMatchObject({
        code: ErrorCode.CHAT_WRONG_SIDE,
        message: expect.stringMatching(/your own request/),
      })
    }
    const agreed = await act(m.seller, 'acceptCancelOrder', { talkId: m.talkId })
    expect(agreed.status).toBe(200)
    expect(agreed.body.result).toMatchObject({ goodsState: 'UPPER', deal: { status: 'CANCELLED' } })
    expect(await listing(m.goodsId)).toMatchObject({ marketEnable: 'UPPER' })
    expect(await quoteRow(m.quoteId)).toMatchObject({ status: QUOTE_STATUS.ACCEPTED })
    expect((await h.db.select().from(deals))[0]?.cancelledAt).toEqual(h.clock.now())
    expect((await eventsOf(m.talkId)).map((e) => e.event)).toEqual([
      'QUOTED',
      'ACCEPTED',
      'CANCEL_ASKED',
      'CANCEL_AGREED',
    ])
    // No deal any more: every step of cancelling is refused.
    for (const path of ['applyCancelOrder', 'acceptCancelOrder', 'refuseCancelOrder']) {
      const res = await act(m.seller, path, { talkId: m.talkId })
      expect(res.status).toBe(409)
      expect(res.body.code).toBe(ErrorCode.DEAL_NOT_ACTIVE)
    }
    // The listing may be sold again.
    const reoffer = await offer(m.buyer, m.talkId, '1111')
    expect(reoffer.status).toBe(200)
  })

  it('refusing keeps the deal; answering when nobody asked is refused (30009)', async () => {
    const m = await dealt()
    const none = await act(m.buyer, 'refuseCancelOrder', { talkId: m.talkId })
    expect(none.status).toBe(409)
    expect(none.body.code).toBe(ErrorCode.CANCEL_NOT_ASKED)
    await act(m.seller, 'applyCancelOrder', { talkId: m.talkId })
    const refused = await act(m.buyer, 'refuseCancelOrder', { talkId: m.talkId })
    expect(refused.body.result.deal).toMatchObject({ status: 'ACTIVE', cancelAskedBy: '' })
    expect(await listing(m.goodsId)).toMatchObject({ marketEnable: 'SOLD_OUT' })
    expect((await eventsOf(m.talkId)).at(-1)).toMatchObject({
      event: 'CANCEL_REFUSED',
      senderId: m.buyer.member.id,
    })
    // A refused request may be made again.
    expect((await act(m.buyer, 'applyCancelOrder', { talkId: m.talkId })).status).toBe(200)
  })

  it('a listing whose time ran out while sold shows as expired after the cancellation', async () => {
    const m = await dealt()
    // Its period ends while it is sold (moving the clock days ahead would end the sessions too).
    const closeTime = new Date(h.clock.now().getTime() - 1000)
    await h.db.update(goods).set({ closeTime }).where(eq(goods.id, m.goodsId))
    await act(m.buyer, 'applyCancelOrder', { talkId: m.talkId })
    const agreed = await act(m.seller, 'acceptCancelOrder', { talkId: m.talkId })
    expect(agreed.body.result.goodsState).toBe('EXPIRED')
    expect(await listing(m.goodsId)).toMatchObject({ marketEnable: 'UPPER', closeTime })
  })

  it('a reviewed deal can no longer be cancelled (30007), also with a request already pending', async () => {
    const m = await dealt()
    await act(m.seller, 'applyCancelOrder', { talkId: m.talkId })
    const review = await call(h.app, {
      method: 'POST',
      url: '/buyer/member/evaluation',
      headers: m.buyer.headers,
      payload: {
        role: 'SELLER',
        member2Id: m.seller.member.id,
        goodsId: m.goodsId,
        talkId: m.talkId,
        serviceScore: 5,
      },
    })
    expect(review.status).toBe(200)
    const agree = await act(m.buyer, 'acceptCancelOrder', { talkId: m.talkId })
    expect(agree.status).toBe(409)
    expect(agree.body.code).toBe(ErrorCode.DEAL_REVIEWED)
    await act(m.buyer, 'refuseCancelOrder', { talkId: m.talkId })
    const ask = await act(m.buyer, 'applyCancelOrder', { talkId: m.talkId })
    expect(ask.status).toBe(409)
    expect(ask.body.code).toBe(ErrorCode.DEAL_REVIEWED)
    expect((await h.db.select().from(deals))[0]?.status).toBe('ACTIVE')
  })
})
