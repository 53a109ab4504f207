import { randomUUID } from 'node:crypto'
import { SLIDER_HOLE_MIN_X, SLIDER_MAX_X, SLIDER_MAX_Y } from '@kaifong/contract'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { call, useTestApp } from '../../../test/harness.ts'
import { sliderChallenges } from '../../db/schema.ts'
import { drawSlider } from './captcha.image.ts'
import { consumeSliderPass } from './captcha.service.ts'

const h = useTestApp()
const TYPE = 'REGISTER'

async function challenge(uuid: string) {
  const res = await call<Record<string, string | number>>(h.app, {
    method: 'GET',
    url: `/common/common/slider/${TYPE}`,
    headers: { uuid },
  })
  const [row] = await h.db
    .select()
    .from(sliderChallenges)
    .where(and(eq(sliderChallenges.uuid, uuid), eq(sliderChallenges.type, TYPE)))
  return { res, answer: { x: row?.xPos ?? -1, y: row?.yPos ?? -1 } }
}

const verify = (uuid: string, at: { x: unknown; y?: unknown }, type = TYPE) =>
  call<boolean>(h.app, {
    method: 'POST',
    url: `/common/common/slider/${type}`,
    headers: { uuid },
    payload: { verificationEnums: type, xPos: at.x, yPos: at.y },
  })

async function decode(dataUrl: unknown) {
  const base64 = String(dataUrl).replace(/^data:image\/(png|jpeg);base64,/, '')
  return sharp(Buffer.from(base64, 'base64')).metadata()
}

