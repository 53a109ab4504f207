import { randomUUID } from 'node:crypto'
import { ErrorCode, type HistoryPage, type Page, type TalkItem } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { detail, market, openTalk, type Party, sendText, verifiedMember } from '../../../test/chat.ts'
import { createSignedIn } from '../../../test/factories.ts'
import { createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { goods, memberBlocks, messages, talkReports, talks } from '../../db/schema.ts'

const h = useTestApp()

const countMessages = async () => (await h.db.select().from(messages)).length

function photoForm(talkId: string, clientId: string, file: Buffer, type = 'image/png') {
  const boundary = `----kf${randomUUID()}`
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  const body = Buffer.concat([
    Buffer.from(field('talkId', talkId) + field('clientId', clientId)),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

const png = (w = 64, hgt = 48) =>
  sharp({ create: { width: w, height: hgt, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer()

function sendPhoto(who: Party, talkId: string, file: Buffer, clientId = randomUUID()) {
  const form = photoForm(talkId, clientId, file)
  return call(h.app, {
    method: 'POST',
    url: '/im/talk/photo',
    payload: form.payload,
    headers: { ...who.headers, ...form.headers },
  })
}

describe('getImTalk', () => {
  it('makes the talk of this buyer, seller and listing once, and finds it afterwards', async () => {
    const m = await market(h)
    const first = await call<{ id: string; userId: string }>(h.app, {
      method: 'GET',
      url: `/buyer/goodsAAA/goodsAAA/getImTalk/${m.goodsId}`,
      headers: m.buyer.headers,
    })
    expect(first.status).toBe(200)
    expect(first.body.result.userId).toBe(String(m.seller.member.id))
    const again = await Promise.all(Array.from({ length: 20 }, () => openTalk(h, m.buyer, m.goodsId)))
    expect(new Set(again)).toEqual(new Set([first.body.result.id]))
    expect(await h.db.select().from(talks)).toHaveLength(1)
  })

  it('refuses the seller on their own listing, and a member without a verified phone', async () => {
    const m = await market(h)
    const own = await call(h.app, {
      method: 'GET',
      url: `/buyer/goodsAAA/goodsAAA/getImTalk/${m.goodsId}`,
      headers: { ...m.seller.headers, language: 'en' },
    })
    expect(own.status).toBe(403)
    expect(own.body.code).toBe(ErrorCode.GOODS_OWN)
    const unverified = await createSignedIn(h)
    const res = await call(h.app, {
      method: 'GET',
      url: `/buyer/goodsAAA/goodsAAA/getImTalk/${m.goodsId}`,
      headers: { ...unverified.headers, language: 'en' },
    })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({
      code: ErrorCode.PHONE_NOT_VERIFIED,
      message: expect.stringMatching(/verify your phone/),
    })
    expect(await h.db.select().from(talks)).toHaveLength(0)
  })

  it('answers a taken-down or expired listing like an unknown one for a new talk, but keeps an existing talk open', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    await h.db.update(goods).set({ marketEnable: 'DOWN' }).where(eq(goods.id, m.goodsId))
    expect(await openTalk(h, m.buyer, m.goodsId)).toBe(talkId)
    const other = await verifiedMember(h)
    const ask = (who: Party, id: number | string) =>
      call(h.app, {
        method: 'GET',
        url: `/buyer/goodsAAA/goodsAAA/getImTalk/${id}`,
        headers: { ...who.headers, language: 'en' },
      })
    const unknown = await ask(other, 987654321)
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe(ErrorCode.GOODS_NOT_FOUND)
    const down = await ask(other, m.goodsId)
    expect({ status: down.status, code: down.body.code, message: down.body.message }).toEqual({
      status: unknown.status,
      code: unknown.body.code,
      message: unknown.body.message,
    })
    // Nor does the phone check come first and tell the two apart.
    const unverified = await createSignedIn(h)
    expect((await ask(unverified, m.goodsId)).body.code).toBe(ErrorCode.GOODS_NOT_FOUND)
    const expired = await createListing(h, m.seller.member.id, m.path, {
      closeTime: new Date(h.clock.now().getTime() - 1000),
    })
    const late = await ask(other, expired.id)
    expect(late.status).toBe(404)
    expect(late.body.code).toBe(ErrorCode.GOODS_NOT_FOUND)
    await h.db.update(goods).set({ deletedAt: h.clock.now() }).where(eq(goods.id, m.goodsId))
    const gone = await call(h.app, {
      method: 'GET',
      url: `/buyer/goodsAAA/goodsAAA/getImTalk/${m.goodsId}`,
      headers: m.buyer.headers,
    })
    expect(gone.status).toBe(404)
    expect(gone.body.code).toBe(ErrorCode.GOODS_NOT_FOUND)
  })

  it('asks a visitor to log in before anything else', async () => {
    const res = await call(h.app, { method: 'GET', url: '/buyer/goodsAAA/goodsAAA/getImTalk/abc' })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(ErrorCode.NOT_LOGGED_IN)
  })
})

describe('messages', () => {
  it('stores a text, answers the sender copy, and shows it to both sides in order', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    const sent = await sendText(h, m.buyer, talkId, '  你好，仲有冇貨？  ', 'client-0001')
    expect(sent.status).toBe(200)
    expect(sent.body.result).toMatchObject({
      talkId,
      seq: 1,
      kind: 'TEXT',
      text: '你好，仲有冇貨？',
      senderId: String(m.buyer.member.id),
      clientId: 'client-0001',
      safety: [],
    })
    await sendText(h, m.seller, talkId, '有，可以旺角交收')
    const seen = await call<HistoryPage>(h.app, {
      method: 'GET',
      url: `/im/talk/${talkId}/messages`,
      headers: m.seller.headers,
    })
    expect(seen.body.result.records.map((r) => [r.seq, r.text, r.clientId])).toEqual([
      [1, '你好，仲有冇貨？', null],
      [2, '有，可以旺角交收', expect.any(String)],
    ])
    expect(seen.body.result.hasMore).toBe(false)
  })

  it('shows the receiver, not the sender, the safety tips of a message asking to leave the platform or pay ahead', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    const sent = await sendText(h, m.seller, talkId, 'WhatsApp me 9123 4567, 先過數 deposit first')
    expect(sent.body.result.safety).toEqual([])
    const seen = await call<HistoryPage>(h.app, {
      method: 'GET',
      url: `/im/talk/${talkId}/messages`,
      headers: m.buyer.headers,
    })
    expect(seen.body.result.records[0]?.safety).toEqual(['OFF_PLATFORM', 'PAY_AHEAD'])
    await sendText(h, m.buyer, talkId, '可以旺角站交收嗎？')
    const plain = await call<HistoryPage>(h.app, {
      method: 'GET',
      url: `/im/talk/${talkId}/messages`,
      headers: m.seller.headers,
    })
    expect(plain.body.result.records[1]?.safety).toEqual([])
  })

  it('a resend with the same client id stores nothing new and answers the first message', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    const results = await Promise.all(
      Array.from({ length: 30 }, () => sendText(h, m.buyer, talkId, 'hello', 'same-client-id')),
    )
    expect(new Set(results.map((r) => r.body.result.id)).size).toBe(1)
    expect(await countMessages()).toBe(1)
  })

  it('refuses empty, too long and control-character texts with a localized 400, writing nothing', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    for (const text of ['   ', 'x'.repeat(1001), 'bad\u0000text', 'esc\u001b[31m']) {
      const res = await call(h.app, {
        method: 'POST',
        url: '/im/talk/message',
        headers: { ...m.buyer.headers, language: 'en' },
        payload: { talkId, clientId: randomUUID(), text },
      })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe(ErrorCode.PARAM_ERROR)
    }
    const long = await sendText(h, m.buyer, talkId, '字'.repeat(1000))
    expect(long.status).toBe(200)
    const huge = await call(h.app, {
      method: 'POST',
      url: '/im/talk/message',
      headers: m.buyer.headers,
      payload: { talkId, clientId: randomUUID(), text: 'a'.repeat(1024 * 1024) },
    })
    expect([400, 413]).toContain(huge.status)
    const badId = await call(h.app, {
      method: 'POST',
      url: '/im/talk/message',
      headers: m.buyer.headers,
      payload: { talkId, clientId: 'x', text: 'hi' },
    })
    expect(badId.status).toBe(400)
    expect(await countMessages()).toBe(1)
  })

  it('answers another member exactly as for a missing talk: no history, no sending, no reading', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    await sendText(h, m.buyer, talkId, 'private')
    const stranger = await verifiedMember(h)
    const missing = '999999'
    for (const id of [talkId, missing]) {
      const reads = [
        await call(h.app, { method: 'GET', url: `/im/talk/${id}`, headers: stranger.headers }),
        await call(h.app, { method: 'GET', url: `/im/talk/${id}/messages`, headers: stranger.headers }),
        await call(h.app, {
          method: 'PUT',
          url: `/im/talk/${id}/read`,
          headers: stranger.headers,
          payload: { seq: 1 },
        }),
        await sendText(h, stranger, id, 'let me in'),
      ]
      for (const res of reads) {
        expect(res.status).toBe(404)
        expect(res.body.code).toBe(ErrorCode.TALK_NOT_FOUND)
      }
    }
    expect(await countMessages()).toBe(1)
  })

  it('pages history newest first with before, and catches up with after', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    for (let i = 1; i <= 7; i++) await sendText(h, i % 2 ? m.buyer : m.seller, talkId, `m${i}`)
    const page = (q: string) =>
      call<HistoryPage>(h.app, {
        method: 'GET',
        url: `/im/talk/${talkId}/messages?${q}`,
        headers: m.buyer.headers,
      })
    const newest = await page('limit=3')
    expect(newest.body.result.records.map((r) => r.seq)).toEqual([5, 6, 7])
    expect(newest.body.result.hasMore).toBe(true)
    const older = await page('limit=3&before=5')
    expect(older.body.result.records.map((r) => r.seq)).toEqual([2, 3, 4])
    const oldest = await page('limit=3&before=2')
    expect(oldest.body.result).toMatchObject({ hasMore: false })
    expect(oldest.body.result.records.map((r) => r.seq)).toEqual([1])
    const after = await page('after=4&limit=2')
    expect(after.body.result.records.map((r) => r.seq)).toEqual([5, 6])
    expect(after.body.result.hasMore).toBe(true)
    const bad = await page('limit=1000')
    expect(bad.status).toBe(400)
  })
})

