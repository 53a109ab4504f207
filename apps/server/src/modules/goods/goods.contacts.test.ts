import { randomUUID } from 'node:crypto'
import { CONTACT_REVEALS_PER_DAY, type GoodsDetail, type RevealedContacts } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { addMedia, goodsRow, listingBody, publish, seller } from '../../../test/goods-api.ts'
import { type CategoryPath, createCategoryPath, createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { contactReveals, goods } from '../../db/schema.ts'

const h = useTestApp()
const LIMIT = CONTACT_REVEALS_PER_DAY

const reveal = (id: number | string, headers: Record<string, string> = {}) =>
  call<RevealedContacts>(h.app, { method: 'POST', url: `/buyer/goods/goods/contacts/${id}`, headers })
const detail = (id: number | string, headers: Record<string, string> = {}) =>
  call<GoodsDetail>(h.app, { method: 'GET', url: `/buyer/goods/goods/get/${id}`, headers })

/** A member whose phone is verified (revealing needs one). */
const verified = () =>
  createSignedIn(h, {
    countryCode: '852',
    mobile: `6${randomUUID().replace(/\D/g, '').padEnd(7, '0').slice(0, 7)}`,
    phoneVerifiedAt: h.clock.now(),
  })

const contacts = [
  { type: 'whatsapp' as const, value: '+852 9123 4567' },
  { type: 'email' as const, value: 'seller@example.com' },
]

async function world() {
  const owner = await createSignedIn(h)
  const path = await createCategoryPath(h)
  const listing = await createListing(h, owner.member.id, path, { contacts })
  return { owner, path, listing }
}

const revealsOf = (memberId: number) =>
  h.db.select().from(contactReveals).where(eq(contactReveals.memberId, memberId))

/** `n` live listings of one seller, each with its own WhatsApp number. */
async function listings(sellerId: number, path: CategoryPath, n: number) {
  const out: number[] = []
  for (let i = 0; i < n; i++) {
    const wa = `9${String(1000000 + i).slice(-7)}`
    const row = await createListing(h, sellerId, path, {
      imageCount: 0,
      contacts: [{ type: 'whatsapp', value: wa }],
    })
    out.push(row.id)
  }
  return out
}

describe('POST contacts/{goodsId} (docs/product/domain-rules.md, "Contact privacy")', () => {
  it('a member with a verified phone gets the values; the reveal is logged for the Hong Kong day', async () => {
    const { listing } = await world()
    const buyer = await verified()
    const res = await reveal(listing.id, buyer.headers)
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({ contacts, revealsLeft: LIMIT - 1 })
    // 02:00 UTC is 10:00 the same day in Hong Kong.
    expect(await revealsOf(buyer.member.id)).toEqual([
      expect.objectContaining({ day: '2026-11-23', goodsId: listing.id }),
    ])
    expect((await detail(listing.id, buyer.headers)).body.result.contactAccess).toBe('REVEAL')
  })

  it('revealing the same listing again that day is free', async () => {
    const { listing } = await world()
    const buyer = await verified()
    await reveal(listing.id, buyer.headers)
    h.clock.advance(30 * 60 * 1000)
    const again = await reveal(listing.id, buyer.headers)
    expect(again.body.result.revealsLeft).toBe(LIMIT - 1)
    expect(await revealsOf(buyer.member.id)).toHaveLength(1)
  })

  it('visitors are asked to log in (401)', async () => {
    const { listing } = await world()
    const res = await reveal(listing.id, { language: 'en' })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(20003)
    expect(res.body.result).toBeNull()
    expect(await h.db.select().from(contactReveals)).toHaveLength(0)
  })

  it('a member without a verified phone is told to verify it (403 30001), in their language', async () => {
    const { listing } = await world()
    const buyer = await createSignedIn(h)
    expect((await detail(listing.id, buyer.headers)).body.result.contactAccess).toBe('VERIFY_PHONE')
    for (const [language, message] of [
      ['zh-Hant', '請先驗證手機號碼，才可以查看賣家的聯絡方法'],
      ['zh-Hans', '请先验证手机号码，才可以查看卖家的联系方式'],
      ['en', "Please verify your phone number to see sellers' contact details"],
    ] as const) {
      const res = await reveal(listing.id, { ...buyer.headers, language })
      expect(res.status).toBe(403)
      expect(res.body).toMatchObject({ code: 30001, message, result: null })
    }
    expect(await h.db.select().from(contactReveals)).toHaveLength(0)
  })

  it('a chat-only listing has nothing to reveal (404 10031), and nothing is counted', async () => {
    const owner = await createSignedIn(h)
    const path = await createCategoryPath(h)
    const listing = await createListing(h, owner.member.id, path, { chatOnly: true, contacts: [] })
    const buyer = await verified()
    const res = await reveal(listing.id, { ...buyer.headers, language: 'en' })
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({
      code: 10031,
      message: 'This seller takes messages by chat only: please use the chat',
    })
    expect(await revealsOf(buyer.member.id)).toHaveLength(0)
    expect((await detail(listing.id, buyer.headers)).body.result).toMatchObject({
      chatOnly: true,
      contactTypes: [],
      contactAccess: 'NONE',
    })
  })

  it('missing, deleted, taken-down, sold and expired listings are all 404 10001, like an unknown id', async () => {
    const { listing } = await world()
    const buyer = await verified()
    const missing = await reveal(987654, { ...buyer.headers, language: 'en' })
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({
      code: 10001,
      message: 'This listing was not found; it may have been deleted',
    })
    const states: Partial<typeof goods.$inferInsert>[] = [
      { marketEnable: 'DOWN', closeTime: null },
      { marketEnable: 'SOLD_OUT' },
      { marketEnable: 'SOLD_OUT_DOWN' },
      { marketEnable: 'UPPER', closeTime: new Date(h.clock.now().getTime() - 1) },
      { marketEnable: 'DOWN', deletedAt: h.clock.now() },
    ]
    for (const values of states) {
      await h.db.update(goods).set(values).where(eq(goods.id, listing.id))
      const res = await reveal(listing.id, { ...buyer.headers, language: 'en' })
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ ...missing.body, timestamp: res.body.timestamp })
    }
    expect(await revealsOf(buyer.member.id)).toHaveLength(0)
    expect((await reveal('abc', buyer.headers)).status).toBe(400)
  })

  it('the seller reads their own contacts in any state, without a phone, and it is not counted', async () => {
    const { listing, owner } = await world()
    expect((await detail(listing.id, owner.headers)).body.result.contactAccess).toBe('REVEAL')
    await h.db.update(goods).set({ marketEnable: 'DOWN', closeTime: null }).where(eq(goods.id, listing.id))
    const res = await reveal(listing.id, owner.headers)
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual({ contacts, revealsLeft: LIMIT })
    expect(await revealsOf(owner.member.id)).toHaveLength(0)
    // Deleted is gone for the seller too.
    await h.db.update(goods).set({ deletedAt: h.clock.now() }).where(eq(goods.id, listing.id))
    expect((await reveal(listing.id, owner.headers)).body.code).toBe(10001)
  })

  it(`at most ${LIMIT} distinct listings a Hong Kong day: the next is 429 10030 saying when it resets`, async () => {
    // 15:30 UTC is 23:30 in Hong Kong; the new day starts at 16:00 UTC.
    h.clock.set('2026-11-23T15:30:00Z')
    const owner = await createSignedIn(h)
    const path = await createCategoryPath(h)
    const ids = await listings(owner.member.id, path, LIMIT + 1)
    const buyer = await verified()
    for (const [i, id] of ids.slice(0, LIMIT).entries()) {
      const res = await reveal(id, buyer.headers)
      expect(res.body.result.revealsLeft).toBe(LIMIT - 1 - i)
    }
    const last = ids[LIMIT] ?? 0
    const over = await reveal(last, { ...buyer.headers, language: 'en' })
    expect(over.status).toBe(429)
    expect(over.body).toMatchObject({ code: 10030, result: null })
    expect(over.body.message).toContain(`${LIMIT} listings today`)
    expect(over.body.message).toContain('midnight Hong Kong time')
    const zh = await reveal(last, buyer.headers)
    expect(zh.body.message).toContain('香港時間午夜 12 時後')
    // One already revealed today stays open.
    expect((await reveal(ids[0] ?? 0, buyer.headers)).status).toBe(200)
    expect(await revealsOf(buyer.member.id)).toHaveLength(LIMIT)

    h.clock.set('2026-11-23T15:59:59Z')
    expect((await reveal(last, buyer.headers)).status).toBe(429)
    h.clock.set('2026-11-23T16:00:00Z')
    const next = await reveal(last, buyer.headers)
    expect(next.status).toBe(200)
    expect(next.body.result.revealsLeft).toBe(LIMIT - 1)
    const days = (await revealsOf(buyer.member.id)).map((r) => r.day)
    expect(days.filter((d) => d === '2026-11-24')).toEqual(['2026-11-24'])
  }, 60_000)

  it('100 parallel reveals of distinct listings: exactly the limit pass, the rest are 429', async () => {
    const owner = await createSignedIn(h)
    const path = await createCategoryPath(h)
    const ids = await listings(owner.member.id, path, 100)
    const buyer = await verified()
    const answers = await Promise.all(ids.map((id) => reveal(id, buyer.headers)))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT)
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - LIMIT)
    expect(answers.filter((r) => r.status === 429).every((r) => r.body.code === 10030)).toBe(true)
    expect(await revealsOf(buyer.member.id)).toHaveLength(LIMIT)
    // Each pass saw its own place in the count.
    const left = answers.filter((r) => r.status === 200).map((r) => r.body.result.revealsLeft)
    expect(left.sort((a, b) => a - b)).toEqual(Array.from({ length: LIMIT }, (_, i) => i))
  }, 120_000)

  it('50 parallel reveals of one listing count once', async () => {
    const { listing } = await world()
    const buyer = await verified()
    const answers = await Promise.all(Array.from({ length: 50 }, () => reveal(listing.id, buyer.headers)))
    expect(answers.every((r) => r.status === 200)).toBe(true)
    expect(await revealsOf(buyer.member.id)).toHaveLength(1)
  }, 60_000)

  it('each member has their own count', async () => {
    const owner = await createSignedIn(h)
    const path = await createCategoryPath(h)
    const ids = await listings(owner.member.id, path, LIMIT)
    const [a, b] = [await verified(), await verified()]
    for (const id of ids) expect((await reveal(id, a.headers)).status).toBe(200)
    expect((await reveal(ids[0] ?? 0, b.headers)).body.result.revealsLeft).toBe(LIMIT - 1)
  }, 60_000)
})

