import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { addresses } from '../../db/schema.ts'
import { addressesByIds } from './addresses.service.ts'

const h = useTestApp()

interface Addr {
  id: string
  name: string
  district: string
  detail: string
  isDefault: boolean
  createTime: string
}
type Headers = Record<string, string>

const body = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  district: 'SHA_TIN',
  detail: '新城市廣場一期門口',
  ...extra,
})

async function create(headers: Headers, payload: object) {
  return call<Addr>(h.app, { method: 'POST', url: '/buyer/member/address', headers, payload })
}

async function created(headers: Headers, name: string, extra: Record<string, unknown> = {}) {
  const res = await create(headers, body(name, extra))
  if (res.status !== 200) throw new Error(JSON.stringify(res.body))
  h.clock.advance(1000)
  return res.body.result
}

async function list(headers: Headers) {
  return (await call<Addr[]>(h.app, { method: 'GET', url: '/buyer/member/address', headers })).body.result
}

const rowsOf = (memberId: number) => h.db.select().from(addresses).where(eq(addresses.memberId, memberId))

describe('address book', () => {
  it('creates: the first one becomes default whatever the body says', async () => {
    const s = await createSignedIn(h)
    const res = await create(s.headers, body('沙田站', { isDefault: false }))
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({
      name: '沙田站',
      district: 'SHA_TIN',
      detail: '新城市廣場一期門口',
      isDefault: true,
      createTime: '2026-11-23T02:00:00.000Z',
    })
    h.clock.advance(1000)
    const second = await created(s.headers, '大圍站')
    expect(second.isDefault).toBe(false)
  })

  it('accepts form-encoded bodies and trims the fields', async () => {
    const s = await createSignedIn(h)
    const res = await call<Addr>(h.app, {
      method: 'POST',
      url: '/buyer/member/address',
      headers: { ...s.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=%20%E6%97%BA%E8%A7%92%20&district=YAU_TSIM_MONG&isDefault=true',
    })
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({
      name: '旺角',
      district: 'YAU_TSIM_MONG',
      detail: '',
      isDefault: true,
    })
  })

  it('lists the default first, then the newest', async () => {
    const s = await createSignedIn(h)
    const a = await created(s.headers, 'A')
    const b = await created(s.headers, 'B')
    const c = await created(s.headers, 'C')
    expect((await list(s.headers)).map((x) => x.id)).toEqual([a.id, c.id, b.id])
    await call(h.app, { method: 'PUT', url: `/buyer/member/address/default/${b.id}`, headers: s.headers })
    expect((await list(s.headers)).map((x) => [x.id, x.isDefault])).toEqual([
      [b.id, true],
      [c.id, false],
      [a.id, false],
    ])
  })

  it('refuses the sixth address with 409 20018 and stores nothing', async () => {
    const s = await createSignedIn(h)
    for (let i = 0; i < 5; i++) await created(s.headers, `place ${i}`)
    const res = await call(h.app, {
      method: 'POST',
      url: '/buyer/member/address',
      headers: { ...s.headers, language: 'en' },
      payload: body('sixth'),
    })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ code: 20018, message: 'You can save up to 5 addresses' })
    expect(await rowsOf(s.member.id)).toHaveLength(5)
  })

  it('keeps the limit of 5 under 10 concurrent creates, with exactly one default', async () => {
    const s = await createSignedIn(h)
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => create(s.headers, body(`spot ${i}`))),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(5)
    const refused = results.filter((r) => r.status !== 200)
    expect(refused).toHaveLength(5)
    for (const r of refused) expect(r.body.code).toBe(20018)
    const rows = await rowsOf(s.member.id)
    expect(rows).toHaveLength(5)
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1)
  }, 60_000)

  it('keeps one default when several addresses are made default at once', async () => {
    const s = await createSignedIn(h)
    const made = []
    for (let i = 0; i < 5; i++) made.push(await created(s.headers, `p${i}`))
    const results = await Promise.all(
      made.map((a) =>
        call(h.app, { method: 'PUT', url: `/buyer/member/address/default/${a.id}`, headers: s.headers }),
      ),
    )
    for (const r of results) expect(r.status).toBe(200)
    expect((await rowsOf(s.member.id)).filter((r) => r.isDefault)).toHaveLength(1)
  }, 60_000)

  it('a new default address takes the flag from the old one', async () => {
    const s = await createSignedIn(h)
    const first = await created(s.headers, 'first')
    const second = await created(s.headers, 'second', { isDefault: true })
    expect(second.isDefault).toBe(true)
    const rows = await rowsOf(s.member.id)
    expect(rows.find((r) => String(r.id) === first.id)?.isDefault).toBe(false)
  })

  it('gets one address', async () => {
    const s = await createSignedIn(h)
    const a = await created(s.headers, '荃灣')
    const res = await call<Addr>(h.app, {
      method: 'GET',
      url: `/buyer/member/address/get/${a.id}`,
      headers: s.headers,
    })
    expect(res.status).toBe(200)
    expect(res.body.result).toEqual(a)
  })

  it('updates; isDefault true takes the flag, false leaves it where it is', async () => {
    const s = await createSignedIn(h)
    const a = await created(s.headers, 'A')
    const b = await created(s.headers, 'B')
    const edit = await call<Addr>(h.app, {
      method: 'PUT',
      url: `/buyer/member/address/${a.id}`,
      headers: s.headers,
      payload: { name: 'A2', district: 'ISLANDS', detail: '' },
    })
    expect(edit.status).toBe(200)
    expect(edit.body.result).toMatchObject({
      id: a.id,
      name: 'A2',
      district: 'ISLANDS',
      detail: '',
      isDefault: true,
    })
    const moved = await call<Addr>(h.app, {
      method: 'PUT',
      url: `/buyer/member/address/${b.id}`,
      headers: s.headers,
      payload: body('B2', { isDefault: 'true' }),
    })
    expect(moved.body.result).toMatchObject({ name: 'B2', isDefault: true })
    expect((await list(s.headers)).map((x) => [x.name, x.isDefault])).toEqual([
      ['B2', true],
      ['A2', false],
    ])
  })

  it('deleting the default makes the newest remaining one default', async () => {
    const s = await createSignedIn(h)
    const a = await created(s.headers, 'A')
    const b = await created(s.headers, 'B')
    const c = await created(s.headers, 'C')
    const del = await call(h.app, {
      method: 'DELETE',
      url: `/buyer/member/address/delById/${a.id}`,
      headers: s.headers,
    })
    expect(del.status).toBe(200)
    expect(del.body.result).toBeNull()
    expect((await list(s.headers)).map((x) => [x.id, x.isDefault])).toEqual([
      [c.id, true],
      [b.id, false],
    ])
    await call(h.app, { method: 'DELETE', url: `/buyer/member/address/delById/${b.id}`, headers: s.headers })
    expect((await list(s.headers)).map((x) => [x.id, x.isDefault])).toEqual([[c.id, true]])
    await call(h.app, { method: 'DELETE', url: `/buyer/member/address/delById/${c.id}`, headers: s.headers })
    expect(await list(s.headers)).toEqual([])
  })

  it('refuses bad input with localized field messages and stores nothing', async () => {
    const s = await createSignedIn(h)
    const headers = { ...s.headers, language: 'en' }
    const cases: [object, string][] = [
      [{ district: 'SHA_TIN' }, 'Please enter a place name'],
      [{ name: '   ', district: 'SHA_TIN' }, 'Please enter a place name'],
      [{ name: 'x'.repeat(61), district: 'SHA_TIN' }, 'name'],
      [{ name: 'ok', district: 'MARS' }, 'Please choose a district'],
      [{ name: 'ok' }, 'Please choose a district'],
      [{ name: 'ok', district: 'SHA_TIN', detail: 'd'.repeat(141) }, 'detail'],
    ]
    for (const [payload, text] of cases) {
      const res = await call<{ fields: { field: string; message: string }[] }>(h.app, {
        method: 'POST',
        url: '/buyer/member/address',
        headers,
        payload,
      })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe(4002)
      expect(res.body.result.fields.length).toBeGreaterThan(0)
      expect(
        `${res.body.message} ${res.body.result.fields.map((f) => `${f.field} ${f.message}`).join(' ')}`,
      ).toContain(text)
    }
    const zh = await create(s.headers, { district: 'SHA_TIN' })
    expect(zh.body.message).toBe('請輸入地點名稱')
    expect(await rowsOf(s.member.id)).toHaveLength(0)
    const a = await created(s.headers, 'keep')
    const bad = await call(h.app, {
      method: 'PUT',
      url: `/buyer/member/address/${a.id}`,
      headers,
      payload: { name: '', district: 'SHA_TIN' },
    })
    expect(bad.status).toBe(400)
    expect((await rowsOf(s.member.id))[0]?.name).toBe('keep')
  })

  it('answers 400 for ids that are not numbers and 404 for unknown ones', async () => {
    const s = await createSignedIn(h)
    for (const url of ['/buyer/member/address/get/abc', '/buyer/member/address/get/0']) {
      const res = await call(h.app, { method: 'GET', url, headers: s.headers })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe(4002)
    }
    const res = await call(h.app, {
      method: 'GET',
      url: '/buyer/member/address/get/424242',
      headers: s.headers,
    })
    expect(res.status).toBe(404)
    expect(res.body.code).toBe(4004)
  })

  it('refuses another member’s address with 404 for get, update, default and delete; nothing changes', async () => {
    const owner = await createSignedIn(h)
    const other = await createSignedIn(h)
    const mine = await created(owner.headers, 'mine')
    await created(other.headers, 'theirs')
    const attempts = [
      { method: 'GET' as const, url: `/buyer/member/address/get/${mine.id}` },
      {
        method: 'PUT' as const,
        url: `/buyer/member/address/${mine.id}`,
        payload: body('hijack', { isDefault: true }),
      },
      { method: 'PUT' as const, url: `/buyer/member/address/default/${mine.id}` },
      { method: 'DELETE' as const, url: `/buyer/member/address/delById/${mine.id}` },
    ]
    for (const attempt of attempts) {
      const res = await call(h.app, { ...attempt, headers: { ...other.headers, language: 'en' } })
      expect(res.status).toBe(404)
      expect(res.body).toMatchObject({ success: false, code: 4004, message: 'Not found' })
    }
    const [row] = await rowsOf(owner.member.id)
    expect(row).toMatchObject({ name: 'mine', isDefault: true })
    expect((await list(other.headers)).map((a) => a.name)).toEqual(['theirs'])
  })

  it('refuses every endpoint when logged out', async () => {
    const s = await createSignedIn(h)
    const a = await created(s.headers, 'x')
    const attempts = [
      { method: 'GET' as const, url: '/buyer/member/address' },
      { method: 'GET' as const, url: `/buyer/member/address/get/${a.id}` },
      { method: 'POST' as const, url: '/buyer/member/address', payload: body('y') },
      { method: 'PUT' as const, url: `/buyer/member/address/${a.id}`, payload: body('z') },
      { method: 'PUT' as const, url: `/buyer/member/address/default/${a.id}` },
      { method: 'DELETE' as const, url: `/buyer/member/address/delById/${a.id}` },
    ]
    for (const attempt of attempts) {
      const res = await call(h.app, attempt)
      expect(res.status).toBe(401)
      expect(res.body.code).toBe(20003)
    }
    expect(await rowsOf(s.member.id)).toMatchObject([{ name: 'x' }])
  })
})

describe('addressesByIds', () => {
  it('returns only the member’s own addresses, in the given order', async () => {
    const s = await createSignedIn(h)
    const other = await createSignedIn(h)
    const a = await created(s.headers, 'A')
    const b = await created(s.headers, 'B')
    const theirs = await created(other.headers, 'T')
    const rows = await addressesByIds(h.db, s.member.id, [Number(b.id), Number(theirs.id), 999, Number(a.id)])
    expect(rows.map((r) => r.name)).toEqual(['B', 'A'])
    expect(await addressesByIds(h.db, s.member.id, [])).toEqual([])
  })
})