describe('talk list, unread and read positions', () => {
  it('counts unread per talk and in total, and reading moves the position (never back, never past the end)', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    await sendText(h, m.buyer, talkId, 'one')
    await sendText(h, m.buyer, talkId, 'two')
    const unread = await call<{ total: number }>(h.app, {
      method: 'GET',
      url: '/im/talk/unread',
      headers: m.seller.headers,
    })
    expect(unread.body.result.total).toBe(2)
    expect(
      (
        await call<{ total: number }>(h.app, {
          method: 'GET',
          url: '/im/talk/unread',
          headers: m.buyer.headers,
        })
      ).body.result.total,
    ).toBe(0)
    const read = await call<{ seq: number }>(h.app, {
      method: 'PUT',
      url: `/im/talk/${talkId}/read`,
      headers: m.seller.headers,
      payload: { seq: 99 },
    })
    expect(read.body.result.seq).toBe(2)
    const back = await call<{ seq: number }>(h.app, {
      method: 'PUT',
      url: `/im/talk/${talkId}/read`,
      headers: m.seller.headers,
      payload: { seq: 1 },
    })
    expect(back.body.result.seq).toBe(2)
    const list = await call<Page<TalkItem>>(h.app, {
      method: 'GET',
      url: '/im/talk',
      headers: m.buyer.headers,
    })
    expect(list.body.result.records[0]).toMatchObject({ id: talkId, unread: 0, otherReadSeq: 2, lastSeq: 2 })
  })

  it('lists the member’s talks most recent first with the other member, the listing and the last message', async () => {
    const m = await market(h)
    const second = await createListing(h, m.seller.member.id, m.path, {
      name: 'Switch OLED',
      price: '1800.00',
    })
    const t1 = await openTalk(h, m.buyer, m.goodsId)
    const t2 = await openTalk(h, m.buyer, second.id)
    await sendText(h, m.buyer, t2, 'Switch still here?')
    h.clock.advance(1000)
    await sendText(h, m.buyer, t1, 'iPhone?')
    const res = await call<Page<TalkItem>>(h.app, {
      method: 'GET',
      url: '/im/talk?pageNumber=1&pageSize=10',
      headers: { ...m.seller.headers, language: 'en' },
    })
    expect(res.body.result.total).toBe(2)
    expect(res.body.result.records.map((r) => r.id)).toEqual([t1, t2])
    expect(res.body.result.records[1]).toMatchObject({
      userId: String(m.buyer.member.id),
      sellerId: String(m.seller.member.id),
      goodsId: String(second.id),
      name: m.buyer.member.nickName,
      lastTalkMessage: 'Switch still here?',
      goodsName: 'Switch OLED',
      goodsPrice: '1800.00',
      goodsState: 'UPPER',
      quote: '',
      quoteStatus: 0,
      unread: 1,
    })
  })

  it('shows a buyer the talk they opened, and the seller only once it has a message', async () => {
    const m = await market(h)
    await openTalk(h, m.buyer, m.goodsId)
    const buyerList = await call<Page<TalkItem>>(h.app, {
      method: 'GET',
      url: '/im/talk',
      headers: m.buyer.headers,
    })
    const sellerList = await call<Page<TalkItem>>(h.app, {
      method: 'GET',
      url: '/im/talk',
      headers: m.seller.headers,
    })
    expect(buyerList.body.result.total).toBe(1)
    expect(sellerList.body.result.total).toBe(0)
  })

  it('finds the talk with a member by their id', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    const res = await call(h.app, {
      method: 'GET',
      url: `/im/talk/by/user/${m.buyer.member.id}?goodsId=${m.goodsId}`,
      headers: m.seller.headers,
    })
    expect(res.body.result).toMatchObject({ id: talkId, myRole: 'SELLER' })
    const none = await call(h.app, {
      method: 'GET',
      url: `/im/talk/by/user/${m.seller.member.id}`,
      headers: m.seller.headers,
    })
    expect(none.status).toBe(404)
  })
})

