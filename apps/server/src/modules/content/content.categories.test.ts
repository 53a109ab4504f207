/**
 * Editing the category tree from the console (docs/admin.md, "Categories"): add, rename, reorder,
 * hide and move under the three-level rule; listings keep their category and follow a move; the
 * public tree shows every change at once; a hidden category is refused for new listings.
 */
import { ErrorCode } from '@kaifong/contract'
import { asc, desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createOperator } from '../../../test/admin-factories.ts'
import { addMedia, listingBody, seller } from '../../../test/goods-api.ts'
import { createCategoryPath, createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { auditLog, categories, goods } from '../../db/schema.ts'

const h = useTestApp()
const API = '/admin/api/categories'
const names = (zh: string, en = zh) => ({ 'zh-Hant': zh, 'zh-Hans': zh, en })

interface Node {
  id: string
  name: string
  level: number
  children?: Node[]
}
const publicTree = async () =>
  (
    await call<Node[]>(h.app, {
      method: 'GET',
      url: '/buyer/goods/category/get/0',
      headers: { language: 'en' },
    })
  ).body.result
const shape = (nodes: Node[]): unknown[] =>
  nodes.map((n) => (n.children?.length ? { [n.name]: shape(n.children) } : n.name))

async function world() {
  const op = await createOperator(h)
  const phones = await createCategoryPath(h, ['電子', '手機', '智能手機'])
  const home = await createCategoryPath(h, ['家居', '傢俬', '梳化'])
  // Fill the public tree's cache, so every test also shows that an edit refreshes it.
  await publicTree()
  const put = (id: number, payload: object) =>
    call(h.app, { method: 'PUT', url: `${API}/${id}`, headers: op.headers, payload })
  return { op, phones, home, put }
}

describe('the category tree in the console', () => {
  it('adds, renames, reorders and hides, audited, and the public tree follows at once', async () => {
    const { op, phones, home, put } = await world()
    expect(shape(await publicTree())).toEqual([
      { '電子-en': [{ '手機-en': ['智能手機-en'] }] },
      { '家居-en': [{ '傢俬-en': ['梳化-en'] }] },
    ])
    const added = await call<Node[]>(h.app, {
      method: 'POST',
      url: API,
      headers: op.headers,
      payload: { parentId: String(phones.middle), name: names('手提電話', 'Feature phones'), sortOrder: 5 },
    })
    expect(added.status).toBe(200)
    expect((await put(phones.top, { name: names('電子產品', 'Electronics') })).status).toBe(200)
    expect((await put(home.top, { sortOrder: -0 })).status).toBe(200)
    expect((await put(phones.top, { sortOrder: 9 })).status).toBe(200)
    expect(shape(await publicTree())).toEqual([
      { '家居-en': [{ '傢俬-en': ['梳化-en'] }] },
      { Electronics: [{ '手機-en': ['智能手機-en', 'Feature phones'] }] },
    ])
    expect((await put(home.middle, { hidden: true })).status).toBe(200)
    expect(shape(await publicTree())).toEqual([
      '家居-en',
      { Electronics: [{ '手機-en': ['智能手機-en', 'Feature phones'] }] },
    ])
    // The console still sees the hidden node.
    const admin = await call<Node[]>(h.app, { method: 'GET', url: API, headers: op.headers })
    expect(JSON.stringify(admin.body.result)).toContain('"hidden":true')
    const audit = await h.db.select().from(auditLog).orderBy(asc(auditLog.id))
    expect(audit.map((r) => r.action)).toEqual([
      'category.create',
      'category.update',
      'category.update',
      'category.update',
      'category.update',
    ])
    expect(audit[1]).toMatchObject({
      targetId: String(phones.top),
      before: { name: { en: '電子-en' } },
      after: { name: { en: 'Electronics' } },
    })
  })

  it('refuses a hidden category for new listings like an unknown one, and hides its subtree', async () => {
    const { phones, put } = await world()
    const s = await seller(h, 100)
    const images = await addMedia(h, s.member.id, 1)
    const create = () =>
      call(h.app, {
        method: 'POST',
        url: '/buyer/goods/goods/create',
        headers: s.headers,
        payload: listingBody(phones, images),
      })
    expect((await put(phones.middle, { hidden: true })).status).toBe(200)
    const refused = await create()
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe(ErrorCode.CATEGORY_INVALID)
    expect((await put(phones.middle, { hidden: false })).status).toBe(200)
    expect((await create()).status).toBe(200)
  })

  it('moves a subtree: levels follow, listings keep their category with their new path', async () => {
    const { op, phones, home, put } = await world()
    const s = await seller(h, 0)
    const listing = await createListing(h, s.member.id, phones)
    // 手機 (with its leaf) moves under 家居: 家居 › 手機 › 智能手機.
    const moved = await put(phones.middle, { parentId: String(home.top) })
    expect(moved.status).toBe(200)
    const rows = await h.db.select().from(categories)
    const byId = new Map(rows.map((r) => [r.id, r]))
    expect(byId.get(phones.middle)).toMatchObject({ parentId: home.top, level: 2 })
    expect(byId.get(phones.leaf)).toMatchObject({ parentId: phones.middle, level: 3 })
    const [row] = await h.db.select().from(goods).where(eq(goods.id, listing.id))
    expect(row).toMatchObject({
      categoryId: phones.leaf,
      categoryPath: [home.top, phones.middle, phones.leaf],
    })
    // Browsing the new top level finds it; the old one no longer does.
    const browse = async (categoryId: number) =>
      (
        await call<{ total: number }>(h.app, {
          method: 'GET',
          url: `/buyer/goods/goods/es?categoryPathId=${categoryId}`,
        })
      ).body.result.total
    expect(await browse(home.top)).toBe(1)
    expect(await browse(phones.top)).toBe(0)
    const [audit] = await h.db.select().from(auditLog).where(eq(auditLog.action, 'category.move'))
    expect(audit).toMatchObject({
      before: { parentId: phones.top, level: 2 },
      after: { parentId: home.top, listingsMoved: 1 },
    })

    // A leaf moves to the top level: it becomes a level-1 category, its listings' path is [leaf].
    expect((await put(phones.leaf, { parentId: '0' })).status).toBe(200)
    const [top] = await h.db.select().from(goods).where(eq(goods.id, listing.id))
    expect(top?.categoryPath).toEqual([phones.leaf])
    const again = await call<Node[]>(h.app, { method: 'GET', url: API, headers: op.headers })
    expect(again.body.result.map((n) => n.id)).toContain(String(phones.leaf))
  })

  it('refuses moves under the node itself, its descendants, too deep, or to an unknown parent', async () => {
    const { op, phones, home, put } = await world()
    const cases: [number, string, number][] = [
      [phones.top, String(phones.top), ErrorCode.CATEGORY_MOVE_INVALID],
      [phones.top, String(phones.middle), ErrorCode.CATEGORY_MOVE_INVALID],
      [phones.top, String(phones.leaf), ErrorCode.CATEGORY_MOVE_INVALID],
      // A two-level subtree under a level-2 node would reach level 4.
      [phones.middle, String(home.middle), ErrorCode.CATEGORY_TOO_DEEP],
      [phones.top, String(home.top), ErrorCode.CATEGORY_TOO_DEEP],
      [phones.leaf, '999999', ErrorCode.CATEGORY_PARENT_UNKNOWN],
    ]
    for (const [id, parentId, code] of cases) {
      const res = await put(id, { parentId })
      expect(res.status, `${id} → ${parentId}`).toBe(400)
      expect(res.body.code).toBe(code)
    }
    const deeper = await call(h.app, {
      method: 'POST',
      url: API,
      headers: op.headers,
      payload: { parentId: String(phones.leaf), name: names('太深'), sortOrder: 0 },
    })
    expect(deeper.body.code).toBe(ErrorCode.CATEGORY_TOO_DEEP)
    for (const payload of [
      {},
      { name: names('') },
      { parentId: 'x' },
      { hidden: 'yes' },
      { sortOrder: 10_000 },
    ]) {
      expect((await put(phones.leaf, payload)).status, JSON.stringify(payload)).toBe(400)
    }
    expect((await put(123456789, { hidden: true })).status).toBe(404)
    expect(await h.db.select().from(auditLog)).toEqual([])
    const rows = await h.db.select().from(categories)
    expect(rows.find((r) => r.id === phones.middle)).toMatchObject({
      parentId: phones.top,
      level: 2,
      hidden: false,
    })
  })

  it('keeps the tree whole when 50 crossing moves race', async () => {
    const { op, put } = await world()
    // Two top-level leaves, each moved under the other again and again: one wins, never a cycle.
    const add = async (name: string) => {
      await call(h.app, {
        method: 'POST',
        url: API,
        headers: op.headers,
        payload: { parentId: '0', name: names(name) },
      })
      const [row] = await h.db
        .select()
        .from(categories)
        .where(eq(categories.level, 1))
        .orderBy(desc(categories.id))
        .limit(1)
      return row?.id ?? 0
    }
    const a = await add('甲')
    const b = await add('乙')
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 ? put(a, { parentId: String(b) }) : put(b, { parentId: String(a) }),
      ),
    )
    expect(results.filter((r) => r.status !== 200).map((r) => r.body.code)).toEqual(
      Array(results.filter((r) => r.status !== 200).length).fill(ErrorCode.CATEGORY_MOVE_INVALID),
    )
    const rows = await h.db.select().from(categories)
    const byId = new Map(rows.map((r) => [r.id, r]))
    expect([byId.get(a)?.parentId, byId.get(b)?.parentId].filter((p) => p === 0)).toHaveLength(1)
    for (const row of rows) {
      const parent = byId.get(row.parentId)
      expect(row.level).toBe(parent ? parent.level + 1 : 1)
    }
  })
})
