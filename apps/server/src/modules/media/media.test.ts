import { readFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { filesUnder, multipart, solid } from '../../../test/media.ts'
import { media } from '../../db/schema.ts'
import { mediaOwnedBy, UPLOAD_LIMIT, UPLOAD_WINDOW_MS } from './media.service.ts'

const h = useTestApp()
const URL_ = '/common/common/upload/file'

interface Uploaded {
  id: string
  url: string
  thumbnail: string
  width: number
  height: number
}

const mediaDir = () => path.join(h.config.DATA_DIR, 'media')
const diskPath = (url: string) => path.join(h.config.DATA_DIR, url)

async function upload(
  headers: Record<string, string>,
  body: { payload: Buffer; headers: Record<string, string> },
) {
  return call<Uploaded>(h.app, {
    method: 'POST',
    url: URL_,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  })
}

async function uploadBytes(
  headers: Record<string, string>,
  bytes: Buffer,
  filename = 'photo.jpg',
  type = 'image/jpeg',
) {
  return upload(headers, await multipart([{ bytes, filename, type }]))
}

/** Runs `attempt` and checks it wrote nothing: no media row, no file. */
async function expectNothingWritten(memberId: number, attempt: () => Promise<unknown>) {
  const before = filesUnder(mediaDir())
  await attempt()
  expect(await h.db.select().from(media).where(eq(media.ownerId, memberId))).toEqual([])
  expect(filesUnder(mediaDir())).toEqual(before)
}

describe('POST /common/common/upload/file', () => {
  it('re-encodes a JPEG to WebP at display and thumbnail sizes, stores it and serves it', async () => {
    const s = await createSignedIn(h)
    const jpeg = await solid(3000, 2000).jpeg().toBuffer()
    const res = await uploadBytes(s.headers, jpeg)
    expect(res.status).toBe(200)
    const img = res.body.result
    expect(img.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(img.url).toBe(`/media/goods/2026/11/${img.id}.webp`)
    expect(img.thumbnail).toBe(`/media/goods/2026/11/${img.id}-thumb.webp`)
    expect([img.width, img.height]).toEqual([1280, 853])
    const display = await sharp(readFileSync(diskPath(img.url))).metadata()
    expect([display.format, display.width, display.height]).toEqual(['webp', 1280, 853])
    const thumb = await sharp(readFileSync(diskPath(img.thumbnail))).metadata()
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 400, 267])
    const [row] = await h.db.select().from(media).where(eq(media.id, img.id))
    expect(row).toMatchObject({
      ownerId: s.member.id,
      url: img.url,
      thumbnail: img.thumbnail,
      width: 1280,
      height: 853,
    })
    const served = await h.app.inject({ method: 'GET', url: img.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.rawPayload.equals(readFileSync(diskPath(img.url)))).toBe(true)
  })

  it('accepts PNG, WebP, GIF and AVIF by their bytes, and never enlarges a small image', async () => {
    const s = await createSignedIn(h)
    const images: [Buffer, string][] = [
      [await solid(300, 200).png().toBuffer(), 'a.png'],
      [await solid(300, 200).webp().toBuffer(), 'a.webp'],
      [await solid(300, 200).gif().toBuffer(), 'a.gif'],
      [await solid(300, 200).avif().toBuffer(), 'a.avif'],
    ]
    for (const [bytes, filename] of images) {
      // A misleading name and type do not matter: the bytes decide.
      const res = await uploadBytes(s.headers, bytes, filename, 'application/octet-stream')
      expect(res.status, filename).toBe(200)
      expect([res.body.result.width, res.body.result.height]).toEqual([300, 200])
      const thumb = await sharp(readFileSync(diskPath(res.body.result.thumbnail))).metadata()
      expect([thumb.width, thumb.height]).toEqual([300, 200])
    }
  })

  it('keeps the first frame of an animated GIF', async () => {
    const s = await createSignedIn(h)
    const frame = (background: string) =>
      sharp({ create: { width: 60, height: 40, channels: 3, background } })
        .png()
        .toBuffer()
    const gif = await sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
      .gif()
      .toBuffer()
    expect((await sharp(gif).metadata()).pages).toBe(2)
    const res = await uploadBytes(s.headers, gif, 'anim.gif', 'image/gif')
    expect(res.status).toBe(200)
    const out = sharp(readFileSync(diskPath(res.body.result.url)))
    expect((await out.metadata()).pages ?? 1).toBe(1)
    expect([res.body.result.width, res.body.result.height]).toEqual([60, 40])
    const { data } = await out.removeAlpha().raw().toBuffer({ resolveWithObject: true })
    expect(data[0]).toBeGreaterThan(200) // red: the first frame
    expect(data[2]).toBeLessThan(50)
  })

  it('drops EXIF and GPS metadata', async () => {
    const s = await createSignedIn(h)
    const jpeg = await solid(640, 480)
      .jpeg()
      .withExif({
        IFD0: { Make: 'Phone', Model: 'Camera', Copyright: 'Someone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '22/1 18/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '114/1 10/1 0/1',
        },
      })
      .toBuffer()
    const input = await sharp(jpeg).metadata()
    expect(input.exif?.toString('latin1')).toContain('Phone')
    const res = await uploadBytes(s.headers, jpeg)
    expect(res.status).toBe(200)
    for (const url of [res.body.result.url, res.body.result.thumbnail]) {
      const bytes = readFileSync(diskPath(url))
      const out = await sharp(bytes).metadata()
      expect(out.exif).toBeUndefined()
      expect(out.xmp).toBeUndefined()
      expect(bytes.includes(Buffer.from('Phone'))).toBe(false)
    }
  })

  it('turns the image upright by its EXIF orientation', async () => {
    const s = await createSignedIn(h)
    // Left half red, right half blue; orientation 6 means "rotate 90° clockwise to view".
    const red = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer()
    const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#0000ff' } })
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    expect((await sharp(jpeg).metadata()).orientation).toBe(6)
    const res = await uploadBytes(s.headers, jpeg)
    expect(res.status).toBe(200)
    expect([res.body.result.width, res.body.result.height]).toEqual([100, 200])
    const out = sharp(readFileSync(diskPath(res.body.result.url)))
    expect((await out.metadata()).orientation).toBeUndefined()
    const { data, info } = await out.removeAlpha().raw().toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ]
    // After a clockwise turn the left (red) half is on top.
    expect(pixel(50, 20)[0]).toBeGreaterThan(200)
    expect(pixel(50, 180)[2]).toBeGreaterThan(200)
  })

  it('refuses bytes that are not an image whatever the name and type say: 400 10010, nothing written', async () => {
    const s = await createSignedIn(h)
    const fakes = [
      Buffer.from('<?php echo "hello"; ?>'.repeat(20)),
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]),
      Buffer.concat([Buffer.from('BM'), Buffer.alloc(100)]),
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE'), Buffer.alloc(64)]),
    ]
    for (const bytes of fakes) {
      await expectNothingWritten(s.member.id, async () => {
        const res = await uploadBytes({ ...s.headers, language: 'en' }, bytes, 'photo.jpg', 'image/jpeg')
        expect(res.status).toBe(400)
        expect(res.body).toMatchObject({
          code: 10010,
          message: 'Only JPEG, PNG, WebP, GIF or AVIF photos are accepted',
        })
      })
    }
  })

  it('refuses a 10.5 MB file, and one byte over 10 MB, with 413 10011; nothing written', async () => {
    const s = await createSignedIn(h)
    const jpegHead = Buffer.from([0xff, 0xd8, 0xff, 0xe0])
    for (const size of [10.5 * 1024 * 1024, 10 * 1024 * 1024 + 1]) {
      const bytes = Buffer.concat([jpegHead, Buffer.alloc(size - jpegHead.length, 7)])
      await expectNothingWritten(s.member.id, async () => {
        const res = await upload({ ...s.headers, language: 'zh-Hans' }, await multipart([{ bytes }]))
        expect(res.status).toBe(413)
        expect(res.body).toMatchObject({ success: false, code: 10011, message: '照片不可超过 10MB' })
      })
    }
  })

  it('takes exactly 10 MB as within the limit (then judges the bytes)', async () => {
    const s = await createSignedIn(h)
    const bytes = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(10 * 1024 * 1024 - 4, 7),
    ])
    const res = await uploadBytes(s.headers, bytes)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(10013)
  })

  it('uses the first file when two are sent', async () => {
    const s = await createSignedIn(h)
    const first = await solid(120, 80).jpeg().toBuffer()
    const second = await solid(80, 120).png().toBuffer()
    const res = await upload(
      s.headers,
      await multipart([{ bytes: first }, { bytes: second, filename: 'b.png' }]),
    )
    expect(res.status).toBe(200)
    expect([res.body.result.width, res.body.result.height]).toEqual([120, 80])
    expect(await h.db.select().from(media).where(eq(media.ownerId, s.member.id))).toHaveLength(1)
  })

  it('refuses more than 40 megapixels with 400 10012 before decoding; nothing written', async () => {
    const s = await createSignedIn(h)
    const png = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(png.length).toBeLessThan(1024 * 1024)
    await expectNothingWritten(s.member.id, async () => {
      const res = await uploadBytes({ ...s.headers, language: 'en' }, png, 'big.png', 'image/png')
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({
        code: 10012,
        message: 'The photo resolution is too high (at most 40 megapixels)',
      })
    })
  }, 60_000)

  it('refuses a truncated or corrupt image with 400 10013; nothing written', async () => {
    const s = await createSignedIn(h)
    const noise = Buffer.alloc(800 * 600 * 3)
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251
    const jpeg = await sharp(noise, { raw: { width: 800, height: 600, channels: 3 } })
      .jpeg()
      .toBuffer()
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2))
    // The header survives, so this fails while decoding, not while reading the size.
    expect((await sharp(truncated).metadata()).width).toBe(800)
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 0x42)])
    const brokenPng = (await solid(50, 50).png().toBuffer()).subarray(0, 40)
    for (const bytes of [truncated, corrupt, brokenPng]) {
      await expectNothingWritten(s.member.id, async () => {
        const res = await uploadBytes({ ...s.headers, language: 'en' }, bytes)
        expect(res.status).toBe(400)
        expect(res.body).toMatchObject({
          code: 10013,
          message: 'This photo could not be read, please try another one',
        })
      })
    }
  })

  it('answers 400 4002 when there is no file: not multipart, no file part, another field, empty file', async () => {
    const s = await createSignedIn(h)
    const headers = { ...s.headers, language: 'en' }
    const png = await solid(20, 20).png().toBuffer()
    const attempts: { payload: Buffer | object; headers?: Record<string, string> }[] = [
      { payload: { file: 'abc' } },
      { payload: png, headers: { 'content-type': 'image/png' } },
      await multipart([], { title: 'no file' }),
      await multipart([{ bytes: png, field: 'image' }]),
      await multipart([{ bytes: Buffer.alloc(0) }]),
      {
        payload: Buffer.from('--x\r\nnot really multipart'),
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      },
      { payload: Buffer.from('whatever'), headers: { 'content-type': 'multipart/form-data' } },
    ]
    await expectNothingWritten(s.member.id, async () => {
      for (const a of attempts) {
        const res = await call(h.app, {
          method: 'POST',
          url: URL_,
          payload: a.payload,
          headers: { ...headers, ...a.headers },
        })
        expect(res.status).toBe(400)
        expect(res.body.code).toBe(4002)
        expect(res.body.success).toBe(false)
      }
    })
    const missing = await upload(headers, await multipart([], { title: 'x' }))
    expect(missing.body.message).toBe('Please choose a photo to upload')
  })

  it('refuses a logged-out upload with 401 20003; nothing written', async () => {
    const s = await createSignedIn(h)
    const jpeg = await solid(100, 100).jpeg().toBuffer()
    await expectNothingWritten(s.member.id, async () => {
      const res = await uploadBytes({}, jpeg)
      expect(res.status).toBe(401)
      expect(res.body.code).toBe(20003)
      const bad = await uploadBytes({ accesstoken: 'not-a-token' }, jpeg)
      expect(bad.status).toBe(401)
    })
    expect(await h.db.select().from(media)).toEqual([])
  })

  it('allows 60 upload attempts per member in 10 minutes, then answers 429 1003', async () => {
    const s = await createSignedIn(h)
    const other = await createSignedIn(h)
    const now = h.clock.now().getTime()
    // 60 attempts over the last 9 minutes, the oldest first.
    for (let i = 0; i < UPLOAD_LIMIT; i++) {
      const at = now - (9 * 60 - i) * 1000
      await h.app.ctx.limits.take(
        `upload:${s.member.id}`,
        { max: UPLOAD_LIMIT, windowMs: UPLOAD_WINDOW_MS },
        at,
      )
    }
    const jpeg = await solid(100, 100).jpeg().toBuffer()
    const before = filesUnder(mediaDir())
    const refused = await uploadBytes({ ...s.headers, language: 'en' }, jpeg)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ code: 1003, message: 'Too many requests, please try again later' })
    expect(filesUnder(mediaDir())).toEqual(before)
    // Another member is not affected.
    expect((await uploadBytes(other.headers, jpeg)).status).toBe(200)
    // Once the oldest attempt is more than 10 minutes old there is room for one more.
    h.clock.advance(60 * 1000)
    expect((await uploadBytes(s.headers, jpeg)).status).toBe(200)
    expect((await uploadBytes(s.headers, jpeg)).status).toBe(429)
  })
})

describe('mediaOwnedBy', () => {
  it('returns the member’s own media for the ids, in the given order', async () => {
    const s = await createSignedIn(h)
    const other = await createSignedIn(h)
    const jpeg = await solid(50, 50).jpeg().toBuffer()
    const a = (await uploadBytes(s.headers, jpeg)).body.result
    const b = (await uploadBytes(s.headers, jpeg)).body.result
    const theirs = (await uploadBytes(other.headers, jpeg)).body.result
    const rows = await mediaOwnedBy(h.db, s.member.id, [b.id, theirs.id, 'nope', a.id])
    expect(rows.map((r) => r.id)).toEqual([b.id, a.id])
    expect(rows[0]).toMatchObject({ ownerId: s.member.id, url: b.url, thumbnail: b.thumbnail })
    expect(await mediaOwnedBy(h.db, s.member.id, [])).toEqual([])
  })
})
