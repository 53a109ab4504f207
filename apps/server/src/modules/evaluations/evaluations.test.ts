/**
 * Reviews through the API (docs/product/chat.md#reviews): only after a deal and once per side,
 * `role` naming the member reviewed, the default text, the seller's review closing the sale, the
 * COMMENTED notice, the lists, sorts and counts, the public reads, and bad input.
 */
import {
  ErrorCode,
  type Evaluation,
  type EvaluationCounts,
  type Page,
  type TalkDetail,
  type ToBeEvaluated,
} from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { market, openTalk, type Party, verifiedMember } from '../../../test/chat.ts'
import { createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { evaluations, goods, messages, notices } from '../../db/schema.ts'

const h = useTestApp()
const BASE = '/buyer/member/evaluation'

function act(who: Party, path: string, payload: Record<string, unknown>) {
  return call<TalkDetail>(h.app, { method: 'POST', url: `/im/talk/${path}`, headers: who.headers, payload })
}

/** A deal at HK$1,000 between the market's buyer and seller (a second buyer may be given). */
async function deal(listing: Parameters<typeof market>[1] = {}, buyer?: Party) {
  const m = await market(h, listing)
  const who = buyer ?? m.buyer
  const talkId = await openTalk(h, who, m.goodsId)
  const offered = await act(who, 'quote', { talkId, price: '1000' })
  const quoteId = offered.body.result.currentQuote?.id
  const accepted = await act(m.seller, 'acceptQuote', { talkId, quoteId })
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`)
  return { ...m, buyer: who, talkId }
}
type Deal = Awaited<ReturnType<typeof deal>>

/** The buyer's review of the seller (or the seller's of the buyer with `bySeller`). */
function review(
  d: Deal,
  fields: Record<string, unknown> = {},
  bySeller = false,
  headers: Record<string, string> = {},
) {
  const [writer, other] = bySeller ? [d.seller, d.buyer] : [d.buyer, d.seller]
  return call<Evaluation>(h.app, {
    method: 'POST',
    url: BASE,
    headers: { ...writer.headers, ...headers },
    payload: {
      role: bySeller ? 'BUYER' : 'SELLER',
      member2Id: String(other.member.id),
      goodsId: String(d.goodsId),
      talkId: d.talkId,
      serviceScore: 5,
      ...fields,
    },
  })
}

/** One seller's listings sold to different buyers a minute apart: `deal()`'s, then one per name. */
async function sellerDeals(names: string[]): Promise<Deal[]> {
  const first = await deal({ name: 'Camera' })
  const made: Deal[] = [first]
  for (const name of names) {
    const buyer = await verifiedMember(h)
    const row = await createListing(h, first.seller.member.id, first.path, { name })
    const talkId = await openTalk(h, buyer, row.id)
    const offered = await act(buyer, 'quote', { talkId, price: '300' })
    h.clock.advance(60_000)
    await act(first.seller, 'acceptQuote', { talkId, quoteId: offered.body.result.currentQuote?.id })
    made.push({ ...first, buyer, goodsId: row.id, talkId })
  }
  return made
}

const stored = () => h.db.select().from(evaluations)
const stateOf = async (id: number) =>
  (await h.db.select().from(goods).where(eq(goods.id, id)))[0]?.marketEnable

describe('writing a review', () => {
  it('only the two sides of an active deal, about each other and that listing (35002)', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    const early = await call(h.app, {
      method: 'POST',
      url: BASE,
      headers: { ...m.buyer.headers, language: 'en' },
      payload: { role: 'SELLER', member2Id: m.seller.member.id, goodsId: m.goodsId, talkId },
    })
    expect(early.status).toBe(403)
    expect(early.body).toMatchObject({
      code: ErrorCode.REVIEW_NOT_ALLOWED,
      message: expect.stringMatching(/after the deal/),
    })
    const d = await deal()
    const stranger = await verifiedMember(h)
    const refused = [
      await review(d, { role: 'BUYER' }),
      await review(d, { member2Id: String(stranger.member.id) }),
      await review(d, { member2Id: String(d.buyer.member.id) }),
      await review(d, { goodsId: String(m.goodsId) }),
      await review(d, { talkId }),
      await review(d, { talkId: '999999' }),
      await call(h.app, {
        method: 'POST',
        url: BASE,
        headers: stranger.headers,
        payload: { role: 'SELLER', member2Id: d.seller.member.id, goodsId: d.goodsId, talkId: d.talkId },
      }),
    ]
    for (const res of refused) {
      expect(res.status).toBe(403)
      expect(res.body.code).toBe(ErrorCode.REVIEW_NOT_ALLOWED)
    }
    expect(await stored()).toHaveLength(0)
  })

  it('each side reviews once (35001), also under 20 concurrent submits', async () => {
    const d = await deal()
    const results = await Promise.all(Array.from({ length: 20 }, () => review(d, { serviceScore: 4 })))
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    for (const res of results.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(409)
      expect(res.body.code).toBe(ErrorCode.ALREADY_REVIEWED)
    }
    expect(await stored()).toHaveLength(1)
    const seller = await review(d, {}, true)
    expect(seller.status).toBe(200)
    expect((await review(d, {}, true)).body.code).toBe(ErrorCode.ALREADY_REVIEWED)
    expect(await stored()).toHaveLength(2)
    const events = await h.db.select().from(messages).where(eq(messages.event, 'REVIEWED'))
    expect(events.map((e) => e.senderId).sort()).toEqual([d.seller.member.id, d.buyer.member.id].sort())
  }, 60_000)

  it('an empty text is stored as "no review text" in the writer’s language', async () => {
    const d = await deal()
    const buyer = await review(d, { content: '' }, false, { language: 'en' })
    expect(buyer.body.result.content).toBe('No review text was left')
    const seller = await review(d, { content: '   ' }, true, { language: 'zh-Hans' })
    expect(seller.body.result.content).toBe('对方没有留下评语')
    const written = await review(await deal(), { content: '  交收準時，好人  ' })
    expect(written.body.result.content).toBe('交收準時，好人')
  })

  it('the seller’s review moves a sold single-stock listing to SOLD_OUT_DOWN; the buyer’s and a several-in-stock listing’s do not', async () => {
    const d = await deal()
    await review(d)
    expect(await stateOf(d.goodsId)).toBe('SOLD_OUT')
    const res = await review(d, {}, true)
    expect(res.body.result).toMatchObject({ role: 'BUYER', member2Id: String(d.buyer.member.id) })
    expect(await stateOf(d.goodsId)).toBe('SOLD_OUT_DOWN')
    const several = await deal({ severalInStock: true })
    await review(several, {}, true)
    expect(await stateOf(several.goodsId)).toBe('UPPER')
  })

  it('the member reviewed gets a COMMENTED notice; the talk shows who has reviewed', async () => {
    const d = await deal({ name: 'Nintendo Switch OLED' })
    const res = await review(d, { serviceScore: 4, content: 'Smooth meetup', tag1: true, tag3: 'true' })
    expect(res.body.result).toMatchObject({
      memberId: String(d.buyer.member.id),
      memberName: d.buyer.member.nickName,
      member2Id: String(d.seller.member.id),
      member2Name: d.seller.member.nickName,
      role: 'SELLER',
      goodsName: 'Nintendo Switch OLED',
      serviceScore: 4,
      tag1: true,
      tag2: false,
      tag3: true,
    })
    const [notice, ...more] = await h.db.select().from(notices).where(eq(notices.type, 'COMMENTED'))
    expect(more).toHaveLength(0)
    expect(notice).toMatchObject({
      memberId: d.seller.member.id,
      operatorName: d.buyer.member.nickName,
      goodsId: d.goodsId,
      goodsName: 'Nintendo Switch OLED',
    })
    expect(notice?.content.en).toBe(`${d.buyer.member.nickName} gave you 4 stars for "Nintendo Switch OLED"`)
    expect(notice?.title).toEqual({
      'zh-Hant': '你收到新評價',
      'zh-Hans': '你收到新评价',
      en: 'You have a new review',
    })
    expect(notice?.content['zh-Hant']).toContain('4 星')
    const seen = await call<TalkDetail>(h.app, {
      method: 'GET',
      url: `/im/talk/${d.talkId}`,
      headers: d.seller.headers,
    })
    expect(seen.body.result.deal).toMatchObject({ reviewedByMe: false, reviewedByOther: true })
  })

  it('bad input is a localized 400 and writes nothing, never a 500', async () => {
    const d = await deal()
    const bad: Record<string, unknown>[] = [
      { serviceScore: 0 },
      { serviceScore: 6 },
      { serviceScore: 2.5 },
      { serviceScore: 'abc' },
      { content: 'x'.repeat(501) },
      { content: 'bad\u0000text' },
      { role: 'ADMIN' },
      { talkId: 'abc' },
      { talkId: '' },
      { member2Id: '-1' },
      { goodsId: '12345678901234567890' },
      { tag1: 'maybe' },
    ]
    for (const fields of bad) {
      const res = await review(d, fields, false, { language: 'en' })
      expect(res.status, JSON.stringify(fields)).toBe(400)
      expect(res.body.code).toBe(ErrorCode.PARAM_ERROR)
      // Words in the asked language, never a message key.
      expect(res.body.message).toMatch(/[A-Za-z]+ [A-Za-z]+/)
      expect(res.body.message).not.toMatch(/^[a-z]+(\.[a-z]+)+$/)
    }
    const score = await review(d, { serviceScore: 9 }, false, { language: 'en' })
    expect(score.body.message).toBe('Please give 1 to 5 stars')
    const zh = await review(d, { serviceScore: 9 }, false, { language: 'zh-Hant' })
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/)
    // Ids the schema takes but no row has are refused like any other review of no deal.
    const huge = await review(d, { talkId: '999999999999999999' })
    expect(huge.status).toBe(403)
    expect(await stored()).toHaveLength(0)
    const visitor = await call(h.app, { method: 'POST', url: BASE, payload: {} })
    expect(visitor.status).toBe(401)
    expect((await call(h.app, { method: 'GET', url: BASE })).status).toBe(401)
  })
})

describe('reading reviews', () => {
  it('lists received and written reviews, sorted by time or score (ties newest first), and counts them exactly', async () => {
    const made = await sellerDeals(['Lens', 'Tripod'])
    const [d1, d2, d3] = made
    if (!d1 || !d2 || !d3) throw new Error('deals missing')
    const buyer2 = d2.buyer
    const buyer3 = d3.buyer
    const scores = [5, 4, 4]
    const ids: string[] = []
    for (const [i, d] of made.entries()) {
      h.clock.advance(60_000)
      const res = await review(d, { serviceScore: scores[i], tag2: i === 0, tag5: true })
      ids.push(res.body.result.id)
    }
    const [r5 = '', r4a = '', r4b = ''] = ids
    const list = async (url: string, who: Party | null = d1.seller) =>
      (await call<Page<Evaluation>>(h.app, { method: 'GET', url, headers: who?.headers ?? {} })).body.result
    expect((await list(BASE)).records.map((r) => r.id)).toEqual([r4b, r4a, r5])
    expect((await list(`${BASE}?sort=TIME_ASC`)).records.map((r) => r.id)).toEqual([r5, r4a, r4b])
    expect((await list(`${BASE}?sort=SCORE_DESC`)).records.map((r) => r.id)).toEqual([r5, r4b, r4a])
    expect((await list(`${BASE}?sort=SCORE_ASC`)).records.map((r) => r.id)).toEqual([r4b, r4a, r5])
    const paged = await list(`${BASE}?pageNumber=2&pageSize=2`)
    expect(paged).toMatchObject({ total: 3, pages: 2, current: 2 })
    expect(paged.records.map((r) => r.id)).toEqual([r5])
    const written = await list(`${BASE}/userSelfEvaluation`, buyer2)
    expect(written.records).toEqual([expect.objectContaining({ id: r4a, goodsName: 'Lens', role: 'SELLER' })])
    expect((await list(`${BASE}/userSelfEvaluation`)).total).toBe(0)
    // Public: no login needed.
    const pub = await list(
      `${BASE}/other/goodsEvaluation?memberId=${d1.seller.member.id}&sort=SCORE_DESC`,
      null,
    )
    expect(pub.records.map((r) => r.id)).toEqual([r5, r4b, r4a])
    const counts = await call<EvaluationCounts>(h.app, {
      method: 'GET',
      url: `${BASE}/counts?memberId=${d1.seller.member.id}`,
    })
    expect(counts.status).toBe(200)
    expect(counts.body.result).toEqual({
      count: 3,
      average: '4.3',
      asSeller: 3,
      asBuyer: 0,
      tag1: 0,
      tag2: 1,
      tag3: 0,
      tag4: 0,
      tag5: 3,
    })
    await review(d2, { serviceScore: 3 }, true)
    const buyerCounts = await call<EvaluationCounts>(h.app, {
      method: 'GET',
      url: `${BASE}/counts?memberId=${buyer2.member.id}`,
    })
    expect(buyerCounts.body.result).toMatchObject({ count: 1, average: '3.0', asSeller: 0, asBuyer: 1 })
    const none = await call<EvaluationCounts>(h.app, {
      method: 'GET',
      url: `${BASE}/counts?memberId=${buyer3.member.id}`,
    })
    expect(none.body.result).toMatchObject({ count: 0, average: '' })
    const badSort = await call(h.app, {
      method: 'GET',
      url: `${BASE}/other/goodsEvaluation?memberId=1&sort=NEWEST`,
    })
    expect(badSort.status).toBe(400)
    expect((await call(h.app, { method: 'GET', url: `${BASE}/counts` })).status).toBe(400)
  }, 60_000)

  it('lists the deals waiting for my review, newest first, until I review or the deal is cancelled', async () => {
    const [first, second, third] = await sellerDeals(['Lens', 'Tripod'])
    if (!first || !second || !third) throw new Error('deals missing')
    const seller = first.seller
    const waiting = async (who: Party) =>
      (
        await call<Page<ToBeEvaluated>>(h.app, {
          method: 'GET',
          url: `${BASE}/userToBeEvaluatedList`,
          headers: who.headers,
        })
      ).body.result
    const sellers = await waiting(seller)
    expect(sellers.records.map((r) => r.talkId)).toEqual([third.talkId, second.talkId, first.talkId])
    expect(sellers.records[0]).toMatchObject({
      goodsName: 'Tripod',
      price: '300.00',
      member2Id: String(third.buyer.member.id),
      name: third.buyer.member.nickName,
      role: 'BUYER',
    })
    expect((await waiting(first.buyer)).records).toEqual([
      expect.objectContaining({ talkId: first.talkId, role: 'SELLER', member2Id: String(seller.member.id) }),
    ])
    await review(first)
    expect((await waiting(first.buyer)).total).toBe(0)
    expect((await waiting(seller)).total).toBe(3)
    // Another deal's review does not stop this one from being cancelled.
    expect((await act(second.buyer, 'applyCancelOrder', { talkId: second.talkId })).status).toBe(200)
    expect((await act(seller, 'acceptCancelOrder', { talkId: second.talkId })).status).toBe(200)
    expect((await waiting(seller)).records.map((r) => r.talkId)).toEqual([third.talkId, first.talkId])
    expect((await waiting(second.buyer)).total).toBe(0)
  }, 60_000)
})
