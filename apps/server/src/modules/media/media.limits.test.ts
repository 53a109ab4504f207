/**
 * Upload limits that protect the CPU (docs/decisions.md, Images): extreme shapes, pixel counts and
 * kinds over their budget are refused from the header before any decoding; decodes run a few at a
 * time in worker processes, one per member, handed round in turn.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { IMAGE_PIXEL_BUDGET } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { useTestApp } from '../../../test/harness.ts'
import { bilevelPng, deepPng, filesUnder, solid, uploadImage } from '../../../test/media.ts'
import { media } from '../../db/schema.ts'
import { imagePool, quickPool } from './media.image.ts'
import { DECODE_SLOTS, decodeQueue, MEMBER_IMAGES_MAX } from './media.queue.ts'

const h = useTestApp()

const mediaDir = () => path.join(h.config.DATA_DIR, 'media')

const workerJobs = () => imagePool.jobs + quickPool.jobs

/**
 * Uploads `bytes` as a new member (in English) and checks the refusal: status and body as given,
 * and nothing done about it, no image handed to a worker, no media row, no file.
 */
async function expectRefusedUnread(bytes: Buffer, status: number, body: object, name = '') {
  const s = await createSignedIn(h)
  const before = new Set(filesUnder(mediaDir()))
  const jobs = workerJobs()
  const res = await uploadImage(h.app, { ...s.headers, language: 'en' }, bytes)
  expect(res.status, name).toBe(status)
  expect(res.body, name).toMatchObject({ success: false, ...body })
  const rows = await h.db.select().from(media).where(eq(media.ownerId, s.member.id))
  const newFiles = filesUnder(mediaDir()).filter((f) => !before.has(f))
  expect([workerJobs() - jobs, rows, newFiles], name).toEqual([0, [], []])
}

const budgetMessage = (format: string, mp: number) =>
  `${format} photos like this one can have at most ${mp} megapixels: save it as an ordinary JPEG, or smaller, and upload it again`

/** A promise and the function that settles it, for holding decode slots in a test. */
function gate() {
  let open = () => {}
  const closed = new Promise<void>((resolve) => {
    open = resolve
  })
  return { closed, open }
}

/** The attack as reported: a flat colour at 6324 × 6324, about 1 KB, seconds of CPU to decode. */
const attackAvif = () =>
  sharp({ create: { width: 6324, height: 6324, channels: 3, background: '#3a7' } })
    .avif({ quality: 30, effort: 0 })
    .toBuffer()

