/** The application from /shopEntry (docs/product/shops.md, "Applying"): rules, bad input, visitors, banned members. */
import type { ShopApplication } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { addMedia } from '../../../test/goods-api.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { applicationBody } from '../../../test/shop-factories.ts'
import { members, shops } from '../../db/schema.ts'

const h = useTestApp()
const APPLY = '/buyer/store/store/apply'
type Fields = { fields: { field: string; message: string }[] }

const send = (headers: Record<string, string>, payload: object) =>
  call<ShopApplication & Fields>(h.app, { method: 'POST', url: APPLY, headers, payload })
const mine = (headers: Record<string, string>) =>
  call<ShopApplication | null>(h.app, { method: 'GET', url: APPLY, headers })
const rowsOf = (memberId: number) => h.db.select().from(shops).where(eq(shops.memberId, memberId))

describe('POST /buyer/store/store/apply', () => {
  it('stores the application, BRN and phone normalised; GET answers it (null before)', async () => {
    const s = await createSignedIn(h)
    expect((await mine(s.headers)).body.result).toBeNull()
    const body = await applicationBody(h, s.member.id)
    const res = await send(s.headers, body)
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({
      status: 'APPLYING',
      storeName: '阿明二手電器',
      brn: '12345678',
      linkPhone: '91234567',
      district: 'YAU_TSIM_MONG',
      refuseReason: '',
      reviewTime: null,
    })
    expect(res.body.result.storeLogo).toMatch(/^\/media\/goods\/.+\.webp$/)
    expect((await mine(s.headers)).body.result).toEqual(res.body.result)
    expect(await rowsOf(s.member.id)).toHaveLength(1)
  })

  it('accepts the BRN written as 8 digits, with spaces, or with -000; the phone with spaces or hyphens', async () => {
    for (const [brn, phone] of [
      ['87654321', '51234567'],
      [' 8765 4321 ', '5123-4567'],
      ['87654321-000', '+8525123 4567'],
      ['87654321000', '(852) 5123 4567'.replace(' ', '')],
    ]) {
      const s = await createSignedIn(h)
      const res = await send(s.headers, await applicationBody(h, s.member.id, { brn, linkPhone: phone }))
      expect(res.status, `${brn} ${phone}`).toBe(200)
      expect(res.body.result).toMatchObject({ brn: '87654321', linkPhone: '51234567' })
    }
  })

  it('refuses bad input with each field named in three languages, and writes nothing', async () => {
    const s = await createSignedIn(h)
    const good = await applicationBody(h, s.member.id)
    const cases: [object, string, string, string][] = [
      [{ brn: '1234567' }, '8 digits', '8 位數字', '8 位数字'],
      [{ brn: '12345678-001' }, '8 digits', '8 位數字', '8 位数字'],
      [{ brn: 'ABCDEFGH' }, '8 digits', '8 位數字', '8 位数字'],
      [{ brn: '' }, 'business registration number', '商業登記號碼', '商业登记号码'],
      [{ storeName: 'A' }, '2 to 30', '2 至 30', '2 至 30'],
      [{ storeName: '店'.repeat(31) }, '2 to 30', '2 至 30', '2 至 30'],
      [{ storeName: '   ' }, 'shop name', '店鋪名稱', '店铺名称'],
      [{ storeName: '阿明\u0000電器' }, 'control characters', '控制字元', '控制字符'],
      [{ storeDesc: 'x'.repeat(1_000_000) }, 'up to 500', '500', '500'],
      [{ linkPhone: '23456789' }, 'Invalid phone number', '號碼', '号码'],
      [{ linkPhone: '9123456' }, 'Invalid phone number', '號碼', '号码'],
      [{ district: 'MARS' }, 'district', '地區', '地区'],
      [{ pickupAddress: '' }, 'pickup address', '自取地址', '自取地址'],
      [{ pickupAddress: 'x'.repeat(141) }, '140', '140', '140'],
      [{ storeLogo: '' }, 'logo', '標誌', '标志'],
      [{ linkName: '\u001b[31m' }, 'control characters', '控制字元', '控制字符'],
    ]
    for (const [change, en, hant, hans] of cases) {
      for (const [language, text] of [
        ['en', en],
        ['zh-Hant', hant],
        ['zh-Hans', hans],
      ] as const) {
        const res = await send({ ...s.headers, language }, { ...good, ...change })
        const where = `${JSON.stringify(change).slice(0, 60)} ${language}`
        expect(res.status, where).toBe(400)
        expect(res.body.code, where).toBe(4002)
        const said = `${res.body.message} ${res.body.result.fields.map((f) => `${f.field} ${f.message}`).join(' ')}`
        expect(said, where).toContain(text)
      }
    }
    expect(await rowsOf(s.member.id)).toHaveLength(0)
  }, 60_000)

  it('a logo that is not the member own upload: 400 10014, nothing written', async () => {
    const s = await createSignedIn(h)
    const other = await createSignedIn(h)
    const [theirs] = await addMedia(h, other.member.id)
    for (const storeLogo of [
      theirs as string,
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
      '/media/x.webp',
    ]) {
      const res = await send(s.headers, await applicationBody(h, s.member.id, { storeLogo }))
      expect(res.status, storeLogo).toBe(400)
      expect(res.body.code).toBe(10014)
    }
    expect(await rowsOf(s.member.id)).toHaveLength(0)
  })

  it('one application per member: APPLYING and OPEN get 409 31002; a REFUSED one is rewritten', async () => {
    const s = await createSignedIn(h)
    const first = await send(s.headers, await applicationBody(h, s.member.id))
    const again = await send({ ...s.headers, language: 'en' }, await applicationBody(h, s.member.id))
    expect(again.status).toBe(409)
    expect(again.body.code).toBe(31002)
    expect(again.body.message).toContain('already applied')

    await h.db
      .update(shops)
      .set({ status: 'REFUSED', refuseReason: '相片不清楚', reviewedAt: h.clock.now() })
      .where(eq(shops.memberId, s.member.id))
    h.clock.advance(60_000)
    const redo = await send(s.headers, {
      ...(await applicationBody(h, s.member.id)),
      storeName: '阿明電器行',
    })
    expect(redo.status).toBe(200)
    expect(redo.body.result).toMatchObject({
      id: first.body.result.id,
      status: 'APPLYING',
      storeName: '阿明電器行',
      refuseReason: '',
      reviewTime: null,
      createTime: h.clock.now().toISOString(),
    })

    await h.db.update(shops).set({ status: 'OPEN' }).where(eq(shops.memberId, s.member.id))
    const open = await send(s.headers, await applicationBody(h, s.member.id))
    expect(open.status).toBe(409)
    const rows = await rowsOf(s.member.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.name).toBe('阿明電器行')
  })

  it('a refused member may keep the logo they sent before (its url)', async () => {
    const s = await createSignedIn(h)
    const first = await send(s.headers, await applicationBody(h, s.member.id))
    await h.db.update(shops).set({ status: 'REFUSED' }).where(eq(shops.memberId, s.member.id))
    const redo = await send(
      s.headers,
      await applicationBody(h, s.member.id, { storeLogo: first.body.result.storeLogo }),
    )
    expect(redo.status).toBe(200)
    expect(redo.body.result.storeLogo).toBe(first.body.result.storeLogo)
  })

  it('visitors get 401 20003 before the body is read; a banned member 403 60002', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(h.app, {
        method,
        url: APPLY,
        payload: method === 'POST' ? { storeName: 1 } : undefined,
      })
      expect(res.status).toBe(401)
      expect(res.body.code).toBe(20003)
    }
    const s = await createSignedIn(h)
    const body = await applicationBody(h, s.member.id)
    await h.db.update(members).set({ disabled: true, banReason: '詐騙' }).where(eq(members.id, s.member.id))
    const res = await send(s.headers, body)
    expect(res.status).toBe(403)
    expect(res.body.code).toBe(60002)
    expect(await rowsOf(s.member.id)).toHaveLength(0)
  })
})
