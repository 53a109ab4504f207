import { randomUUID } from 'node:crypto'
import { count } from 'drizzle-orm'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { createMember, createSignedIn, emailCode } from '../../test/factories.ts'
import { addMedia, listingBody, seller } from '../../test/goods-api.ts'
import { createCategoryPath, createListing } from '../../test/goods-factories.ts'
import { call, useTestApp } from '../../test/harness.ts'
import { addresses, goods, members, reports } from '../db/schema.ts'
import { registerErrorHandling } from './error-handler.ts'

const h = useTestApp()
const NUL = '\u0000'

async function rows(table: typeof goods | typeof addresses | typeof reports | typeof members) {
  const [row] = await h.db.select({ n: count() }).from(table)
  return row?.n ?? 0
}

function expectRefused(res: { status: number; body: { code: number; result: unknown } }, field: string) {
  expect(res.status).toBe(400)
  expect(res.body.code).toBe(4002)
  expect(res.body.result).toMatchObject({ fields: [expect.objectContaining({ field })] })
}

describe('control characters in input', () => {
  it('are refused in the login username and the invitation code, before anything is written', async () => {
    await createMember(h, { username: 'mary_chan' })
    const login = await call(h.app, {
      method: 'POST',
      url: '/buyer/passport/member/userLogin',
      headers: { language: 'en' },
      payload: { username: `mary_chan${NUL}`, password: 'whatever1' },
    })
    expectRefused(login, 'username')
    expect(login.body).toMatchObject({ message: 'Must not contain control characters' })

    const uuid = randomUUID()
    const code = await emailCode(h, 'REGISTER', 'new@example.com', uuid)
    const before = await rows(members)
    const register = await call(h.app, {
      method: 'POST',
      url: '/buyer/passport/member/register',
      headers: { uuid },
      payload: {
        username: 'new_member',
        password: 'Passw0rd!',
        email: 'new@example.com',
        code,
        invitationCode: `AB${NUL}CD`,
      },
    })
    expectRefused(register, 'invitationCode')
    expect(await rows(members)).toBe(before)
  })

  it('are refused in every text of a listing, an address and a report', async () => {
    const s = await seller(h)
    const path = await createCategoryPath(h)
    const images = await addMedia(h, s.member.id, 1)
    const cases: [string, Record<string, unknown>][] = [
      ['goodsName', { goodsName: `Switch${NUL}` }],
      ['intro', { intro: `好新${NUL}` }],
      ['images.0', { images: [`${images[0]}${NUL}`] }],
      ['contacts.0.value', { contacts: [{ type: 'whatsapp', value: `9123${NUL}4567` }] }],
      ['contacts.0.value', { contacts: [{ type: 'other', value: `\u001b[31mred` }] }],
    ]
    for (const [field, over] of cases) {
      const res = await call(h.app, {
        method: 'POST',
        url: '/buyer/goods/goods/create',
        headers: s.headers,
        payload: { ...listingBody(path, images), ...over },
      })
      expectRefused(res, field)
    }
    expect(await rows(goods)).toBe(0)

    for (const payload of [
      { name: `旺角${NUL}`, district: 'YAU_TSIM_MONG', detail: '' },
      { name: '旺角', district: 'YAU_TSIM_MONG', detail: `彌敦道${NUL}` },
    ]) {
      const res = await call(h.app, {
        method: 'POST',
        url: '/buyer/member/address',
        headers: s.headers,
        payload,
      })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe(4002)
    }
    expect(await rows(addresses)).toBe(0)

    const other = await createSignedIn(h)
    const listing = await createListing(h, s.member.id, path)
    const report = await call(h.app, {
      method: 'POST',
      url: '/buyer/goods/goods/report',
      headers: other.headers,
      payload: { goodsId: String(listing.id), typeNum: 6, context: `scam${NUL}` },
    })
    expectRefused(report, 'context')
    expect(await rows(reports)).toBe(0)
  })

  it('are refused in fields no schema names, in queries and in path parameters', async () => {
    const s = await createSignedIn(h)
    const extra = await call(h.app, {
      method: 'POST',
      url: '/buyer/member/address',
      headers: s.headers,
      payload: { name: '旺角', district: 'YAU_TSIM_MONG', note: { deep: [`x${NUL}`] } },
    })
    expectRefused(extra, 'note.deep.0')
    const search = await call(h.app, { method: 'GET', url: `/buyer/goods/goods/es?goodsName=a%00b` })
    expectRefused(search, 'goodsName')
    const param = await call(h.app, { method: 'GET', url: '/buyer/goods/goods/get/1%00' })
    expect(param.status).toBe(400)
    // Line breaks and tabs in a description are fine.
    const ok = await call(h.app, {
      method: 'POST',
      url: '/buyer/member/address',
      headers: s.headers,
      payload: { name: '旺角', district: 'YAU_TSIM_MONG', detail: 'E2 出口\n\t右轉' },
    })
    expect(ok.status).toBe(200)
  })
})

describe('database data errors', () => {
  it('answer 400 with the parameter error, never 500', async () => {
    const app = Fastify()
    app.decorateRequest('lang', 'en')
    registerErrorHandling(app)
    for (const code of ['22021', '22P05', '22007', '22023']) {
      app.get(`/fail/${code}`, async () => {
        throw Object.assign(new Error('data exception'), { cause: { code } })
      })
    }
    for (const code of ['22021', '22P05', '22007', '22023']) {
      const res = await app.inject({ method: 'GET', url: `/fail/${code}` })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ success: false, code: 4002 })
    }
    await app.close()
  })
})
