/**
 * Upload limits that protect the CPU (docs/decisions.md, Images): extreme shapes and pixel counts
 * are refused from the header before any decoding, and decodes run a few at a time.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { media } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import { DECODE_QUEUE_MAX, DECODE_SLOTS, DecodeQueue, decodeQueue } from './media.queue.ts'
import { bilevelPng, filesUnder, multipart, solid } from './media.test-helpers.ts'

const h = useTestApp()

interface Uploaded {
  id: string
  url: string
  thumbnail: string
  width: number
  height: number
}

/** Generous: a header check takes milliseconds, while decoding 1 × 30,000,000 took 5–15 s. */
const HEADER_CHECK_MS = 1000

const mediaDir = () => path.join(h.config.DATA_DIR, 'media')

async function uploadBytes(headers: Record<string, string>, bytes: Buffer) {
  const body = await multipart([{ bytes, filename: 'photo.png', type: 'image/png' }])
  return call<Uploaded>(h.app, {
    method: 'POST',
    url: '/common/common/upload/file',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  })
}

/** Uploads `bytes`, timing the answer and noting what was written (media rows, new files). */
async function timedUpload(memberId: number, headers: Record<string, string>, bytes: Buffer) {
  const before = new Set(filesUnder(mediaDir()))
  const started = performance.now()
  const res = await uploadBytes(headers, bytes)
  const elapsed = performance.now() - started
  const rows = await h.db.select().from(media).where(eq(media.ownerId, memberId))
  const newFiles = filesUnder(mediaDir()).filter((f) => !before.has(f))
  return { res, elapsed, rows, newFiles }
}

/** A promise and the function that settles it, for holding decode slots in a test. */
function gate() {
  let open = () => {}
  const closed = new Promise<void>((resolve) => {
    open = resolve
  })
  return { closed, open }
}