describe('slider captcha', () => {
  it('hands out a uuid', async () => {
    const res = await call<string>(h.app, { method: 'POST', url: '/common/common/slider/UUID/REGISTER' })
    expect(res.body.result).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('serves a 300×150 background (JPEG) and a 60×60 piece (PNG with alpha), without the answer', async () => {
    const { res } = await challenge(randomUUID())
    expect(res.status).toBe(200)
    const r = res.body.result
    expect(r).toMatchObject({ originalWidth: 300, originalHeight: 150, sliderWidth: 60, sliderHeight: 60 })
    expect(Number(r.randomY)).toBeGreaterThanOrEqual(0)
    expect(Number(r.randomY)).toBeLessThanOrEqual(90)
    expect(await decode(r.backImage)).toMatchObject({ format: 'jpeg', width: 300, height: 150 })
    expect(await decode(r.slidingImage)).toMatchObject({
      format: 'png',
      width: 60,
      height: 60,
      hasAlpha: true,
    })
    expect(Object.keys(r)).not.toContain('xPos')
    expect(JSON.stringify(res.body)).not.toMatch(/"x(Pos)?":/)
  })

  it('can draw the hole at the far corners of where holes go', async () => {
    for (const [x, y] of [
      [SLIDER_HOLE_MIN_X, 0],
      [SLIDER_MAX_X, SLIDER_MAX_Y],
    ] as const) {
      const { slidingImage } = await drawSlider(x, y)
      expect(await decode(slidingImage)).toMatchObject({ width: 60, height: 60 })
    }
  })

  it('draws a different picture every time', async () => {
    const a = await challenge(randomUUID())
    const b = await challenge(randomUUID())
    expect(a.res.body.result.backImage).not.toBe(b.res.body.result.backImage)
  })

  it('hides the hole in both directions: the piece starts on a row of its own', async () => {
    const rows: { start: number; hole: number }[] = []
    for (let i = 0; i < 8; i++) {
      const { res, answer } = await challenge(randomUUID())
      expect(answer.x).toBeGreaterThanOrEqual(60)
      expect(answer.x).toBeLessThanOrEqual(240)
      rows.push({ start: Number(res.body.result.randomY), hole: answer.y })
    }
    // Eight challenges with every start row on its hole's row: 1 in 91⁸ if they were independent.
    expect(rows.some((r) => r.start !== r.hole)).toBe(true)
  })

  it('passes within 6.5 px (straight line) of the hole (form-encoded too)', async () => {
    const uuid = randomUUID()
    const { answer } = await challenge(uuid)
    const res = await h.app.inject({
      method: 'POST',
      url: `/common/common/slider/${TYPE}`,
      headers: { uuid, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `verificationEnums=${TYPE}&xPos=${answer.x + 5}&yPos=${answer.y - 4}`,
    })
    expect(res.json().result).toBe(true)
  })

  it('fails 7 px off, even on the right row', async () => {
    const uuid = randomUUID()
    const { answer } = await challenge(uuid)
    expect((await verify(uuid, { x: answer.x + 7, y: answer.y })).body.result).toBe(false)
  })

  it('fails on the right column but the wrong row', async () => {
    const uuid = randomUUID()
    const { answer } = await challenge(uuid)
    const y = answer.y < 45 ? answer.y + 20 : answer.y - 20
    expect((await verify(uuid, { x: answer.x, y })).body.result).toBe(false)
  })

  it('accepts xPos and yPos as query parameters', async () => {
    const uuid = randomUUID()
    const { answer } = await challenge(uuid)
    const res = await call<boolean>(h.app, {
      method: 'POST',
      url: `/common/common/slider/${TYPE}?verificationEnums=${TYPE}&xPos=${answer.x}&yPos=${answer.y}`,
      headers: { uuid },
    })
    expect(res.body.result).toBe(true)
  })

  it('refuses a try without yPos (400) without using up the challenge', async () => {
    const uuid = randomUUID()
    const { answer } = await challenge(uuid)
    const res = await verify(uuid, { x: answer.x })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(4002)
    expect((await verify(uuid, answer)).body.result).toBe(true)
  })

  it('allows one try per challenge: a miss, then even the right answer fails', async () => {
    const uuid = randomUUID()
    const { answer } = await challenge(uuid)
    expect((await verify(uuid, { x: answer.x + 30, y: answer.y })).body.result).toBe(false)
    expect((await verify(uuid, answer)).body.result).toBe(false)
    const fresh = await challenge(uuid)
    expect((await verify(uuid, fresh.answer)).body.result).toBe(true)
    expect((await verify(uuid, fresh.answer)).body.result).toBe(false)
  })

  it('spends a pass once, and a new picture voids an unspent pass', async () => {
    const uuid = randomUUID()
    const { answer } = await challenge(uuid)
    expect((await verify(uuid, answer)).body.result).toBe(true)
    await expect(consumeSliderPass(h.app.ctx, uuid, TYPE)).resolves.toBeUndefined()
    await expect(consumeSliderPass(h.app.ctx, uuid, TYPE)).rejects.toMatchObject({ code: 80204 })
    const again = await challenge(uuid)
    expect((await verify(uuid, again.answer)).body.result).toBe(true)
    await challenge(uuid)
    await expect(consumeSliderPass(h.app.ctx, uuid, TYPE)).rejects.toMatchObject({ code: 80204 })
  })

  it('fails after 5 minutes', async () => {
    const uuid = randomUUID()
    const { answer } = await challenge(uuid)
    h.clock.advance(5 * 60_000 + 1000)
    expect((await verify(uuid, answer)).body.result).toBe(false)
  })

  it('does not let a pass of one type serve another', async () => {
    const uuid = randomUUID()
    const { answer } = await challenge(uuid)
    expect((await verify(uuid, answer, 'LOGIN')).body.result).toBe(false)
  })

  it.each([
    [{ headers: {} }, 'Missing device id, please reload the page'],
    [{ headers: { uuid: 'bad uuid!' } }, 'Missing device id, please reload the page'],
  ])('refuses a missing or malformed uuid %#', async (opts, message) => {
    const res = await call(h.app, {
      method: 'GET',
      url: `/common/common/slider/${TYPE}`,
      headers: { ...opts.headers, language: 'en' },
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
  })

  it('refuses an unknown type and a non-numeric xPos with 400', async () => {
    const type = await call(h.app, {
      method: 'GET',
      url: '/common/common/slider/NOPE',
      headers: { uuid: randomUUID(), language: 'en' },
    })
    expect(type.status).toBe(400)
    expect(type.body.message).toBe('Unsupported verification type')
    const uuid = randomUUID()
    await challenge(uuid)
    const res = await verify(uuid, { x: 'abc', y: 10 })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(4002)
  })
})
