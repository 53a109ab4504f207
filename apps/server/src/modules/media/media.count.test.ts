/**
 * Every upload attempt counts toward the member's 60 in 10 minutes before anything is decoded,
 * refused ones and chat photos too (docs/decisions.md, Images). On PostgreSQL with TEST_REDIS_URL
 * the count lives in Redis, as with several instances.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { market, openTalk, type Party } from '../../../test/chat.ts'
import { createSignedIn } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { filesUnder, multipart, solid, uploadImage } from '../../../test/media.ts'
import { media } from '../../db/schema.ts'
import { MEMBER_UPLOADS_IN_FLIGHT, UPLOAD_LIMIT, UPLOAD_WINDOW_MS } from './media.service.ts'

const h = useTestApp(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {})

const notAnImage = Buffer.from('<?php echo "hello"; ?>'.repeat(20))

const counted = (memberId: number) =>
  h.app.ctx.limits.count(`upload:${memberId}`, UPLOAD_WINDOW_MS, h.clock.now().getTime())

const rowsOf = (memberId: number) => h.db.select().from(media).where(eq(media.ownerId, memberId))

async function sendPhoto(who: Party, talkId: string, bytes: Buffer) {
  const body = await multipart([{ bytes }], { talkId, clientId: randomUUID() })
  return call(h.app, {
    method: 'POST',
    url: '/im/talk/photo',
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  })
}

/** Refused for what they are, each in its own way, before, while or after reading the header. */
async function refusedKinds(): Promise<[string, Buffer, number][]> {
  const png = await solid(600, 400).png().toBuffer()
  return [
    ['not an image', notAnImage, 10010],
    ['AVIF over its budget', await solid(2_100, 2_000).avif({ effort: 0 }).toBuffer(), 10012],
    ['truncated PNG', png.subarray(0, Math.floor(png.length / 2)), 10013],
  ]
}

describe('upload attempts count', () => {
  it('answers the 61st attempt in 10 minutes with 429 even when the first 60 were refused', async () => {
    const s = await createSignedIn(h)
    const kinds = await refusedKinds()
    for (let i = 0; i < UPLOAD_LIMIT; i++) {
      const [name, bytes, code] = kinds[i % kinds.length] ?? ['', notAnImage, 0]
      const res = await uploadImage(h.app, s.headers, bytes)
      expect([name, res.status, res.body.code]).toEqual([name, 400, code])
    }
    const before = filesUnder(h.config.DATA_DIR)
    const good = await solid(100, 100).jpeg().toBuffer()
    const res = await uploadImage(h.app, { ...s.headers, language: 'en' }, good)
    expect(res.status).toBe(429)
    expect(res.body).toMatchObject({ code: 1003, message: 'Too many requests, please try again later' })
    expect(await rowsOf(s.member.id)).toEqual([])
    expect(filesUnder(h.config.DATA_DIR)).toEqual(before)
    // The window slides: ten minutes after the first attempts there is room again.
    h.clock.advance(UPLOAD_WINDOW_MS)
    expect((await uploadImage(h.app, s.headers, good)).status).toBe(200)
  }, 120_000)

  it('counts chat photos with uploads: the same 60, refused at once beyond', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    for (let i = 0; i < UPLOAD_LIMIT - 1; i++) {
      expect((await uploadImage(h.app, m.buyer.headers, notAnImage)).status).toBe(400)
    }
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .png()
      .toBuffer()
    expect((await sendPhoto(m.buyer, talkId, photo)).status).toBe(200)
    const overPhoto = await sendPhoto(m.buyer, talkId, photo)
    expect([overPhoto.status, overPhoto.body.code]).toEqual([429, 1003])
    expect((await uploadImage(h.app, m.buyer.headers, photo)).status).toBe(429)
    // The seller's count is their own.
    expect((await sendPhoto(m.seller, talkId, photo)).status).toBe(200)
  }, 120_000)

  it('lets exactly 60 of 100 parallel attempts through the count, refused or not', async () => {
    const s = await createSignedIn(h)
    const results = await Promise.all(
      Array.from({ length: 100 }, () => uploadImage(h.app, { ...s.headers, language: 'en' }, notAnImage)),
    )
    const statuses = results.map((r) => `${r.status} ${r.body.code}`)
    // Of the 60 counted, those that found one of the member's 8 places in flight were read and
    // refused for their type; the rest, and the 40 over the count, were refused at once.
    const read = statuses.filter((x) => x === '400 10010').length
    expect(read).toBeGreaterThanOrEqual(MEMBER_UPLOADS_IN_FLIGHT)
    expect(read).toBeLessThanOrEqual(UPLOAD_LIMIT)
    expect(statuses.filter((x) => x === '429 1003')).toHaveLength(100 - read)
    expect(await counted(s.member.id)).toBe(UPLOAD_LIMIT)
  }, 120_000)

  it('never stores more than 60 of 100 parallel good uploads', async () => {
    const s = await createSignedIn(h)
    const jpeg = await solid(120, 80).jpeg().toBuffer()
    const results = await Promise.all(Array.from({ length: 100 }, () => uploadImage(h.app, s.headers, jpeg)))
    const accepted = results.filter((r) => r.status === 200)
    // Beyond the count, the member's share of the decode queue turns some away too (429 alike).
    expect(results.every((r) => r.status === 200 || (r.status === 429 && r.body.code === 1003))).toBe(true)
    expect(accepted.length).toBeGreaterThan(0)
    expect(accepted.length).toBeLessThanOrEqual(UPLOAD_LIMIT)
    expect(await rowsOf(s.member.id)).toHaveLength(accepted.length)
    expect(await counted(s.member.id)).toBe(UPLOAD_LIMIT)
  }, 120_000)
})
