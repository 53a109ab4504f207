/**
 * Notices of offers and deals (docs/product/chat.md, "Notices"): an offer received, an offer
 * accepted and a request to cancel a deal tell the other member of the talk, in three languages,
 * leading to the talk; the member who acted is never told, nor anyone of a step the system took.
 */
import { formatHkd, type TalkDetail } from '@kaifong/contract'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { market, openTalk, type Party, verifiedMember } from '../../../test/chat.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { notices } from '../../db/schema.ts'

const h = useTestApp()

const act = (who: Party, path: string, payload: Record<string, unknown>) =>
  call<TalkDetail>(h.app, { method: 'POST', url: `/im/talk/${path}`, headers: who.headers, payload })

const noticesOf = (memberId: number) =>
  h.db.select().from(notices).where(eq(notices.memberId, memberId)).orderBy(notices.id)

type NoticeBody = { records: { noticeType: string; talkId: string | null; title: string; content: string }[] }

describe('offer and deal notices', () => {
  it('an offer tells the seller, in three languages, leading to the talk; the buyer hears nothing', async () => {
    const m = await market(h, { name: '二手單車' })
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    expect((await act(m.buyer, 'quote', { talkId, price: '1000' })).status).toBe(200)

    const [notice, ...more] = await noticesOf(m.seller.member.id)
    expect(more).toEqual([])
    expect(notice).toMatchObject({
      type: 'QUOTE_RECEIVED',
      talkId: Number(talkId),
      goodsId: m.goodsId,
      operatorName: m.buyer.member.nickName,
      status: 'UN_READ',
    })
    const name = m.buyer.member.nickName
    const price = formatHkd('1000.00')
    expect(notice?.title).toEqual({ 'zh-Hant': '你收到新出價', 'zh-Hans': '你收到新出价', en: 'New offer' })
    expect(notice?.content).toEqual({
      'zh-Hant': `${name} 出價 ${price} 買你嘅「二手單車」，快啲喺對話入面回覆`,
      'zh-Hans': `${name} 出价 ${price} 购买你的「二手單車」，请尽快在对话中回复`,
      en: `${name} offered ${price} for your "二手單車". Answer in the chat.`,
    })
    expect(await noticesOf(m.buyer.member.id)).toEqual([])

    // The bell's list carries the talk, so the notice leads there.
    const listed = await call<NoticeBody>(h.app, {
      method: 'GET',
      url: '/buyer/message/member',
      headers: { ...m.seller.headers, language: 'en' },
    })
    expect(listed.body.result.records[0]).toMatchObject({
      noticeType: 'QUOTE_RECEIVED',
      talkId,
      title: 'New offer',
    })
  })

  it('an edited offer and an offer after a rejection tell the seller again', async () => {
    const m = await market(h, { name: 'Listing' })
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    const first = await act(m.buyer, 'quote', { talkId, price: '1000' })
    await act(m.buyer, 'quote', { talkId, price: '1100' })
    const quoteId = first.body.result.currentQuote?.id
    await act(m.seller, 'refuseQuote', { talkId, quoteId })
    await act(m.buyer, 'quote', { talkId, price: '1150' })
    const told = await noticesOf(m.seller.member.id)
    const name = m.buyer.member.nickName
    expect(told.map((n) => [n.type, n.title.en, n.content.en])).toEqual([
      [
        'QUOTE_RECEIVED',
        'New offer',
        `${name} offered ${formatHkd('1000.00')} for your "Listing". Answer in the chat.`,
      ],
      [
        'QUOTE_RECEIVED',
        'Offer changed',
        `${name} changed their offer for "Listing" to ${formatHkd('1100.00')}`,
      ],
      [
        'QUOTE_RECEIVED',
        'New offer',
        `${name} offered ${formatHkd('1150.00')} for your "Listing". Answer in the chat.`,
      ],
    ])
    // A rejection is said in the talk; the buyer gets no notice of it.
    expect(await noticesOf(m.buyer.member.id)).toEqual([])
  })

  it('an acceptance tells the buyer; buyers whose offers the sale closed get no notice', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    const quoteId = (await act(m.buyer, 'quote', { talkId, price: '1000' })).body.result.currentQuote?.id
    const other = await verifiedMember(h)
    const otherTalk = await openTalk(h, other, m.goodsId)
    await act(other, 'quote', { talkId: otherTalk, price: '900' })

    expect((await act(m.seller, 'acceptQuote', { talkId, quoteId })).status).toBe(200)
    const [accepted, ...more] = await noticesOf(m.buyer.member.id)
    expect(more).toEqual([])
    expect(accepted).toMatchObject({
      type: 'QUOTE_ACCEPTED',
      talkId: Number(talkId),
      operatorName: m.seller.member.nickName,
    })
    expect(accepted?.title.en).toBe('Your offer was accepted')
    expect(accepted?.content['zh-Hant']).toContain('接受咗你對')
    expect(await noticesOf(other.member.id)).toEqual([])
    // The seller heard of the two offers, not of their own acceptance.
    expect((await noticesOf(m.seller.member.id)).map((n) => n.type)).toEqual([
      'QUOTE_RECEIVED',
      'QUOTE_RECEIVED',
    ])
  })

  it('a request to cancel tells the other side, whichever side asks; the answer tells nobody', async () => {
    for (const asker of ['buyer', 'seller'] as const) {
      const m = await market(h)
      const talkId = await openTalk(h, m.buyer, m.goodsId)
      const quoteId = (await act(m.buyer, 'quote', { talkId, price: '1000' })).body.result.currentQuote?.id
      await act(m.seller, 'acceptQuote', { talkId, quoteId })
      const [who, other] = asker === 'buyer' ? [m.buyer, m.seller] : [m.seller, m.buyer]
      const before = (await noticesOf(who.member.id)).length
      expect((await act(who, 'applyCancelOrder', { talkId })).status).toBe(200)

      const asked = await h.db
        .select()
        .from(notices)
        .where(and(eq(notices.memberId, other.member.id), eq(notices.type, 'DEAL_CANCEL_ASKED')))
      expect(asked).toHaveLength(1)
      expect(asked[0]).toMatchObject({ talkId: Number(talkId), operatorName: who.member.nickName })
      expect(asked[0]?.content.en).toContain('asked to cancel the deal')
      expect((await noticesOf(who.member.id)).length).toBe(before)

      const total = async () => (await h.db.select().from(notices)).length
      const all = await total()
      await act(other, 'refuseCancelOrder', { talkId })
      expect(await total()).toBe(all)
    }
  })
})