describe('upload image limits', () => {
  it('refuses extreme shapes from the header with 400 10015, fast, writing nothing', async () => {
    const s = await createSignedIn(h)
    const strip = bilevelPng(1, 30_000_000)
    // The reported attack: tens of KB on disk, under 40 MP, seconds of CPU to decode.
    expect(strip.length).toBeLessThan(100 * 1024)
    const hostile: [string, Buffer][] = [
      ['1 × 30,000,000', strip],
      ['11,000 × 2,000 (side only)', bilevelPng(11_000, 2_000)],
      ['11,000 × 100', bilevelPng(11_000, 100)],
      ['5,000 × 400 (ratio 12.5 only)', bilevelPng(5_000, 400)],
      ['400 × 5,000 JPEG', await solid(400, 5_000).jpeg().toBuffer()],
    ]
    for (const [name, bytes] of hostile) {
      const { res, elapsed, rows, newFiles } = await timedUpload(
        s.member.id,
        { ...s.headers, language: 'en' },
        bytes,
      )
      expect(res.status, name).toBe(400)
      expect(res.body, name).toMatchObject({
        success: false,
        code: 10015,
        message: 'The photo is too long or too narrow (at most 10,000 pixels a side, sides at most 10:1)',
      })
      expect(elapsed, name).toBeLessThan(HEADER_CHECK_MS)
      expect([rows, newFiles], name).toEqual([[], []])
    }
  }, 120_000)

  it('says so in every language', async () => {
    const s = await createSignedIn(h)
    const bytes = bilevelPng(5_000, 400)
    const messages = {
      'zh-Hant': '相片太長或太窄（每邊最多 10000 像素，長邊不可超過短邊的 10 倍）',
      'zh-Hans': '照片太长或太窄（每边最多 10000 像素，长边不可超过短边的 10 倍）',
    }
    for (const [language, message] of Object.entries(messages)) {
      const res = await uploadBytes({ ...s.headers, language }, bytes)
      expect(res.body).toMatchObject({ code: 10015, message })
    }
  })

  it('answers 10012 (not "cannot decode") over sharp’s own 268 MP limit, fast, writing nothing', async () => {
    const s = await createSignedIn(h)
    const huge = bilevelPng(20_000, 14_000) // 280 MP
    expect(huge.length).toBeLessThan(100 * 1024)
    const { res, elapsed, rows, newFiles } = await timedUpload(
      s.member.id,
      { ...s.headers, language: 'en' },
      huge,
    )
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      code: 10012,
      message: 'The photo resolution is too high (at most 40 megapixels)',
    })
    expect(elapsed).toBeLessThan(HEADER_CHECK_MS)
    expect([rows, newFiles]).toEqual([[], []])
  }, 60_000)

  it('still accepts an ordinary photo, and shapes exactly at the limits', async () => {
    const s = await createSignedIn(h)
    const cases: [Buffer, [number, number]][] = [
      [await solid(4032, 3024).jpeg().toBuffer(), [1280, 960]], // a phone camera's 12 MP
      [bilevelPng(10_000, 1_000), [1280, 128]], // longest side and ratio both at the limit
      [bilevelPng(400, 4_000), [128, 1280]],
    ]
    for (const [bytes, size] of cases) {
      const res = await uploadBytes(s.headers, bytes)
      expect(res.status).toBe(200)
      expect([res.body.result.width, res.body.result.height]).toEqual(size)
      const stored = await sharp(readFileSync(path.join(h.config.DATA_DIR, res.body.result.url))).metadata()
      expect([stored.width, stored.height]).toEqual(size)
    }
    expect(await h.db.select().from(media).where(eq(media.ownerId, s.member.id))).toHaveLength(3)
  }, 60_000)

  it('decodes a burst two at a time, queues up to 16, and answers 429 1003 beyond', async () => {
    const s = await createSignedIn(h)
    const jpeg = await solid(600, 400).jpeg().toBuffer()
    const filesBefore = filesUnder(mediaDir()).length
    // Hold every slot so the whole burst has to queue behind it.
    const held = gate()
    const holders = Array.from({ length: DECODE_SLOTS }, () => decodeQueue.run(() => held.closed))
    const extra = 3
    let answered = 0
    const burst = Array.from({ length: DECODE_QUEUE_MAX + extra }, () =>
      uploadBytes({ ...s.headers, language: 'en' }, jpeg).finally(() => {
        answered += 1
      }),
    )
    // Every request has either queued or been turned away before the slots free up: otherwise a
    // late request could find room in a draining queue.
    await vi.waitFor(
      () => {
        expect(decodeQueue.queued).toBe(DECODE_QUEUE_MAX)
        expect(answered).toBe(extra)
      },
      { timeout: 10_000 },
    )
    expect(decodeQueue.running).toBe(DECODE_SLOTS)
    held.open()
    await Promise.all(holders)
    const results = await Promise.all(burst)
    expect(results.filter((r) => r.status === 200)).toHaveLength(DECODE_QUEUE_MAX)
    const refused = results.filter((r) => r.status === 429)
    expect(refused).toHaveLength(extra)
    for (const r of refused) {
      expect(r.body).toMatchObject({ code: 1003, message: 'Too many requests, please try again later' })
    }
    expect(await h.db.select().from(media).where(eq(media.ownerId, s.member.id))).toHaveLength(
      DECODE_QUEUE_MAX,
    )
    expect(filesUnder(mediaDir()).length - filesBefore).toBe(2 * DECODE_QUEUE_MAX)
    expect([decodeQueue.running, decodeQueue.queued]).toEqual([0, 0])
  }, 60_000)
})

describe('DecodeQueue', () => {
  it('runs at most `slots` tasks at once, in arrival order, and frees a slot when a task fails', async () => {
    const queue = new DecodeQueue(2, 2)
    let running = 0
    let peak = 0
    const started: number[] = []
    const gates = Array.from({ length: 4 }, gate)
    const task = (i: number) => async () => {
      started.push(i)
      running++
      peak = Math.max(peak, running)
      await gates[i]?.closed
      running--
      if (i === 0) throw new Error('decode failed')
      return i
    }
    const runs = [0, 1, 2, 3].map((i) => queue.run(task(i)))
    const fifth = queue.run(async () => 4)
    await expect(fifth).rejects.toMatchObject({ status: 429, code: 1003 })
    await expect(fifth).rejects.toBeInstanceOf(AppError)
    expect([queue.running, queue.queued]).toEqual([2, 2])
    gates[0]?.open()
    await expect(runs[0]).rejects.toThrow('decode failed')
    await vi.waitFor(() => expect(started).toEqual([0, 1, 2]))
    for (const g of gates) g.open()
    expect(await Promise.all(runs.slice(1))).toEqual([1, 2, 3])
    expect(started).toEqual([0, 1, 2, 3])
    expect(peak).toBe(2)
    expect([queue.running, queue.queued]).toEqual([0, 0])
  })
})