describe('upload image limits', () => {
  it('refuses extreme shapes from the header with 400 10015, never decoding, writing nothing', async () => {
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
    const message = 'The photo is too long or too narrow (at most 10,000 pixels a side, sides at most 10:1)'
    for (const [name, bytes] of hostile) await expectRefusedUnread(bytes, 400, { code: 10015, message }, name)
  }, 120_000)

  it('says so in every language', async () => {
    const s = await createSignedIn(h)
    const bytes = bilevelPng(5_000, 400)
    const messages = {
      'zh-Hant': '相片太長或太窄（每邊最多 10000 像素，長邊不可超過短邊的 10 倍）',
      'zh-Hans': '照片太长或太窄（每边最多 10000 像素，长边不可超过短边的 10 倍）',
    }
    for (const [language, message] of Object.entries(messages)) {
      const res = await uploadImage(h.app, { ...s.headers, language }, bytes)
      expect(res.body).toMatchObject({ code: 10015, message })
    }
  })

  it('answers 10012 (not "cannot decode") over sharp’s own 268 MP limit, never decoding, writing nothing', async () => {
    const huge = bilevelPng(20_000, 14_000) // 280 MP
    expect(huge.length).toBeLessThan(100 * 1024)
    const message = 'The photo resolution is too high (at most 40 megapixels)'
    await expectRefusedUnread(huge, 400, { code: 10012, message })
  }, 60_000)

  it('refuses the 1 KB AVIF of 6324 × 6324 from its header (AVIF budget), never decoding, writing nothing', async () => {
    const avif = await attackAvif()
    expect(avif.length).toBeLessThan(2 * 1024)
    await expectRefusedUnread(avif, 400, { code: 10012, message: budgetMessage('AVIF', 4) })
  }, 60_000)

  it('refuses a truncated PNG from its chunks with 10013, never decoding, writing nothing', async () => {
    const whole = bilevelPng(6_000, 6_000)
    const message = 'This photo could not be read, please try another one'
    for (const cut of [Math.floor(whole.length * 0.6), whole.length - 1]) {
      await expectRefusedUnread(whole.subarray(0, cut), 400, { code: 10013, message })
    }
  })

  it('tells a phone’s 12 MP AVIF export, in every language, to come as JPEG; takes AVIF within its budget', async () => {
    const s = await createSignedIn(h)
    const phone = await solid(4032, 3024).avif({ effort: 0 }).toBuffer()
    const messages = {
      'zh-Hant': '這類 AVIF 相片最多 400 萬像素，請另存為一般 JPEG 或縮細後再上載',
      'zh-Hans': '这类 AVIF 照片最多 400 万像素，请另存为普通 JPEG 或缩小后再上传',
    }
    for (const [language, message] of Object.entries(messages)) {
      const jobs = workerJobs()
      const res = await uploadImage(h.app, { ...s.headers, language }, phone)
      expect([res.status, res.body.code, res.body.message, workerJobs() - jobs]).toEqual([
        400,
        10012,
        message,
        0,
      ])
    }
    // Exactly at the budget: decoded and stored.
    expect(2000 * 2000).toBe(IMAGE_PIXEL_BUDGET.avif)
    const ok = await uploadImage(h.app, s.headers, await solid(2000, 2000).avif({ effort: 0 }).toBuffer())
    expect(ok.status).toBe(200)
    expect([ok.body.result.width, ok.body.result.height]).toEqual([1280, 1280])
  }, 60_000)

  it('prices a 16-bit PNG as its own kind: over 8 MP refused from the header, an 8-bit one of that size taken', async () => {
    await expectRefusedUnread(deepPng(3_000, 3_000), 400, { code: 10012, message: budgetMessage('PNG', 8) })
    const s = await createSignedIn(h)
    expect((await uploadImage(h.app, s.headers, deepPng(2_000, 2_000))).status).toBe(200)
    expect((await uploadImage(h.app, s.headers, bilevelPng(3_000, 3_000))).status).toBe(200)
  }, 60_000)

  it('still accepts an ordinary photo, and shapes exactly at the limits', async () => {
    const s = await createSignedIn(h)
    const cases: [Buffer, [number, number]][] = [
      [await solid(4032, 3024).jpeg().toBuffer(), [1280, 960]], // a phone camera's 12 MP
      [bilevelPng(10_000, 1_000), [1280, 128]], // longest side and ratio both at the limit
      [bilevelPng(400, 4_000), [128, 1280]],
    ]
    for (const [bytes, size] of cases) {
      const res = await uploadImage(h.app, s.headers, bytes)
      expect(res.status).toBe(200)
      expect([res.body.result.width, res.body.result.height]).toEqual(size)
      const stored = await sharp(readFileSync(path.join(h.config.DATA_DIR, res.body.result.url))).metadata()
      expect([stored.width, stored.height]).toEqual(size)
    }
    expect(await h.db.select().from(media).where(eq(media.ownerId, s.member.id))).toHaveLength(3)
  }, 60_000)
})

