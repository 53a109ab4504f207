import helmet from '@fastify/helmet'
import { goodsCard, goodsDetail } from '@kaifong/contract'
import Fastify from 'fastify'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useTestApp } from '../../test/harness.ts'
import { envelopeOf, ok, page, pageOf } from './envelope.ts'
import { HELMET_OPTIONS } from './security-headers.ts'
import { jsonSchemaFor, schemaSerializerCompiler } from './serialize.ts'

const h = useTestApp()

const card = {
  id: '12',
  sellerId: '3',
  sellerName: 'Mary "陳" \\ \u2028',
  sellerFace: '',
  sellerScore: '4.5',
  sellerReviewCount: 2,
  goodsName: '九成新 iPhone 14 \ud83d\udcf1',
  goodsPicture: '/media/a.webp',
  price: '1200.50',
  goodsStatus: 1,
  marketEnable: 'UPPER',
  label: 'LISTED',
  categoryId: '7',
  openTime: null,
  closeTime: '2026-12-01T00:00:00.000Z',
  recommendPoint: 0,
  collectCount: 5,
  createTime: '2026-11-01T00:00:00.000Z',
  placeStation: 'KOT',
  placeDistrict: null,
  extra: 'not in the schema',
}

function both(schema: z.ZodType, data: unknown) {
  const route = { schema, method: 'GET', url: '/x', httpStatus: '200' }
  return { fast: schemaSerializerCompiler()(route)(data), zod: zodSerializerCompiler(route)(data) }
}

describe('responses serialized by schema', () => {
  it('writes a page of cards exactly as zod and JSON.stringify did, without undeclared fields', () => {
    const { fast, zod } = both(
      envelopeOf(pageOf(goodsCard)),
      ok(page([card, { ...card, id: '13' }], 2, 1, 10)),
    )
    expect(fast).toBe(zod)
    expect(fast).not.toContain('not in the schema')
  })

  it('compiles nullable, optional, enum, literal and record fields', () => {
    const schema = envelopeOf(
      z.object({
        a: z.string().nullable(),
        c: z.object({ d: z.boolean() }).nullable(),
        e: z.literal('ok'),
        f: z.record(z.string(), z.array(z.number())),
        b: z.number().int().optional(),
      }),
    )
    expect(jsonSchemaFor(schema)).not.toBeNull()
    for (const result of [
      { a: null, c: null, e: 'ok', f: {} },
      { a: 'x', b: 3, c: { d: true }, e: 'ok', f: { k: [1, 2.5] } },
    ]) {
      const { fast, zod } = both(schema, ok(result))
      expect(fast).toBe(zod)
    }
  })

  it('keeps the zod serializer where JSON Schema cannot say what zod does', () => {
    expect(jsonSchemaFor(z.object({ a: z.string().transform((s) => s.length) }))).toBeNull()
    expect(jsonSchemaFor(z.object({ a: z.union([z.string(), z.number()]) }))).toBeNull()
    expect(jsonSchemaFor(z.object({ a: z.string().default('x') }))).toBeNull()
    expect(jsonSchemaFor(z.object({ a: z.date() }))).toBeNull()
    // fast-json-stringify would write `b` first.
    expect(jsonSchemaFor(z.object({ a: z.string().optional(), b: z.string() }))).toBeNull()
  })

  it('compiles the hot read routes', () => {
    expect(jsonSchemaFor(envelopeOf(goodsDetail))).not.toBeNull()
    expect(h.app.hasRoute({ method: 'GET', url: '/buyer/goods/goods/es' })).toBe(true)
  })
})

describe('security headers', () => {
  it('are the ones @fastify/helmet sets with our options on documents, files and 404s outside the API', async () => {
    const reference = Fastify()
    await reference.register(helmet, HELMET_OPTIONS)
    reference.get('/media/x.webp', async () => ({}))
    for (const url of ['/media/x.webp', '/no/such/path']) {
      const ours = await h.app.inject({ method: 'GET', url })
      const theirs = await reference.inject({ method: 'GET', url })
      for (const name of Object.keys(theirs.headers)) {
        if (['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name)) continue
        expect([url, name, ours.headers[name]]).toEqual([url, name, theirs.headers[name]])
      }
      expect(ours.headers['content-security-policy']).toContain("connect-src 'self' ws: wss:")
    }
    await reference.close()
  })

  it('are the JSON set on API replies, errors included: no sniffing, framing or other origins, HTTPS kept', async () => {
    for (const url of ['/common/common/health', '/buyer/goods/goods/es?pageSize=1', '/buyer/no/such/route']) {
      const res = await h.app.inject({ method: 'GET', url })
      expect(res.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'cross-origin-resource-policy': 'same-origin',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'strict-transport-security': expect.stringContaining('max-age='),
      })
      expect(res.headers['referrer-policy']).toBeUndefined()
    }
  })
})