describe('blocking and reporting', () => {
  it('a block stops messages both ways until the blocker unblocks', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    const blocked = await call(h.app, {
      method: 'POST',
      url: '/im/talk/block',
      headers: m.seller.headers,
      payload: { talkId },
    })
    expect(blocked.body.result).toMatchObject({ blockedByMe: true, blockedByOther: false })
    expect((await detail(h, m.buyer, talkId)).body.result).toMatchObject({
      blockedByMe: false,
      blockedByOther: true,
    })
    for (const who of [m.buyer, m.seller]) {
      const res = await sendText(h, who, talkId, 'hello?')
      expect(res.status).toBe(403)
      expect(res.body.code).toBe(ErrorCode.CHAT_BLOCKED)
    }
    // The blocked member cannot lift it.
    await call(h.app, {
      method: 'POST',
      url: '/im/talk/unblock',
      headers: m.buyer.headers,
      payload: { talkId },
    })
    expect((await sendText(h, m.buyer, talkId, 'still?')).status).toBe(403)
    await call(h.app, {
      method: 'POST',
      url: '/im/talk/unblock',
      headers: m.seller.headers,
      payload: { talkId },
    })
    expect((await sendText(h, m.buyer, talkId, 'now?')).status).toBe(200)
    expect(await h.db.select().from(memberBlocks)).toHaveLength(0)
  })

  it('a report keeps the last messages as they were, once per member and talk', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    await sendText(h, m.seller, talkId, 'pay deposit first by FPS 1234567')
    const report = () =>
      call(h.app, {
        method: 'POST',
        url: '/im/talk/report',
        headers: m.buyer.headers,
        payload: { talkId, typeNum: 0, context: 'asks for a deposit' },
      })
    expect((await report()).status).toBe(200)
    const again = await report()
    expect(again.status).toBe(409)
    expect(again.body.code).toBe(ErrorCode.TALK_ALREADY_REPORTED)
    const [row] = await h.db.select().from(talkReports)
    expect(row).toMatchObject({ reportedId: m.seller.member.id, typeNum: 0 })
    expect(row?.excerpt).toEqual([expect.objectContaining({ text: 'pay deposit first by FPS 1234567' })])
    const other = await call(h.app, {
      method: 'POST',
      url: '/im/talk/report',
      headers: m.buyer.headers,
      payload: { talkId, typeNum: 5 },
    })
    expect(other.status).toBe(400)
  })
})

