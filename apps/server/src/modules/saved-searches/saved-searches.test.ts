import { SAVED_SEARCHES_MAX, type SavedSearch } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { savedSearches } from '../../db/schema.ts'

const h = useTestApp()
const url = '/buyer/member/saved-searches'
type Headers = Record<string, string>

const save = (headers: Headers, payload: object) =>
  call<SavedSearch>(h.app, { method: 'POST', url, headers, payload })
const list = async (headers: Headers) =>
  (await call<SavedSearch[]>(h.app, { method: 'GET', url, headers })).body.result
const rowsOf = (memberId: number) =>
  h.db.select().from(savedSearches).where(eq(savedSearches.memberId, memberId))

describe('saved searches', () => {
  it('saves the search page’s query, read by the search’s own schema, and lists it newest first', async () => {
    const s = await createSignedIn(h)
    const first = await save(s.headers, {
      query: { goodsName: ' 梳化 ', categoryId: '12,7', minPrice: '100', goodsStatus: [1, 0], exact: 'true' },
    })
    expect(first.status).toBe(200)
    expect(first.body.message).toBe('已儲存搜尋')
    expect(first.body.result).toMatchObject({
      name: '梳化',
      alert: true,
      email: false,
      lastAlertTime: null,
      // Canonical: keys in order, lists as comma lists, the price as an exact decimal.
      params: { categoryId: '12,7', exact: '1', goodsName: '梳化', goodsStatus: '1,0', minPrice: '100.00' },
    })
    h.clock.advance(1000)
    const second = await save(s.headers, {
      name: '平價單車',
      query: { categoryPathId: '3', sort: 3 },
      email: true,
    })
    expect(second.body.result).toMatchObject({
      name: '平價單車',
      email: true,
      params: { categoryPathId: '3', sort: '3' },
    })
    expect((await list(s.headers)).map((x) => x.name)).toEqual(['平價單車', '梳化'])
  })

  it('names a search without keyword or name in the member’s language', async () => {
    const s = await createSignedIn(h)
    const res = await save({ ...s.headers, language: 'en' }, { query: { storeId: '5' } })
    expect(res.body.result.name).toBe('Saved search')
  })

  it('renames, turns alerts and mail on and off; only the given fields change', async () => {
    const s = await createSignedIn(h)
    const { id } = (await save(s.headers, { query: { goodsName: 'switch' } })).body.result
    const put = (payload: object) =>
      call<SavedSearch>(h.app, { method: 'PUT', url: `${url}/${id}`, headers: s.headers, payload })
    expect((await put({ name: 'Switch 遊戲機' })).body.result).toMatchObject({
      name: 'Switch 遊戲機',
      alert: true,
    })
    expect((await put({ email: true })).body.result).toMatchObject({ name: 'Switch 遊戲機', email: true })
    expect((await put({ alert: false })).body.result).toMatchObject({ alert: false, email: true })
    const empty = await put({})
    expect(empty.status).toBe(400)
    expect(empty.body.code).toBe(4002)
  })

  it('deletes; a second delete is 404', async () => {
    const s = await createSignedIn(h)
    const { id } = (await save(s.headers, { query: { goodsName: 'lego' } })).body.result
    const del = () => call(h.app, { method: 'DELETE', url: `${url}/${id}`, headers: s.headers })
    expect((await del()).status).toBe(200)
    expect(await rowsOf(s.member.id)).toHaveLength(0)
    const again = await del()
    expect(again.status).toBe(404)
    expect(again.body.code).toBe(4004)
  })

  it('refuses bad input with localized messages (400 4002) and stores nothing', async () => {
    const s = await createSignedIn(h)
    const en = { ...s.headers, language: 'en' }
    const cases: [object, string][] = [
      [{}, 'query'],
      [{ query: {} }, 'Type a keyword or choose a filter before saving a search'],
      [{ query: { sort: 2, exact: true } }, 'Type a keyword or choose a filter before saving a search'],
      [{ query: { goodsName: 'x', minPrice: '-5' } }, 'minPrice'],
      [{ query: { goodsName: 'x', categoryId: 'abc' } }, 'categoryId'],
      [{ query: { goodsName: 'x', sort: 9 } }, 'sort'],
      [{ query: { goodsName: 'x'.repeat(141) } }, 'goodsName'],
      [{ query: { goodsName: 'a\u0000b' } }, 'Must not contain control characters'],
      [{ name: 'n'.repeat(41), query: { goodsName: 'x' } }, 'The name can be up to 40 characters'],
      [{ name: '   ', query: { goodsName: 'x' } }, 'Please enter a name'],
      [{ query: { goodsName: 'x' }, alert: 'maybe' }, 'alert'],
    ]
    for (const [payload, text] of cases) {
      const res = await call<{ fields: { field: string; message: string }[] }>(h.app, {
        method: 'POST',
        url,
        headers: en,
        payload,
      })
      expect(res.status, JSON.stringify(payload)).toBe(400)
      expect(res.body.code).toBe(4002)
      const said = `${res.body.message} ${res.body.result.fields.map((f) => `${f.field} ${f.message}`).join(' ')}`
      expect(said).toContain(text)
    }
    const zh = await save(s.headers, { query: {} })
    expect(zh.body.message).toContain('請先輸入關鍵字或揀選篩選條件，再儲存搜尋')
    expect(await rowsOf(s.member.id)).toHaveLength(0)
    for (const bad of ['abc', '0']) {
      const res = await call(h.app, { method: 'DELETE', url: `${url}/${bad}`, headers: s.headers })
      expect(res.status).toBe(400)
    }
  })

  it('refuses the same search twice with 409 20071', async () => {
    const s = await createSignedIn(h)
    await save(s.headers, { query: { goodsName: 'ipad', categoryId: '3,2' } })
    // The same search however it is written: the list as an array, the default sort spelt out.
    const again = await save(
      { ...s.headers, language: 'en' },
      {
        name: 'other name',
        query: { goodsName: 'ipad', categoryId: ['3', '2'], sort: 0 },
      },
    )
    expect(again.status).toBe(409)
    expect(again.body.code).toBe(20071)
    expect(again.body.message).toBe('You have already saved this search')
    expect(await rowsOf(s.member.id)).toHaveLength(1)
  })

  it(`refuses the ${SAVED_SEARCHES_MAX + 1}st search with 409 20070`, async () => {
    const s = await createSignedIn(h)
    for (let i = 0; i < SAVED_SEARCHES_MAX; i++)
      expect((await save(s.headers, { query: { goodsName: `word${i}` } })).status).toBe(200)
    const over = await save({ ...s.headers, language: 'en' }, { query: { goodsName: 'one more' } })
    expect(over.status).toBe(409)
    expect(over.body.code).toBe(20070)
    expect(over.body.message).toBe('You can save up to 20 searches: delete one you no longer need first')
    expect(await rowsOf(s.member.id)).toHaveLength(SAVED_SEARCHES_MAX)
  })

  it(`keeps the limit of ${SAVED_SEARCHES_MAX} under 50 parallel saves, never a 500`, async () => {
    const s = await createSignedIn(h)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => save(s.headers, { query: { goodsName: `race${i}` } })),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((x) => x === 200)).toHaveLength(SAVED_SEARCHES_MAX)
    expect(statuses.filter((x) => x === 409)).toHaveLength(50 - SAVED_SEARCHES_MAX)
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 20070)).toBe(true)
    expect(await rowsOf(s.member.id)).toHaveLength(SAVED_SEARCHES_MAX)
  })

  it('saves one search once under parallel double submits', async () => {
    const s = await createSignedIn(h)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => save(s.headers, { query: { goodsName: 'double' } })),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 20071)).toBe(true)
    expect(await rowsOf(s.member.id)).toHaveLength(1)
  })

  it('refuses another member’s saved search exactly like a missing one; nothing changes', async () => {
    const owner = await createSignedIn(h)
    const other = await createSignedIn(h)
    const { id } = (await save(owner.headers, { query: { goodsName: 'camera' } })).body.result
    const missing = await call(h.app, {
      method: 'PUT',
      url: `${url}/987654`,
      headers: other.headers,
      payload: { name: 'x' },
    })
    for (const [method, payload] of [
      ['PUT', { name: 'mine now', alert: false }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(h.app, { method, url: `${url}/${id}`, headers: other.headers, payload })
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ ...missing.body, timestamp: res.body.timestamp })
    }
    expect(await list(other.headers)).toEqual([])
    expect((await list(owner.headers)).map((x) => [x.name, x.alert])).toEqual([['camera', true]])
  })

  it('refuses every endpoint when logged out (401), before reading the body', async () => {
    for (const [method, path] of [
      ['GET', url],
      ['POST', url],
      ['PUT', `${url}/1`],
      ['DELETE', `${url}/1`],
    ] as const) {
      const res = await call(h.app, { method, url: path, payload: method === 'POST' ? {} : undefined })
      expect(res.status).toBe(401)
      expect(res.body.code).toBe(20003)
    }
  })
})
