/**
 * A member's public page (docs/product/permissions.md, "Member pages"): the seller card, the
 * medals and the live listings read without a session, with exactly the public fields and never a
 * contact detail; a banned member's page gone while the ban lasts; a deleted account named "deleted
 * member" with no listings; the seller's review score on every card and on the seller card, exact and
 * the same as the review counts, with no statement per card.
 */
import {
  type EvaluationCounts,
  type GoodsCard,
  goodsCard,
  type MedalList,
  type Page,
  type SellerCard,
  type TalkDetail,
} from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { market, openTalk, type Party, verifiedMember } from '../../../test/chat.ts'
import { DEFAULT_PASSWORD } from '../../../test/factories.ts'
import { createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { favourites, medalAwards, members } from '../../db/schema.ts'

const h = useTestApp()
const BASE = '/buyer/goods/goods'

const get = <T>(url: string, headers: Record<string, string> = {}) =>
  call<T>(h.app, { method: 'GET', url, headers })

/** A seller with a verified phone, an email, a listing whose contacts are WhatsApp and WeChat, and a medal. */
async function sellerWithContacts() {
  const m = await market(h, {
    contacts: [
      { type: 'whatsapp', value: '98765432' },
      { type: 'wechat', value: 'wx_secret_id' },
    ],
  })
  await h.db
    .update(members)
    .set({ nickName: '沙田阿明', bio: '住沙田，放工後交收', district: 'SHA_TIN' })
    .where(eq(members.id, m.seller.member.id))
  await h.db.insert(medalAwards).values({ memberId: m.seller.member.id, medal: 'addGoods' })
  return m
}

/** What the page reads, as `headers` sees it. */
async function memberPage(memberId: number, headers: Record<string, string> = {}) {
  const [card, medals, listings] = await Promise.all([
    get<SellerCard>(`${BASE}/seller/${memberId}`, headers),
    get<MedalList>(`/buyer/members/medal?memberId=${memberId}`, headers),
    get<Page<GoodsCard>>(`${BASE}/OthersGoodsList?memberId=${memberId}`, headers),
  ])
  return { card, medals, listings }
}

const SELLER_CARD_FIELDS = [
  'bio',
  'createTime',
  'deleted',
  'district',
  'face',
  'goodsCount',
  'id',
  'medalCount',
  'nickName',
  'phoneVerified',
  'reviewCount',
  'score',
]

describe('a member page without a session', () => {
  it('a visitor and another member read the same public fields, and never a contact detail', async () => {
    const m = await sellerWithContacts()
    const seller = m.seller.member
    const visitor = await memberPage(seller.id)
    const other = await memberPage(seller.id, m.buyer.headers)
    for (const page of [visitor, other]) {
      expect([page.card.status, page.medals.status, page.listings.status]).toEqual([200, 200, 200])
      expect(Object.keys(page.card.body.result).sort()).toEqual(SELLER_CARD_FIELDS)
      expect(page.card.body.result).toEqual({
        id: String(seller.id),
        deleted: false,
        nickName: '沙田阿明',
        face: '',
        bio: '住沙田，放工後交收',
        district: 'SHA_TIN',
        createTime: seller.createdAt.toISOString(),
        phoneVerified: true,
        goodsCount: 1,
        medalCount: 1,
        score: '',
        reviewCount: 0,
      })
      expect(Object.keys(page.medals.body.result).sort()).toEqual([
        'count',
        'face',
        'medals',
        'memberId',
        'nickName',
      ])
      expect(page.medals.body.result.count).toBe(1)
      const [listing] = page.listings.body.result.records
      expect(listing?.id).toBe(String(m.goodsId))
      // Exactly the contract's card, which has no field for a contact.
      expect(Object.keys(listing ?? {}).sort()).toEqual(Object.keys(goodsCard.shape).sort())
      expect(
        Object.keys(goodsCard.shape).filter((k) => /mobile|phone|email|contact|wechat/i.test(k)),
      ).toEqual([])
      const everything = JSON.stringify([page.card.body, page.medals.body, page.listings.body])
      for (const secret of [seller.mobile ?? '', seller.email, '98765432', 'wx_secret_id', seller.username]) {
        expect(secret).not.toBe('')
        expect(everything).not.toContain(secret)
      }
    }
    expect(other.card.body.result).toEqual(visitor.card.body.result)
  })

  it('one’s own medals still need a session; anyone’s by id do not', async () => {
    const res = await get('/buyer/members/medal')
    expect([res.status, res.body.code]).toEqual([401, 20003])
    expect((await get('/buyer/members/medal?memberId=987654')).status).toBe(404)
  })

  it('a banned member’s page is gone while the ban lasts: 404 like a missing member', async () => {
    const m = await sellerWithContacts()
    await h.db.update(members).set({ disabled: true }).where(eq(members.id, m.seller.member.id))
    const page = await memberPage(m.seller.member.id)
    expect([page.card.status, page.card.body.code]).toEqual([404, 20002])
    expect([page.medals.status, page.medals.body.code]).toEqual([404, 20002])
  })

  it('a deleted account: "deleted member" in the viewer’s language, nothing of theirs, no listings', async () => {
    const m = await sellerWithContacts()
    const id = m.seller.member.id
    const deleted = await call(h.app, {
      method: 'POST',
      url: '/buyer/passport/member/delete',
      headers: m.seller.headers,
      payload: { password: DEFAULT_PASSWORD, phrase: 'DELETE MY ACCOUNT' },
    })
    expect(deleted.status).toBe(200)
    const { card, medals, listings } = await memberPage(id, { language: 'en' })
    expect(card.status).toBe(200)
    expect(card.body.result).toMatchObject({
      deleted: true,
      nickName: 'Deleted member',
      face: '',
      bio: '',
      district: null,
      phoneVerified: false,
      goodsCount: 0,
      medalCount: 0,
    })
    const hant = await get<SellerCard>(`${BASE}/seller/${id}`, { language: 'zh-Hant' })
    expect(hant.body.result.nickName).toBe('已刪除的會員')
    expect([medals.status, medals.body.code]).toEqual([404, 20002])
    expect(listings.body.result.records).toEqual([])
  })
})

/** A deal on a new listing of `seller` with a new buyer, and the buyer's review with `score`. */
async function reviewed(seller: Party, path: Awaited<ReturnType<typeof market>>['path'], score: number) {
  const buyer = await verifiedMember(h)
  const listing = await createListing(h, seller.member.id, path)
  const talkId = await openTalk(h, buyer, listing.id)
  const act = (who: Party, step: string, payload: object) =>
    call<TalkDetail>(h.app, { method: 'POST', url: `/im/talk/${step}`, headers: who.headers, payload })
  const offered = await act(buyer, 'quote', { talkId, price: '100' })
  await act(seller, 'acceptQuote', { talkId, quoteId: offered.body.result.currentQuote?.id })
  const res = await call(h.app, {
    method: 'POST',
    url: '/buyer/member/evaluation',
    headers: buyer.headers,
    payload: {
      role: 'SELLER',
      member2Id: String(seller.member.id),
      goodsId: String(listing.id),
      talkId,
      serviceScore: score,
    },
  })
  if (res.status !== 200) throw new Error(`review failed: ${JSON.stringify(res.body)}`)
}

describe('the seller’s score on cards and on the seller card', () => {
  it('is the exact average of the reviews received, to one decimal, as the review counts say', async () => {
    const m = await market(h)
    const sellerId = m.seller.member.id
    const scoreOf = async () => {
      h.clock.advance(60_000) // past the popular list's shared cache
      const [card, popular, others, counts] = await Promise.all([
        get<SellerCard>(`${BASE}/seller/${sellerId}`),
        get<Page<GoodsCard>>(`${BASE}/Popular?pageSize=50`),
        get<Page<GoodsCard>>(`${BASE}/OthersGoodsList?memberId=${sellerId}`),
        get<EvaluationCounts>(`/buyer/member/evaluation/counts?memberId=${sellerId}`),
      ])
      const cards = [...popular.body.result.records, ...others.body.result.records].filter(
        (c) => c.sellerId === String(sellerId),
      )
      expect(cards.length).toBeGreaterThan(0)
      const shown = new Set(cards.map((c) => `${c.sellerScore}/${c.sellerReviewCount}`))
      expect(shown).toEqual(new Set([`${card.body.result.score}/${card.body.result.reviewCount}`]))
      expect(counts.body.result.average).toBe(card.body.result.score)
      expect(counts.body.result.count).toBe(card.body.result.reviewCount)
      return `${card.body.result.score}/${card.body.result.reviewCount}`
    }
    expect(await scoreOf()).toBe('/0')
    await reviewed(m.seller, m.path, 5)
    expect(await scoreOf()).toBe('5.0/1')
    await reviewed(m.seller, m.path, 4)
    expect(await scoreOf()).toBe('4.5/2')
    await reviewed(m.seller, m.path, 4)
    expect(await scoreOf()).toBe('4.3/3') // 13 / 3 = 4.333…
    const detail = await get<GoodsCard>(`${BASE}/get/${m.goodsId}`)
    expect([detail.body.result.sellerScore, detail.body.result.sellerReviewCount]).toEqual(['4.3', 3])
  })

  it('a page of cards from many sellers takes as many statements as a page from one', async () => {
    const m = await market(h)
    const client = (h.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client
    const statementsFor = async (url: string, headers: Record<string, string> = {}) => {
      h.clock.advance(60_000)
      const spy = vi.spyOn(client, 'query')
      try {
        const res = await get<Page<GoodsCard>>(url, headers)
        expect(res.status).toBe(200)
        return { n: spy.mock.calls.length, cards: res.body.result.records.length }
      } finally {
        spy.mockRestore()
      }
    }
    const collect = (goodsId: number) =>
      h.db.insert(favourites).values({ memberId: m.buyer.member.id, goodsId })
    await collect(m.goodsId)
    const one = {
      popular: await statementsFor(`${BASE}/Popular?pageSize=50`),
      favourites: await statementsFor(`${BASE}/Collection?pageSize=50`, m.buyer.headers),
    }
    for (let i = 0; i < 5; i++) {
      const other = await market(h)
      await reviewed(other.seller, other.path, 1 + i)
      await collect(other.goodsId)
    }
    const many = {
      popular: await statementsFor(`${BASE}/Popular?pageSize=50`),
      favourites: await statementsFor(`${BASE}/Collection?pageSize=50`, m.buyer.headers),
    }
    // The spy sees the statements: the page and its total (and the session for favourites).
    expect(one.popular.n).toBe(2)
    expect(one.favourites.n).toBeGreaterThanOrEqual(2)
    expect(one.popular.cards).toBe(1)
    expect(many.popular.cards).toBeGreaterThan(5)
    expect(many.popular.n).toBe(one.popular.n)
    expect(many.favourites.cards).toBe(6)
    expect(many.favourites.n).toBe(one.favourites.n)
  })
})
