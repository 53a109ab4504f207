import { categoryNode } from '@kaifong/contract'
import { beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createCategoryPath } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { categories } from '../../db/schema.ts'
import { envelopeOf } from '../../lib/envelope.ts'
import { categoryNames, categoryPathOf, clearCategoryCache } from './categories.service.ts'

const h = useTestApp()
beforeEach(() => clearCategoryCache(h.db))

interface Node {
  id: string
  parentId: string
  level: number
  name: string
  image: string
  children: Node[]
}

async function insertCategory(parentId: number, level: number, en: string, sortOrder = 0) {
  const [row] = await h.db
    .insert(categories)
    .values({ parentId, level, sortOrder, name: { 'zh-Hant': `繁${en}`, 'zh-Hans': `简${en}`, en } })
    .returning({ id: categories.id })
  if (!row) throw new Error('insert failed')
  return row.id
}

const tree = (parentId: number | string, language = 'en') =>
  call<Node[]>(h.app, { method: 'GET', url: `/buyer/goods/category/get/${parentId}`, headers: { language } })

describe('GET /buyer/goods/category/get/:parentId', () => {
  it('answers the whole three-level tree for 0, in the request language, ordered by sortOrder then id', async () => {
    const home = await insertCategory(0, 1, 'Home', 2)
    const phones = await createCategoryPath(h, ['電子產品', '手機', '智能手機'])
    const kitchen = await insertCategory(home, 2, 'Kitchen')
    const pots = await insertCategory(kitchen, 3, 'Pots', 5)
    const pans = await insertCategory(kitchen, 3, 'Pans', 1)
    const res = await tree(0)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    expect(res.headers.vary).toContain('language')
    // The factory's path has sortOrder 0, so it comes before Home (2).
    expect(res.body.result.map((n) => n.id)).toEqual([String(phones.top), String(home)])
    const [electronics, homeNode] = res.body.result
    expect(electronics).toEqual({
      id: String(phones.top),
      parentId: '0',
      level: 1,
      name: '電子產品-en',
      image: '',
      children: [
        {
          id: String(phones.middle),
          parentId: String(phones.top),
          level: 2,
          name: '手機-en',
          image: '',
          children: [
            {
              id: String(phones.leaf),
              parentId: String(phones.middle),
              level: 3,
              name: '智能手機-en',
              image: '',
              children: [],
            },
          ],
        },
      ],
    })
    expect(homeNode?.children[0]?.children.map((n) => [n.id, n.name])).toEqual([
      [String(pans), 'Pans'],
      [String(pots), 'Pots'],
    ])
  })

  it('localises names: Traditional by default, Simplified when asked', async () => {
    await insertCategory(0, 1, 'Books')
    expect((await tree(0, 'zh-Hant')).body.result[0]?.name).toBe('繁Books')
    expect(
      (await call<Node[]>(h.app, { method: 'GET', url: '/buyer/goods/category/get/0' })).body.result[0]?.name,
    ).toBe('繁Books')
    expect((await tree(0, 'zh-Hans')).body.result[0]?.name).toBe('简Books')
  })

  it('answers the children of a category with their own children', async () => {
    const p = await createCategoryPath(h)
    const top = await tree(p.top)
    expect(top.body.result.map((n) => n.id)).toEqual([String(p.middle)])
    expect(top.body.result[0]?.children.map((n) => n.id)).toEqual([String(p.leaf)])
    const middle = await tree(p.middle)
    expect(middle.body.result).toMatchObject([{ id: String(p.leaf), level: 3, children: [] }])
    expect((await tree(p.leaf)).body.result).toEqual([])
  })

  it('answers an empty list for an unknown id, and 400 for one that is not a number', async () => {
    await createCategoryPath(h)
    const unknown = await tree(999)
    expect(unknown.status).toBe(200)
    expect(unknown.body.result).toEqual([])
    for (const bad of ['abc', '-1', '1.5', '1e3']) {
      const res = await tree(bad)
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ success: false, code: 4002 })
    }
  })

  it('leaves out categories deeper than three levels', async () => {
    const p = await createCategoryPath(h)
    await insertCategory(p.leaf, 4, 'Too deep')
    const res = await tree(0)
    expect(res.body.result[0]?.children[0]?.children[0]?.children).toEqual([])
  })

  it('keeps the tree for an hour, then reads it again', async () => {
    await insertCategory(0, 1, 'First')
    expect((await tree(0)).body.result.map((n) => n.name)).toEqual(['First'])
    await insertCategory(0, 1, 'Second')
    h.clock.advance(59 * 60 * 1000)
    expect((await tree(0)).body.result.map((n) => n.name)).toEqual(['First'])
    h.clock.advance(60 * 1000)
    expect((await tree(0)).body.result.map((n) => n.name)).toEqual(['First', 'Second'])
  })

  it('reads the table once per hour for every language (the rows are cached, not only the trees)', async () => {
    await insertCategory(0, 1, 'First')
    expect((await tree(0, 'en')).body.result.map((n) => n.name)).toEqual(['First'])
    await insertCategory(0, 1, 'Second')
    // Another language builds its tree from the rows read for the first one.
    expect((await tree(0, 'zh-Hans')).body.result.map((n) => n.name)).toEqual(['简First'])
  })

  it('answers the text the envelope schema writes, byte for byte, kept serialized', async () => {
    const p = await createCategoryPath(h)
    for (const id of [0, p.top, p.leaf, 999]) {
      const res = await h.app.inject({ method: 'GET', url: `/buyer/goods/category/get/${id}` })
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
      const schema = envelopeOf(z.array(categoryNode))
      expect(res.body).toBe(JSON.stringify(schema.parse(JSON.parse(res.body))))
    }
  })
})

describe('categoryPathOf and categoryNames', () => {
  it('gives the top-down path of a leaf and null for unknown or non-leaf ids', async () => {
    const p = await createCategoryPath(h)
    expect(await categoryPathOf(h.db, p.leaf)).toEqual([p.top, p.middle, p.leaf])
    expect(await categoryPathOf(h.db, p.middle)).toBeNull()
    expect(await categoryPathOf(h.db, p.top)).toBeNull()
    expect(await categoryPathOf(h.db, 12345)).toBeNull()
    expect(await categoryPathOf(h.db, 0)).toBeNull()
  })

  it('refuses a category that does not hang from the top level within three levels', async () => {
    const p = await createCategoryPath(h)
    const orphan = await insertCategory(777, 2, 'Orphan')
    expect(await categoryPathOf(h.db, orphan)).toBeNull()
    const deep = await insertCategory(p.leaf, 4, 'Deep')
    expect(await categoryPathOf(h.db, deep)).toBeNull()
    // The old leaf now has a child, so it is no longer a leaf.
    expect(await categoryPathOf(h.db, p.leaf)).toBeNull()
  })

  it('names categories in all three languages', async () => {
    const p = await createCategoryPath(h)
    const names = await categoryNames(h.db, [p.leaf, p.top, p.leaf, 999])
    expect([...names.keys()].sort()).toEqual([p.top, p.leaf].sort())
    expect(names.get(p.top)).toEqual({ 'zh-Hant': '電子產品', 'zh-Hans': '电子产品', en: '電子產品-en' })
    expect(await categoryNames(h.db, [])).toEqual(new Map())
  })
})
