/**
 * The member's own data (docs/product/domain-rules.md, "Account deletion"): the export holds all of
 * the member's data and of others only nicknames; deletion needs the phrase and the password
 * (counted with modifyPass), then ends the trades, takes the listings down, forfeits the coins,
 * anonymises the account and ends its sessions, once however many requests arrive; others then see
 * a "deleted member".
 */
import {
  type AccountExport,
  accountExport,
  ErrorCode,
  type Evaluation,
  type HistoryPage,
  type Page,
  QUOTE_STATUS,
  type SellerCard,
  type TalkDetail,
  type TalkItem,
} from '@kaifong/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { market, openTalk, type Party, sendText, verifiedMember } from '../../../test/chat.ts'
import { connectSocket, type TestSocket } from '../../../test/chat-ws-client.ts'
import { createMember, createSignedIn, DEFAULT_PASSWORD, emailCode, login } from '../../../test/factories.ts'
import { createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { addresses, coinLedger, deals, goods, members, messages, quotes, sessions } from '../../db/schema.ts'
import { balanceOf } from '../coins/coins.repo.ts'
import { earn } from '../coins/coins.service.ts'

const h = useTestApp()
const BASE = '/buyer/passport/member'

// A listening server for the socket test, opened once.
let address = ''
const sockets: TestSocket[] = []
async function serverAddress() {
  address ||= await h.app.listen({ port: 0, host: '127.0.0.1' })
  return address
}
afterAll(() => {
  for (const s of sockets) s.ws.terminate()
})

const ended: { sessionIds: string[]; reason: string }[] = []
let listeningForEnded = false
function listenForEndedSessions() {
  if (listeningForEnded) return
  listeningForEnded = true
  h.app.ctx.events.on('session.ended', async (p) => {
    ended.push(p)
  })
}

const exportOf = (who: Party, language = 'en') =>
  h.app.inject({ method: 'GET', url: `${BASE}/export`, headers: { ...who.headers, language } })

const remove = (who: Party, payload: unknown, language = 'en') =>
  call(h.app, {
    method: 'POST',
    url: `${BASE}/delete`,
    headers: { ...who.headers, language },
    payload: payload as Record<string, unknown>,
  })

const tryLogin = (username: string, password: string, language = 'zh-Hant') =>
  call(h.app, {
    method: 'POST',
    url: `${BASE}/userLogin`,
    headers: { language },
    payload: { username, password },
  })

const act = (who: Party, path: string, payload: Record<string, unknown>) =>
  call<TalkDetail>(h.app, { method: 'POST', url: `/im/talk/${path}`, headers: who.headers, payload })

const rowOf = async (id: number) => (await h.db.select().from(members).where(eq(members.id, id)))[0]
const goodsRow = async (id: number) => (await h.db.select().from(goods).where(eq(goods.id, id)))[0]

/** An offer of `buyer` on `goodsId` (a talk opened for it); accepted by `seller` when given. */
async function offer(buyer: Party, goodsId: number, price: string, seller?: Party) {
  const talkId = await openTalk(h, buyer, goodsId)
  const made = await act(buyer, 'quote', { talkId, price })
  expect(made.status).toBe(200)
  const quoteId = made.body.result.currentQuote?.id
  if (seller) expect((await act(seller, 'acceptQuote', { talkId, quoteId })).status).toBe(200)
  return { talkId, quoteId }
}

function review(writer: Party, about: Party, goodsId: number, talkId: string, role: 'SELLER' | 'BUYER') {
  return call<Evaluation>(h.app, {
    method: 'POST',
    url: '/buyer/member/evaluation',
    headers: writer.headers,
    payload: {
      role,
      member2Id: String(about.member.id),
      goodsId: String(goodsId),
      talkId,
      serviceScore: 4,
      content: 'Smooth deal',
    },
  })
}

const addAddress = (who: Party, name: string) =>
  call(h.app, {
    method: 'POST',
    url: '/buyer/member/address',
    headers: who.headers,
    payload: { name, district: 'SHA_TIN', detail: 'Exit A', isDefault: true },
  })

describe('the data export', () => {
  it('is a JSON file of all the member’s own data; of others only their nicknames', async () => {
    const m = await market(h, {
      name: 'Walkman for export',
      contacts: [{ type: 'whatsapp', value: '61110000' }],
    })
    const me = m.seller
    const them = m.buyer
    await h.db.update(members).set({ nickName: 'Buyer Bee', bio: 'Hi' }).where(eq(members.id, them.member.id))
    expect((await addAddress(me, 'My doorstep')).status).toBe(200)
    expect((await addAddress(them, 'Their doorstep')).status).toBe(200)
    const down = await createListing(h, me.member.id, m.path, {
      name: 'Old lamp taken down',
      marketEnable: 'DOWN',
      price: '0.10',
    })
    const theirs = await createListing(h, them.member.id, m.path, { name: 'Their secret listing' })
    // The member's talk as the seller, with a message each way, an offer and a deal.
    const { talkId } = await offer(them, m.goodsId, '1000.50', me)
    expect((await sendText(h, them, talkId, 'See you at Sha Tin')).status).toBe(200)
    expect((await sendText(h, me, talkId, 'OK, 7pm')).status).toBe(200)
    expect((await review(them, me, m.goodsId, talkId, 'SELLER')).status).toBe(200)
    expect((await review(me, them, m.goodsId, talkId, 'BUYER')).status).toBe(200)
    // Favourites, history, coins and a notice.
    const fav = await call(h.app, {
      method: 'POST',
      url: `/buyer/member/collection/add/GOODS/${theirs.id}`,
      headers: me.headers,
    })
    expect(fav.status).toBe(200)
    expect(
      (await call(h.app, { method: 'GET', url: `/buyer/goods/goods/get/${theirs.id}`, headers: me.headers }))
        .status,
    ).toBe(200)
    await earn(h.app.ctx, { memberId: me.member.id, amount: 12, reason: 'TOP_UP', key: 'x1', notice: true })
    for (const [who, goodsName] of [
      [me, '二手雪櫃'],
      [them, 'Their saved search'],
    ] as const) {
      const saved = await call(h.app, {
        method: 'POST',
        url: '/buyer/member/saved-searches',
        headers: who.headers,
        payload: { query: { goodsName }, email: true },
      })
      expect(saved.status).toBe(200)
    }

    const res = await exportOf(me)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="kaifong-${me.member.username}-2026-11-23.json"`,
    )
    expect(res.headers['cache-control']).toBe('no-store')
    const file: AccountExport = accountExport.parse(JSON.parse(res.body))
    expect(file.profile).toMatchObject({
      id: String(me.member.id),
      username: me.member.username,
      email: me.member.email,
      countryCode: '852',
      mobile: me.member.mobile,
      phoneVerified: true,
    })
    expect(file.addresses.map((a) => a.name)).toEqual(['My doorstep'])
    expect(file.listings.map((l) => [l.name, l.price, l.marketEnable]).sort()).toEqual(
      [
        ['Old lamp taken down', '0.10', 'DOWN'],
        ['Walkman for export', '1200.00', 'SOLD_OUT_DOWN'],
      ].sort(),
    )
    const walkman = file.listings.find((l) => l.name === 'Walkman for export')
    expect(walkman?.images).toHaveLength(1)
    expect(walkman?.images[0]?.url).toMatch(/^\/media\//)
    expect(walkman?.contacts).toEqual([{ type: 'whatsapp', value: '61110000' }])
    expect(file.listings.find((l) => l.id === String(down.id))?.price).toBe('0.10')
    expect(file.talks).toHaveLength(1)
    expect(file.talks[0]).toMatchObject({
      role: 'SELLER',
      counterpart: 'Buyer Bee',
      goodsName: 'Walkman for export',
    })
    expect(file.talks[0]?.messages.filter((x) => x.kind === 'TEXT').map((x) => [x.text, x.fromMe])).toEqual([
      ['See you at Sha Tin', false],
      ['OK, 7pm', true],
    ])
    expect(file.offers).toMatchObject([
      { role: 'SELLER', price: '1000.50', status: QUOTE_STATUS.ACCEPTED, counterpart: 'Buyer Bee' },
    ])
    expect(file.deals).toMatchObject([{ role: 'SELLER', price: '1000.50', status: 'ACTIVE' }])
    expect(file.reviews.received).toMatchObject([
      { counterpart: 'Buyer Bee', serviceScore: 4, role: 'SELLER' },
    ])
    expect(file.reviews.written).toMatchObject([{ counterpart: 'Buyer Bee', content: 'Smooth deal' }])
    expect(file.favourites).toMatchObject([{ goodsId: String(theirs.id), goodsName: 'Their secret listing' }])
    expect(file.footprints).toMatchObject([{ goodsId: String(theirs.id) }])
    expect(file.coins.balance).toBe(12)
    expect(file.coins.ledger).toMatchObject([{ amount: 12, reason: 'TOP_UP', balanceAfter: 12 }])
    expect(file.notices.map((n) => n.type)).toContain('SYSTEM_POINT_CHANGE')
    expect(file.notices.every((n) => /[A-Za-z]/.test(n.title))).toBe(true)
    expect(file.savedSearches).toMatchObject([
      { name: '二手雪櫃', alert: true, email: true, query: { goodsName: '二手雪櫃' } },
    ])
    expect(file.truncated).toEqual([])
    // Never another member's contact details or data of their own.
    for (const secret of [
      them.member.email,
      them.member.mobile ?? '',
      them.member.username,
      'Their doorstep',
      'Hi',
      'Their saved search',
    ]) {
      expect(res.body).not.toContain(`"${secret}"`)
    }
    expect(res.body).not.toContain(them.member.email)
  }, 60_000)

  it('is for members only, and at most 5 an hour (a localized 429)', async () => {
    const visitor = await h.app.inject({ method: 'GET', url: `${BASE}/export` })
    expect([visitor.statusCode, visitor.json().code]).toEqual([401, ErrorCode.NOT_LOGGED_IN])
    // Away from the times earlier tests (whose member ids repeat) exported at.
    h.clock.advance(10 * 60 * 60_000)
    const me = await createSignedIn(h)
    for (let i = 0; i < 5; i++) expect((await exportOf(me)).statusCode).toBe(200)
    const sixth = await exportOf(me, 'zh-Hant')
    expect([sixth.statusCode, sixth.json().code, sixth.json().message]).toEqual([
      429,
      ErrorCode.TOO_MANY_REQUESTS,
      '每小時最多可下載 5 次資料，請稍後再試',
    ])
    h.clock.advance(60 * 60_000 + 1)
    const again = await login(h.app, me.member.username)
    expect((await exportOf({ ...me, headers: { accesstoken: again.accessToken } })).statusCode).toBe(200)
  })
})

describe('deleting an account', () => {
  it('needs the phrase and the current password; bad input is a localized 4xx and changes nothing', async () => {
    const me = await createSignedIn(h)
    const before = await rowOf(me.member.id)
    const phrase = await remove(me, { password: DEFAULT_PASSWORD, phrase: 'delete my account' }, 'zh-Hant')
    expect([phrase.status, phrase.body.code, phrase.body.message]).toEqual([
      400,
      ErrorCode.DELETE_PHRASE_WRONG,
      '確認字句不正確，請輸入「刪除我的帳戶」',
    ])
    const wrong = await remove(me, { password: 'Wrong123!', phrase: 'DELETE MY ACCOUNT' })
    expect([wrong.status, wrong.body.code, wrong.body.message]).toEqual([
      400,
      ErrorCode.WRONG_PASSWORD,
      'The current password is not right',
    ])
    for (const body of [
      {},
      { password: DEFAULT_PASSWORD },
      { phrase: 'DELETE MY ACCOUNT' },
      { password: '', phrase: 'DELETE MY ACCOUNT' },
      { password: DEFAULT_PASSWORD, phrase: '   ' },
      { password: DEFAULT_PASSWORD, phrase: 'DELETE\u0000MY ACCOUNT' },
      { password: `${DEFAULT_PASSWORD}\u001b`, phrase: 'DELETE MY ACCOUNT' },
      { password: DEFAULT_PASSWORD, phrase: 'x'.repeat(100_000) },
      { password: 12345678, phrase: ['DELETE MY ACCOUNT'] },
      'DELETE MY ACCOUNT',
    ]) {
      const res = await remove(me, body, 'zh-Hans')
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400)
      expect(res.body.code).toBe(ErrorCode.PARAM_ERROR)
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/)
    }
    const visitor = await call(h.app, {
      method: 'POST',
      url: `${BASE}/delete`,
      payload: { password: DEFAULT_PASSWORD, phrase: 'DELETE MY ACCOUNT' },
    })
    expect([visitor.status, visitor.body.code]).toEqual([401, ErrorCode.NOT_LOGGED_IN])
    expect(await rowOf(me.member.id)).toEqual(before)
    const me2 = await call(h.app, { method: 'GET', url: BASE, headers: me.headers })
    expect(me2.status).toBe(200)
  })

  it('counts wrong passwords with modifyPass: after 5 even the right one waits 15 minutes', async () => {
    const me = await createSignedIn(h)
    for (let i = 0; i < 3; i++) {
      const res = await call(h.app, {
        method: 'PUT',
        url: `${BASE}/modifyPass`,
        headers: me.headers,
        payload: { password: `guess${i}x`, newPassword: 'NewPass99' },
      })
      expect(res.status).toBe(400)
    }
    for (let i = 0; i < 2; i++) {
      expect((await remove(me, { password: `guess${i}y`, phrase: 'DELETE MY ACCOUNT' })).status).toBe(400)
    }
    const blocked = await remove(me, { password: DEFAULT_PASSWORD, phrase: 'DELETE MY ACCOUNT' }, 'zh-Hant')
    expect([blocked.status, blocked.body.code, blocked.body.message]).toEqual([
      429,
      ErrorCode.TOO_MANY_REQUESTS,
      '密碼錯誤次數太多，請 15 分鐘後再試',
    ])
    expect((await rowOf(me.member.id))?.deletedAt).toBeNull()
    h.clock.advance(16 * 60_000)
    expect((await remove(me, { password: DEFAULT_PASSWORD, phrase: 'DELETE MY ACCOUNT' })).status).toBe(200)
  })

  it('ends the trades, takes the listings down, forfeits the coins, anonymises the account and ends its sessions', async () => {
    listenForEndedSessions()
    const m = await market(h, { name: 'Leaving camera' })
    const me = m.seller
    const buyer = m.buyer
    const other = await verifiedMember(h)
    // Mine: the camera with buyer's open offer; a sold single-stock item whose deal nobody reviewed;
    // one the buyer reviewed (still SOLD_OUT), one both reviewed (SOLD_OUT_DOWN); a taken-down draft.
    const { talkId: offerTalk } = await offer(buyer, m.goodsId, '800')
    const unreviewed = await createListing(h, me.member.id, m.path, { name: 'Unreviewed sale' })
    const { talkId: unreviewedTalk } = await offer(buyer, unreviewed.id, '300', me)
    const reviewed = await createListing(h, me.member.id, m.path, { name: 'Reviewed sale' })
    const { talkId: reviewedTalk } = await offer(buyer, reviewed.id, '500', me)
    expect((await review(buyer, me, reviewed.id, reviewedTalk, 'SELLER')).status).toBe(200)
    expect((await goodsRow(reviewed.id))?.marketEnable).toBe('SOLD_OUT')
    const both = await createListing(h, me.member.id, m.path, { name: 'Reviewed both ways' })
    const { talkId: bothTalk } = await offer(buyer, both.id, '600', me)
    expect((await review(buyer, me, both.id, bothTalk, 'SELLER')).status).toBe(200)
    expect((await review(me, buyer, both.id, bothTalk, 'BUYER')).status).toBe(200)
    const draft = await createListing(h, me.member.id, m.path, { name: 'Draft lamp', marketEnable: 'DOWN' })
    // As a buyer: an open offer on other's listing, and a deal on another one of theirs.
    const theirs = await createListing(h, other.member.id, m.path, { name: 'Their bike' })
    const { talkId: myOfferTalk } = await offer(me, theirs.id, '150')
    const theirSold = await createListing(h, other.member.id, m.path, { name: 'Their desk' })
    const { talkId: myDealTalk } = await offer(me, theirSold.id, '90', other)
    expect((await goodsRow(theirSold.id))?.marketEnable).toBe('SOLD_OUT')
    expect((await addAddress(me, 'Home')).status).toBe(200)
    await earn(h.app.ctx, { memberId: me.member.id, amount: 25, reason: 'TOP_UP', key: 'top-25' })
    const friend = await createMember(h, { invitedBy: me.member.id })
    const second = await login(h.app, me.member.username)
    expect(second.accessToken).toBeTruthy()
    ended.length = 0

    // The phrase of another language than the request's is accepted too.
    const res = await remove(
      { ...me, headers: { accesstoken: second.accessToken } },
      { password: DEFAULT_PASSWORD, phrase: ' 删除我的账户 ' },
      'en',
    )
    expect([res.status, res.body.message]).toEqual([200, 'Your account has been deleted'])

    // Offers and deals.
    const quoteIn = async (talkId: string) =>
      (
        await h.db
          .select()
          .from(quotes)
          .where(eq(quotes.talkId, Number(talkId)))
      )[0]
    expect((await quoteIn(offerTalk))?.status).toBe(QUOTE_STATUS.CLOSED)
    expect((await quoteIn(myOfferTalk))?.status).toBe(QUOTE_STATUS.CANCELLED)
    const dealIn = async (talkId: string) =>
      (
        await h.db
          .select()
          .from(deals)
          .where(eq(deals.talkId, Number(talkId)))
      )[0]
    expect((await dealIn(unreviewedTalk))?.status).toBe('CANCELLED')
    expect((await dealIn(myDealTalk))?.status).toBe('CANCELLED')
    expect((await dealIn(reviewedTalk))?.status).toBe('ACTIVE')
    expect((await dealIn(bothTalk))?.status).toBe('ACTIVE')
    const eventsIn = async (talkId: string) =>
      (
        await h.db
          .select()
          .from(messages)
          .where(eq(messages.talkId, Number(talkId)))
      )
        .filter((x) => x.kind === 'EVENT')
        .map((x) => [x.event, x.senderId])
    expect(await eventsIn(offerTalk)).toContainEqual(['CLOSED', null])
    expect(await eventsIn(myOfferTalk)).toContainEqual(['CANCELLED', me.member.id])
    expect(await eventsIn(myDealTalk)).toContainEqual(['CANCEL_AGREED', me.member.id])
    expect(await eventsIn(unreviewedTalk)).toContainEqual(['CANCEL_AGREED', me.member.id])
    // The other member's sold desk is back on sale; all of mine are off the market, contacts gone.
    expect((await goodsRow(theirSold.id))?.marketEnable).toBe('UPPER')
    expect((await goodsRow(theirs.id))?.marketEnable).toBe('UPPER')
    for (const [id, state] of [
      [m.goodsId, 'DOWN'],
      [unreviewed.id, 'DOWN'],
      [reviewed.id, 'SOLD_OUT_DOWN'],
      [both.id, 'SOLD_OUT_DOWN'],
      [draft.id, 'DOWN'],
    ] as const) {
      const row = await goodsRow(id)
      expect([row?.marketEnable, row?.contacts]).toEqual([state, []])
    }
    // Search finds the other member's listings (its fallback shows live ones), none of mine.
    const search = await call<Page<{ id: string; sellerId: string }>>(h.app, {
      method: 'GET',
      url: `/buyer/goods/goods/es?keyword=${encodeURIComponent('Leaving camera')}`,
    })
    expect(search.body.result.records.length).toBeGreaterThan(0)
    expect(search.body.result.records.filter((r) => r.sellerId === String(me.member.id))).toEqual([])
    const theirList = await call<Page<{ id: string }>>(h.app, {
      method: 'GET',
      url: `/buyer/goods/goods/OthersGoodsList?memberId=${me.member.id}`,
    })
    expect(theirList.body.result.records).toEqual([])

    // Coins: one forfeit entry, the balance is 0.
    const forfeits = await h.db
      .select()
      .from(coinLedger)
      .where(and(eq(coinLedger.memberId, me.member.id), eq(coinLedger.reason, 'ACCOUNT_DELETED')))
    expect(forfeits.map((e) => [e.amount, e.balanceAfter])).toEqual([[-25, 0]])
    expect(await balanceOf(h.db, me.member.id)).toBe(0)

    // Personal data gone; the username stays.
    const row = await rowOf(me.member.id)
    expect(row).toMatchObject({
      username: me.member.username,
      email: `deleted-${me.member.id}@deleted.invalid`,
      mobile: null,
      countryCode: null,
      phoneVerifiedAt: null,
      nickName: '',
      face: '',
      bio: '',
      district: null,
    })
    expect(row?.deletedAt?.toISOString()).toBe(h.clock.now().toISOString())
    expect(row?.passwordHash.startsWith('$argon2')).toBe(false)
    expect(await h.db.select().from(addresses).where(eq(addresses.memberId, me.member.id))).toEqual([])

    // Every session ended, and the sockets were told.
    const all = await h.db.select().from(sessions).where(eq(sessions.memberId, me.member.id))
    expect(all.filter((s) => s.revokedAt === null)).toEqual([])
    const byDeletion = all.filter((s) => s.revokedReason === 'DELETED').map((s) => s.id)
    expect(byDeletion).toHaveLength(1)
    expect(ended.filter((e) => e.reason === 'DELETED').flatMap((e) => e.sessionIds)).toEqual(byDeletion)
    const after = await call(h.app, {
      method: 'GET',
      url: BASE,
      headers: { accesstoken: second.accessToken },
    })
    expect(after.status).toBe(401)

    // Login: the right password learns the account is deleted; a wrong one, the usual answer.
    const refused = await tryLogin(me.member.username, DEFAULT_PASSWORD)
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      403,
      ErrorCode.ACCOUNT_DELETED,
      '此帳戶已經刪除，不可再登入',
    ])
    const refusedEn = await tryLogin(me.member.username, DEFAULT_PASSWORD, 'en')
    expect(refusedEn.body.message).toBe('This account has been deleted and can no longer log in')
    const guessed = await tryLogin(me.member.username, 'Wrong999!')
    expect([guessed.status, guessed.body.code]).toEqual([401, ErrorCode.WRONG_PASSWORD])
    expect((await tryLogin(me.member.email, DEFAULT_PASSWORD)).status).toBe(401)

    // The username cannot be registered again; the email can; the invitation code invites nobody,
    // and the friends it brought pay the deleted account nothing later.
    expect((await rowOf(friend.id))?.invitedBy).toBeNull()
    const code = await emailCode(h, 'REGISTER', me.member.email)
    const invited = await call(h.app, {
      method: 'POST',
      url: `${BASE}/register`,
      headers: { language: 'en' },
      payload: {
        username: 'fresh_start',
        password: 'Fresh123!',
        email: me.member.email,
        code,
        invitationCode: me.member.invitationCode,
      },
    })
    expect([invited.status, invited.body.message]).toEqual([400, 'Invalid invitation code'])
    const taken = await call(h.app, {
      method: 'POST',
      url: `${BASE}/register`,
      payload: { username: me.member.username, password: 'Fresh123!', email: me.member.email, code },
    })
    expect([taken.status, taken.body.code]).toEqual([409, ErrorCode.USERNAME_TAKEN])

    // Others see a deleted member: the public page names nothing of theirs, talks, offers and reviews say so.
    const page = await call<SellerCard>(h.app, {
      method: 'GET',
      url: `/buyer/goods/goods/seller/${me.member.id}`,
      headers: { language: 'en' },
    })
    expect(page.body.result).toMatchObject({
      deleted: true,
      nickName: 'Deleted member',
      face: '',
      goodsCount: 0,
    })
    const talksOfBuyer = await call<Page<TalkItem>>(h.app, {
      method: 'GET',
      url: '/im/talk?pageSize=50',
      headers: { ...buyer.headers, language: 'zh-Hant' },
    })
    const withMe = talksOfBuyer.body.result.records.filter((t) => t.userId === String(me.member.id))
    expect(withMe.length).toBe(4)
    for (const talk of withMe) expect([talk.name, talk.face]).toEqual(['已刪除的會員', ''])
    const detail = await call<TalkDetail>(h.app, {
      method: 'GET',
      url: `/im/talk/${offerTalk}`,
      headers: { ...buyer.headers, language: 'en' },
    })
    expect([detail.body.result.name, detail.body.result.otherDeleted]).toEqual(['Deleted member', true])
    const history = await call<HistoryPage>(h.app, {
      method: 'GET',
      url: `/im/talk/${offerTalk}/messages`,
      headers: buyer.headers,
    })
    expect(history.status).toBe(200)
    const sent = await sendText(h, buyer, offerTalk, 'Are you still there?')
    expect([sent.status, sent.body.code]).toEqual([403, ErrorCode.CHAT_MEMBER_GONE])
    const offers = await call<Page<{ name: string; face: string }>>(h.app, {
      method: 'GET',
      url: '/im/talk/quotes?role=BUYER',
      headers: { ...buyer.headers, language: 'zh-Hans' },
    })
    expect(new Set(offers.body.result.records.map((o) => o.name))).toEqual(new Set(['已删除的会员']))
    expect(offers.body.result.records).toHaveLength(4)
    const reviews = await call<Page<Evaluation>>(h.app, {
      method: 'GET',
      url: `/buyer/member/evaluation/other/goodsEvaluation?memberId=${buyer.member.id}`,
      headers: { language: 'en' },
    })
    expect(reviews.body.result.records.map((r) => [r.memberName, r.memberFace, r.content])).toEqual([
      ['Deleted member', '', 'Smooth deal'],
    ])
    const written = await call<Page<Evaluation>>(h.app, {
      method: 'GET',
      url: '/buyer/member/evaluation/userSelfEvaluation',
      headers: { ...buyer.headers, language: 'en' },
    })
    expect(written.body.result.records.map((r) => r.member2Name)).toEqual([
      'Deleted member',
      'Deleted member',
    ])

    // A replay with the old token is refused before anything happens.
    const replay = await remove(
      { ...me, headers: { accesstoken: second.accessToken } },
      { password: DEFAULT_PASSWORD, phrase: 'DELETE MY ACCOUNT' },
    )
    expect(replay.status).toBe(401)
  }, 90_000)

  it('closes the member’s sockets with 20050 and tells the other side’s sockets what ended', async () => {
    const base = await serverAddress()
    const m = await market(h, { name: 'Socket lamp' })
    const { talkId } = await offer(m.buyer, m.goodsId, '55')
    const mine = await connectSocket(base, m.seller.accessToken, { origin: base, lang: 'en' })
    const theirs = await connectSocket(base, m.buyer.accessToken, { origin: base })
    sockets.push(mine, theirs)
    await mine.next((f) => f.type === 'hello')
    await theirs.next((f) => f.type === 'hello')
    expect((await remove(m.seller, { password: DEFAULT_PASSWORD, phrase: 'DELETE MY ACCOUNT' })).status).toBe(
      200,
    )
    expect(await mine.next((f) => f.type === 'error')).toMatchObject({
      code: ErrorCode.ACCOUNT_DELETED,
      message: 'Your account has been deleted',
    })
    expect((await mine.closed).code).toBe(4401)
    const closed = await theirs.next((f) => f.type === 'message' && f.message.event === 'CLOSED')
    expect(closed).toMatchObject({ message: { talkId, senderId: '0', price: '55.00' } })
    expect(await theirs.next((f) => f.type === 'talk')).toEqual({ type: 'talk', talkId })
  })

  it('leaves no open offer on the member’s listings when 30 offers race the deletion', async () => {
    const m = await market(h, { name: 'Raced lamp' })
    const buyers = [m.buyer, ...(await Promise.all(Array.from({ length: 29 }, () => verifiedMember(h))))]
    const talks = await Promise.all(buyers.map((b) => openTalk(h, b, m.goodsId)))
    const [deletion, ...offers] = await Promise.all([
      remove(m.seller, { password: DEFAULT_PASSWORD, phrase: 'DELETE MY ACCOUNT' }),
      ...buyers.map((b, i) => act(b, 'quote', { talkId: talks[i], price: String(100 + i) })),
    ])
    expect(deletion?.status).toBe(200)
    // Each offer came before the deletion (and was closed by it) or after it (refused).
    for (const res of offers) expect([200, 403, 409]).toContain(res.status)
    const left = await h.db.select().from(quotes).where(eq(quotes.goodsId, m.goodsId))
    expect(left.filter((q) => q.status === QUOTE_STATUS.QUOTED)).toEqual([])
    expect(left.length).toBe(offers.filter((r) => r.status === 200).length)
    expect((await goodsRow(m.goodsId))?.marketEnable).toBe('DOWN')
  }, 60_000)

  it('happens once under 50 parallel requests: one deletion, one forfeit entry', async () => {
    const inviter = await createSignedIn(h)
    const me = await createSignedIn(h, { invitedBy: inviter.member.id })
    await earn(h.app.ctx, { memberId: me.member.id, amount: 7, reason: 'TOP_UP', key: 'top-7' })
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        remove(me, { password: DEFAULT_PASSWORD, phrase: 'DELETE MY ACCOUNT' }),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1)
    // The others: the session already ended (401) or the password check was busy (429); never a 500.
    expect(statuses.filter((s) => ![200, 401, 429].includes(s))).toEqual([])
    const forfeits = await h.db
      .select()
      .from(coinLedger)
      .where(and(eq(coinLedger.memberId, me.member.id), eq(coinLedger.reason, 'ACCOUNT_DELETED')))
    expect(forfeits.map((e) => e.amount)).toEqual([-7])
    expect(await balanceOf(h.db, me.member.id)).toBe(0)
    expect((await rowOf(me.member.id))?.deletedAt).not.toBeNull()
    // The inviter's friend list keeps the friend, as a deleted member.
    const invite = await call<{ friends: { nickName: string }[] }>(h.app, {
      method: 'GET',
      url: '/buyer/members/invite',
      headers: { ...inviter.headers, language: 'en' },
    })
    expect(invite.body.result.friends.map((f) => f.nickName)).toEqual(['Deleted member'])
  }, 60_000)
})