describe('decode slots shared by members', () => {
  beforeAll(async () => {
    // Every worker running, so no answer below waits for a process to start.
    await Promise.all([imagePool.warm(), quickPool.warm()])
  })

  it('takes a member’s 8 images in flight, one decoding at a time, and refuses the 9th at once with 429 1003', async () => {
    const s = await createSignedIn(h)
    const jpeg = await solid(1_000, 800).jpeg().toBuffer() // not small: the large images' line
    const filesBefore = filesUnder(mediaDir()).length
    // Hold every slot (as two other owners), so the member's whole burst has to wait.
    const held = gate()
    const holders = Array.from({ length: DECODE_SLOTS }, (_, i) => decodeQueue.run(() => held.closed, -1 - i))
    const extra = 3
    let answered = 0
    const burst = Array.from({ length: MEMBER_IMAGES_MAX + extra }, () =>
      uploadImage(h.app, { ...s.headers, language: 'en' }, jpeg).finally(() => {
        answered += 1
      }),
    )
    // The refusals come while the member's images still wait: they were not queued.
    await vi.waitFor(
      () => {
        expect(decodeQueue.queued).toBe(MEMBER_IMAGES_MAX)
        expect(answered).toBe(extra)
      },
      { timeout: 10_000 },
    )
    expect(decodeQueue.running).toBe(DECODE_SLOTS)
    held.open()
    await Promise.all(holders)
    const results = await Promise.all(burst)
    expect(results.filter((r) => r.status === 200)).toHaveLength(MEMBER_IMAGES_MAX)
    const refused = results.filter((r) => r.status === 429)
    expect(refused).toHaveLength(extra)
    for (const r of refused) {
      expect(r.body).toMatchObject({ code: 1003, message: 'Too many requests, please try again later' })
    }
    expect(await h.db.select().from(media).where(eq(media.ownerId, s.member.id))).toHaveLength(
      MEMBER_IMAGES_MAX,
    )
    expect(filesUnder(mediaDir()).length - filesBefore).toBe(2 * MEMBER_IMAGES_MAX)
    expect([decodeQueue.running, decodeQueue.queued]).toEqual([0, 0])
  }, 60_000)

  it('answers member B’s photo while member A’s 10 big uploads are in flight: B neither waits nor gets 429', async () => {
    const a = await createSignedIn(h)
    const b = await createSignedIn(h)
    const big = bilevelPng(6_000, 6_000) // 36 MP: a decode of a few hundred milliseconds
    const hers = await solid(1_000, 1_000).jpeg().toBuffer() // large too, but quick to decode
    const done: string[] = []
    const theirs = Array.from({ length: 10 }, () =>
      uploadImage(h.app, a.headers, big).then((r) => {
        done.push(`A ${r.status}`)
        return r
      }),
    )
    // B comes once A's first image is decoding and the rest wait or were turned away.
    await vi.waitFor(() => expect(decodeQueue.running).toBe(1), { timeout: 10_000 })
    const mine = await uploadImage(h.app, b.headers, hers)
    done.push(`B ${mine.status}`)
    const results = await Promise.all(theirs)
    expect(mine.status).toBe(200)
    // B's answer came before A's queued images: at most the one already decoding when B came
    // (on a busy machine it may finish first) is answered before B; B did not queue behind the rest.
    const aDecoded = done.flatMap((d, i) => (d === 'A 200' ? [i] : []))
    expect(done.indexOf(`B ${mine.status}`)).toBeLessThan(aDecoded[1] ?? Number.POSITIVE_INFINITY)
    expect(results.filter((r) => r.status === 200)).toHaveLength(MEMBER_IMAGES_MAX)
    expect(results.filter((r) => r.status === 429)).toHaveLength(10 - MEMBER_IMAGES_MAX)
  }, 120_000)

  it('answers a small photo at once while every large image’s slot is taken', async () => {
    const s = await createSignedIn(h)
    const held = gate()
    const holders = Array.from({ length: DECODE_SLOTS }, (_, i) => decodeQueue.run(() => held.closed, -1 - i))
    const res = await uploadImage(h.app, s.headers, await solid(50, 50).png().toBuffer())
    expect(res.status).toBe(200)
    // Answered while the large images' line was still held.
    expect(decodeQueue.running).toBe(DECODE_SLOTS)
    held.open()
    await Promise.all(holders)
  })
})
