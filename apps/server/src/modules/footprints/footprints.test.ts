import type { Footprint, Page } from '@kaifong/contract'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createMember, createSignedIn } from '../../../test/factories.ts'
import { createCategoryPath, createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { footprints, goods } from '../../db/schema.ts'
import { recordFootprint } from './footprints.repo.ts'

const h = useTestApp()
const MINUTE = 60 * 1000
type Headers = Record<string, string>

const history = (headers: Headers, query = '') =>
  call<Page<Footprint>>(h.app, { method: 'GET', url: `/buyer/member/footprint${query}`, headers })
const clearAll = (headers: Headers) =>
  call(h.app, { method: 'DELETE', url: '/buyer/member/footprint', headers })
const deleteIds = (ids: string, headers: Headers) =>
  call(h.app, { method: 'DELETE', url: `/buyer/member/footprint/delByIds/${ids}`, headers })

/** `n` listings, viewed by `memberId` one minute apart (the last one latest). */
async function viewed(memberIds: number[], n: number) {
  const seller = await createMember(h)
  const path = await createCategoryPath(h)
  const ids: number[] = []
  for (let i = 0; i < n; i++) {
    const row = await createListing(h, seller.id, path, { name: `item ${i}` })
    ids.push(row.id)
    h.clock.advance(MINUTE)
    for (const memberId of memberIds) await recordFootprint(h.db, memberId, row.id, h.clock.now())
  }
  return ids
}

const rowsOf = (memberId: number) =>
  h.db
    .select({ goodsId: footprints.goodsId })
    .from(footprints)
    .where(eq(footprints.memberId, memberId))
    .orderBy(asc(footprints.goodsId))
    .then((rows) => rows.map((r) => r.goodsId))

describe('GET /buyer/member/footprint', () => {
  it('pages 20 at a time, latest view first, with the card and the view time', async () => {
    const me = await createSignedIn(h)
    const ids = await viewed([me.member.id], 22)
    const p1 = await history(me.headers)
    expect(p1.status).toBe(200)
    expect(p1.body.result).toMatchObject({ total: 22, size: 20, current: 1, pages: 2 })
    expect(p1.body.result.records[0]).toMatchObject({
      id: String(ids[21]),
      goodsName: 'item 21',
      price: '1200.00',
      viewTime: h.clock.now().toISOString(),
    })
    const p2 = await history(me.headers, '?pageNumber=2')
    expect(p2.body.result.records.map((r) => r.goodsName)).toEqual(['item 1', 'item 0'])
  })

  it('a new view moves the listing to the top; deleted listings drop out', async () => {
    const me = await createSignedIn(h)
    const [a, b, c] = await viewed([me.member.id], 3)
    if (!a || !b || !c) throw new Error('setup')
    h.clock.advance(MINUTE)
    await recordFootprint(h.db, me.member.id, a, h.clock.now())
    await h.db.update(goods).set({ deletedAt: h.clock.now() }).where(eq(goods.id, b))
    await h.db.update(goods).set({ marketEnable: 'DOWN', closeTime: null }).where(eq(goods.id, c))
    const res = await history(me.headers)
    expect(res.body.result.total).toBe(2)
    expect(res.body.result.records.map((r) => [r.id, r.label])).toEqual([
      [String(a), 'LISTED'],
      [String(c), 'UNLISTED'],
    ])
  })

  it('is each member’s own; needs a session; refuses a bad page size', async () => {
    const me = await createSignedIn(h)
    const other = await createSignedIn(h)
    await viewed([me.member.id], 2)
    expect((await history(other.headers)).body.result.total).toBe(0)
    const anon = await history({})
    expect(anon.status).toBe(401)
    expect(anon.body.code).toBe(20003)
    expect((await history(me.headers, '?pageSize=101')).status).toBe(400)
  })
})

describe('DELETE /buyer/member/footprint', () => {
  it('clears my history and nobody else’s', async () => {
    const me = await createSignedIn(h)
    const other = await createSignedIn(h)
    const ids = await viewed([me.member.id, other.member.id], 3)
    const res = await clearAll(me.headers)
    expect(res.status).toBe(200)
    expect(res.body.result).toBeNull()
    expect(await rowsOf(me.member.id)).toEqual([])
    expect(await rowsOf(other.member.id)).toEqual(ids)
    expect((await clearAll({})).status).toBe(401)
    expect(await rowsOf(other.member.id)).toEqual(ids)
  })
})

describe('DELETE /buyer/member/footprint/delByIds/{ids}', () => {
  it('deletes the listed ones from my history only', async () => {
    const me = await createSignedIn(h)
    const other = await createSignedIn(h)
    const [a, b, c] = await viewed([me.member.id, other.member.id], 3)
    const res = await deleteIds(`${a},${c},${a}`, me.headers)
    expect(res.status).toBe(200)
    expect(await rowsOf(me.member.id)).toEqual([b])
    // The same ids, asked by someone who never viewed one of them, touch only their own rows.
    expect(await rowsOf(other.member.id)).toEqual([a, b, c])
  })

  it('cannot delete another member’s rows, whatever the ids', async () => {
    const me = await createSignedIn(h)
    const victim = await createSignedIn(h)
    const ids = await viewed([victim.member.id], 3)
    const res = await deleteIds(ids.join(','), me.headers)
    expect(res.status).toBe(200)
    expect(await rowsOf(victim.member.id)).toEqual(ids)
    expect((await deleteIds(ids.join(','), {})).status).toBe(401)
    expect(await rowsOf(victim.member.id)).toEqual(ids)
  })

  it('takes up to 100 ids; more, or ids that are not ids, are 400 4002 and delete nothing', async () => {
    const me = await createSignedIn(h)
    await viewed([me.member.id], 2)
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1)
    expect((await deleteIds(hundred.join(','), me.headers)).status).toBe(200)
    expect(await rowsOf(me.member.id)).toEqual([])
    const left = await viewed([me.member.id], 1)
    for (const bad of [[...hundred, 101].join(','), `${left[0]},abc`, ',', '0']) {
      const res = await deleteIds(bad, { ...me.headers, language: 'en' })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe(4002)
      expect(res.body.message).toMatch(/[a-z]/i)
    }
    expect(await rowsOf(me.member.id)).toEqual(left)
  })
})