describe('photos', () => {
  it('re-encodes a photo to WebP, sends it as a message and serves it only at its signed address', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    const res = await sendPhoto(m.buyer, talkId, await png())
    expect(res.status).toBe(200)
    const message = res.body.result as {
      kind: string
      photo: { url: string; thumbnail: string; width: number }
    }
    expect(message.kind).toBe('PHOTO')
    expect(message.photo.url).toMatch(
      /^\/im\/media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp\?talk=\d+&exp=\d+&sig=/,
    )
    const file = await h.app.inject({ method: 'GET', url: message.photo.url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/webp')
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp')
    const unsigned = message.photo.url.replace(/\?.*$/, '')
    expect((await h.app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(404)
    const otherTalk = message.photo.url.replace(/talk=\d+/, 'talk=999')
    expect((await h.app.inject({ method: 'GET', url: otherTalk })).statusCode).toBe(404)
    const traversal = message.photo.url.replace(/\/im\/media\/[^?]+/, '/im/media/../../etc/passwd')
    expect((await h.app.inject({ method: 'GET', url: traversal })).statusCode).toBe(404)
    h.clock.advance(13 * 60 * 60 * 1000)
    expect((await h.app.inject({ method: 'GET', url: message.photo.url })).statusCode).toBe(404)
  })

  it('a photo address lapses within 20 minutes; reading the talk again presents a fresh one', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    expect((await sendPhoto(m.buyer, talkId, await png())).status).toBe(200)
    const photoOf = async (who: Party, query = '') => {
      const page = await call<HistoryPage>(h.app, {
        method: 'GET',
        url: `/im/talk/${talkId}/messages${query}`,
        headers: who.headers,
      })
      const photo = page.body.result.records[0]?.photo
      if (!photo) throw new Error('no photo in the history')
      return photo
    }
    const first = await photoOf(m.seller)
    const status = async (url: string) => (await h.app.inject({ method: 'GET', url })).statusCode
    expect(await status(first.thumbnail)).toBe(200)
    // Within a step the address stays the same, so the browser's copy is used.
    h.clock.advance(60 * 1000)
    expect((await photoOf(m.seller)).thumbnail).toBe(first.thumbnail)
    h.clock.advance(20 * 60 * 1000)
    expect(await status(first.thumbnail)).toBe(404)
    expect(await status(first.url)).toBe(404)
    const fresh = await photoOf(m.seller)
    expect(fresh.thumbnail).not.toBe(first.thumbnail)
    expect(await status(fresh.thumbnail)).toBe(200)
    expect(await status(fresh.url)).toBe(200)
    // Catch-up reads (`after`) present fresh addresses too.
    expect(await status((await photoOf(m.buyer, '?after=0')).url)).toBe(200)
    const served = await h.app.inject({ method: 'GET', url: fresh.url })
    expect(served.headers['cache-control']).toBe('private, max-age=600')
  })

  it('refuses a photo over 6 MB with the photo message, and a file that is not an image', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)])
    const res = await call(h.app, {
      method: 'POST',
      url: '/im/talk/photo',
      ...(() => {
        const form = photoForm(talkId, randomUUID(), big)
        return { payload: form.payload, headers: { ...m.buyer.headers, ...form.headers, language: 'en' } }
      })(),
    })
    expect(res.status).toBe(413)
    expect(res.body).toMatchObject({
      code: ErrorCode.CHAT_PHOTO_TOO_LARGE,
      message: 'Send failed, photo must not exceed 6MB',
    })
    const text = await sendPhoto(m.buyer, talkId, Buffer.from('not an image at all'))
    expect(text.status).toBe(400)
    expect(text.body.code).toBe(ErrorCode.IMAGE_TYPE)
    const stranger = await verifiedMember(h)
    const theirs = await sendPhoto(stranger, talkId, await png())
    expect(theirs.status).toBe(404)
    expect(await countMessages()).toBe(0)
  })
})
