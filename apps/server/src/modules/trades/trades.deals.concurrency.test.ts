/**
 * Deals under concurrency (docs/product/chat.md#deals): many acceptances racing on one listing,
 * offers racing a sale, and twin acceptances of one offer. Real parallelism needs PostgreSQL
 * (npm run test:pg); on PGlite the same requests run one transaction at a time and must give the
 * same outcome.
 */
import { ErrorCode, QUOTE_STATUS, type TalkDetail } from '@kaifong/contract'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { market, openTalk, type Party, verifiedMember } from '../../../test/chat.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { deals, goods, messages, quotes } from '../../db/schema.ts'

const h = useTestApp()

function act(who: Party, path: string, payload: Record<string, unknown>) {
  return call<TalkDetail>(h.app, { method: 'POST', url: `/im/talk/${path}`, headers: who.headers, payload })
}

/** `count` buyers, each with a talk and an open offer on the listing (the first is the market's buyer). */
async function offers(listing: Parameters<typeof market>[1], count: number) {
  const m = await market(h, listing)
  const buyers = [m.buyer, ...(await Promise.all(Array.from({ length: count - 1 }, () => verifiedMember(h))))]
  const talks: { buyer: Party; talkId: string; quoteId: string }[] = []
  for (const [i, buyer] of buyers.entries()) {
    const talkId = await openTalk(h, buyer, m.goodsId)
    const res = await act(buyer, 'quote', { talkId, price: String(1000 + i) })
    const quoteId = res.body.result.currentQuote?.id
    if (!quoteId) throw new Error(`offer failed: ${JSON.stringify(res.body)}`)
    talks.push({ buyer, talkId, quoteId })
  }
  return { ...m, talks }
}

describe('deals under concurrency', () => {
  it('50 concurrent acceptances on one single-stock listing: one deal, SOLD_OUT, the 49 other offers closed with an event each', async () => {
    const m = await offers({}, 50)
    const results = await Promise.all(
      m.talks.map((t) => act(m.seller, 'acceptQuote', { talkId: t.talkId, quoteId: t.quoteId })),
    )
    const won = results.flatMap((r, i) => (r.status === 200 ? [m.talks[i]] : []))
    expect(won).toHaveLength(1)
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(409)
      expect(r.body.code).toBe(ErrorCode.GOODS_SOLD)
    }
    const winner = won[0]
    if (!winner) throw new Error('no winner')
    const made = await h.db.select().from(deals)
    expect(made).toHaveLength(1)
    expect(made[0]).toMatchObject({ quoteId: Number(winner.quoteId), status: 'ACTIVE', singleStock: true })
    const [row] = await h.db.select().from(goods).where(eq(goods.id, m.goodsId))
    expect(row?.marketEnable).toBe('SOLD_OUT')
    const all = await h.db.select().from(quotes)
    expect(all.filter((q) => q.status === QUOTE_STATUS.ACCEPTED).map((q) => String(q.id))).toEqual([
      winner.quoteId,
    ])
    expect(all.filter((q) => q.status === QUOTE_STATUS.CLOSED)).toHaveLength(49)
    for (const t of m.talks) {
      const events = await h.db
        .select()
        .from(messages)
        .where(and(eq(messages.talkId, Number(t.talkId)), eq(messages.kind, 'EVENT')))
      const closed = events.filter((e) => e.event === 'CLOSED')
      if (t === winner) {
        expect(closed).toHaveLength(0)
        expect(events.filter((e) => e.event === 'ACCEPTED')).toHaveLength(1)
      } else {
        expect(closed).toHaveLength(1)
        expect(closed[0]).toMatchObject({ senderId: null, quoteId: Number(t.quoteId) })
      }
    }
  }, 180_000)

  it('offers racing a sale never leave an open offer on the sold listing', async () => {
    const m = await offers({}, 1)
    const first = m.talks[0]
    if (!first) throw new Error('no offer')
    const late = await Promise.all(
      Array.from({ length: 15 }, async () => {
        const buyer = await verifiedMember(h)
        return { buyer, talkId: await openTalk(h, buyer, m.goodsId) }
      }),
    )
    const [accepted, ...offered] = await Promise.all([
      act(m.seller, 'acceptQuote', { talkId: first.talkId, quoteId: first.quoteId }),
      ...late.map((t) => act(t.buyer, 'quote', { talkId: t.talkId, price: '1500' })),
    ])
    expect(accepted?.status).toBe(200)
    for (const r of offered) {
      if (r.status !== 200) expect(r.body.code).toBe(ErrorCode.GOODS_UNAVAILABLE)
    }
    const open = await h.db.select().from(quotes).where(eq(quotes.status, QUOTE_STATUS.QUOTED))
    expect(open).toHaveLength(0)
    // Each offer that got in before the sale was closed by it, with its event.
    const made = offered.filter((r) => r.status === 200).length
    const closed = await h.db.select().from(messages).where(eq(messages.event, 'CLOSED'))
    expect(closed).toHaveLength(made)
  }, 120_000)

  it('several-in-stock: 20 concurrent acceptances make 20 deals, and twin acceptances of one offer make one', async () => {
    const m = await offers({ severalInStock: true }, 20)
    const results = await Promise.all(
      m.talks.map((t) => act(m.seller, 'acceptQuote', { talkId: t.talkId, quoteId: t.quoteId })),
    )
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200))
    expect(await h.db.select().from(deals)).toHaveLength(20)
    const [row] = await h.db.select().from(goods).where(eq(goods.id, m.goodsId))
    expect(row?.marketEnable).toBe('UPPER')

    const again = await offers({ severalInStock: true }, 1)
    const only = again.talks[0]
    if (!only) throw new Error('no offer')
    const twins = await Promise.all(
      Array.from({ length: 20 }, () =>
        act(again.seller, 'acceptQuote', { talkId: only.talkId, quoteId: only.quoteId }),
      ),
    )
    expect(twins.filter((r) => r.status === 200)).toHaveLength(1)
    for (const r of twins.filter((r) => r.status !== 200)) expect(r.body.code).toBe(ErrorCode.QUOTE_NOT_OPEN)
    expect(await h.db.select().from(deals).where(eq(deals.goodsId, again.goodsId))).toHaveLength(1)
  }, 120_000)
})