describe('chat only on create and update', () => {
  it('a chat-only listing needs no contact method, and keeps none that were sent', async () => {
    const s = await seller(h)
    const path = await createCategoryPath(h)
    const bare = await publish(h, s, path, { chatOnly: true, contacts: [] })
    expect(bare).toMatchObject({ chatOnly: true, contactTypes: [], contactAccess: 'NONE' })
    const sent = await publish(h, s, path, { chatOnly: true })
    expect(sent.contactTypes).toEqual([])
    for (const d of [bare, sent]) {
      const row = await goodsRow(h, d.id)
      expect(row).toMatchObject({ chatOnly: true, contacts: [] })
    }
    // The seller's own reveal has nothing to give.
    expect((await reveal(sent.id, s.headers)).body.result.contacts).toEqual([])
  })

  it('without chat only the contact rule stands (400 4002 on contacts, nothing written)', async () => {
    const s = await seller(h)
    const path = await createCategoryPath(h)
    const res = await call<{ fields: { field: string }[] }>(h.app, {
      method: 'POST',
      url: '/buyer/goods/goods/create',
      headers: { ...s.headers, language: 'en' },
      payload: listingBody(path, await addMedia(h, s.member.id), { chatOnly: false, contacts: [] }),
    })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(4002)
    expect(res.body.result.fields.map((f) => f.field)).toContain('contacts')
    expect(await h.db.select().from(goods).where(eq(goods.sellerId, s.member.id))).toHaveLength(0)
  })

  it('a bad chatOnly is refused', async () => {
    const s = await seller(h)
    const path = await createCategoryPath(h)
    const res = await call(h.app, {
      method: 'POST',
      url: '/buyer/goods/goods/create',
      headers: s.headers,
      payload: { ...listingBody(path, await addMedia(h, s.member.id)), chatOnly: 'maybe' },
    })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(4002)
  })

  it('editing to chat only drops the contacts; back again needs one', async () => {
    const s = await seller(h)
    const path = await createCategoryPath(h)
    const d = await publish(h, s, path)
    await h.db
      .update(goods)
      .set({ marketEnable: 'DOWN', closeTime: null })
      .where(eq(goods.id, Number(d.id)))
    const update = async (over: object) =>
      call<GoodsDetail>(h.app, {
        method: 'PUT',
        url: '/buyer/goods/goods/update',
        headers: s.headers,
        payload: { ...listingBody(path, await addMedia(h, s.member.id), over), goodsId: d.id },
      })
    const toChat = await update({ chatOnly: true })
    expect(toChat.status).toBe(200)
    expect(toChat.body.result).toMatchObject({ chatOnly: true, contactTypes: [] })
    expect(await goodsRow(h, d.id)).toMatchObject({ chatOnly: true, contacts: [] })
    const bare = await update({ chatOnly: false, contacts: [] })
    expect(bare.status).toBe(400)
    expect((await goodsRow(h, d.id)).chatOnly).toBe(true)
    const back = await update({ chatOnly: false, contacts: [{ type: 'wechat', value: 'kf_wx' }] })
    expect(back.body.result).toMatchObject({ chatOnly: false, contactTypes: ['wechat'] })
    expect((await reveal(d.id, s.headers)).body.result.contacts).toEqual([{ type: 'wechat', value: 'kf_wx' }])
  })
})
