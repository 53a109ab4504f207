/**
 * A query that names a category lifts that category's listings above the accessories and other
 * categories that merely mention the word (docs/product/search.md, "When a query names a category").
 */
import { type GoodsCard, type Page, SEARCH_TOTAL_CAP } from '@kaifong/contract'
import { beforeEach, describe, expect, it } from 'vitest'
import { createMember } from '../../../test/factories.ts'
import { createListing } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { categories, type Localized } from '../../db/schema.ts'
import { clearCategoryCache } from '../categories/categories.service.ts'
import type { CardRow } from '../goods/index.ts'
import { liftedPage, type Parts } from './category-lift.ts'
import { vectorOf } from './search-fields.ts'
import { indexLexemes, normalizeSearch } from './search-text.ts'

const h = useTestApp()
beforeEach(() => clearCategoryCache(h.db))

const MINUTE = 60_000

async function category(parentId: number, level: number, hant: string, hans: string, en: string) {
  const name: Localized = { 'zh-Hant': hant, 'zh-Hans': hans, en }
  const [row] = await h.db
    .insert(categories)
    .values({ parentId, level, name })
    .returning({ id: categories.id })
  if (!row) throw new Error('category insert failed')
  return { id: row.id, texts: [hant, hans, en] }
}

/** Phones, accessories, tablets and wearables, as the demo tree has them; one listing in each. */
async function market() {
  const top = await category(0, 1, '手機及配件', '手机及配件', 'Mobile Phones & Gadgets')
  const phones = await category(top.id, 2, '手機', '手机', 'Mobile Phones')
  const iphone = await category(phones.id, 3, 'iPhone', 'iPhone', 'iPhone')
  const other = await category(phones.id, 3, '其他手機', '其他手机', 'Other Phones')
  const extras = await category(top.id, 2, '手機配件', '手机配件', 'Phone Accessories')
  const cases = await category(extras.id, 3, '手機殼及保護貼', '手机壳及保护膜', 'Cases & Screen Protectors')
  const tablets = await category(top.id, 2, '平板電腦', '平板电脑', 'Tablets')
  const ipad = await category(tablets.id, 3, 'iPad', 'iPad', 'iPad')
  const wear = await category(top.id, 2, '穿戴裝置', '智能穿戴', 'Wearables')
  const watch = await category(wear.id, 3, '智能手錶', '智能手表', 'Smartwatches')
  const seller = await createMember(h)
  const start = h.clock.now().getTime()
  let listed = 0
  /** Listed in `leaf` under `middle`; each later one is newer (the recommended order puts it first). */
  const list = async (middle: typeof phones, leaf: typeof iphone, name: string, intro: string, boost = 0) => {
    listed++
    const row = await createListing(
      h,
      seller.id,
      { top: top.id, middle: middle.id, leaf: leaf.id },
      {
        name,
        intro,
        openTime: new Date(start - (100 - listed) * MINUTE),
        recommendPoint: boost,
        searchText: normalizeSearch(name),
        searchVector: vectorOf(
          indexLexemes(name, intro, ...top.texts, ...middle.texts, ...leaf.texts),
        ) as unknown as string,
      },
    )
    return row.name
  }
  // The phones are the oldest: newest first, the others would come before them.
  await list(phones, iphone, 'iPhone 13 128GB 午夜色', '電池 89%，冇維修。')
  await list(phones, other, 'Nokia 3310 (2017)', 'For hiking trips, battery lasts a week.')
  await list(extras, cases, 'iPhone 15 玻璃保護貼 兩塊', '全新，適合手機新機用。')
  await list(tablets, ipad, 'iPad Air 5 64GB', '好似一部大手機，睇片一流。')
  await list(wear, watch, 'Apple Watch Series 8 45mm', '接手機通知，電池 90%。')
  return { list, phones, other, extras, cases }
}

async function names(query: Record<string, string>) {
  const qs = new URLSearchParams(query)
  const res = await call<Page<GoodsCard>>(h.app, { method: 'GET', url: `/buyer/goods/goods/es?${qs}` })
  expect(res.status).toBe(200)
  return res.body.result.records.map((r) => r.goodsName)
}

const PHONES = ['iPhone 13 128GB 午夜色', 'Nokia 3310 (2017)']

describe('GET /buyer/goods/goods/es: a query naming a category', () => {
  it('puts the listings of the category it names above accessories, tablets and watches that mention it', async () => {
    await market()
    for (const goodsName of ['手機', '手机', 'phone', 'mobile phones', '手提電話', '二手手機']) {
      const found = await names({ goodsName })
      expect(found.slice(0, 2).sort(), goodsName).toEqual([...PHONES].sort())
      expect(found, goodsName).toHaveLength(5)
    }
    // In each part, the recommended order: the newest first.
    expect((await names({ goodsName: '手機' })).slice(2)).toEqual([
      'Apple Watch Series 8 45mm',
      'iPad Air 5 64GB',
      'iPhone 15 玻璃保護貼 兩塊',
    ])
    // Pages do not overlap across the two parts.
    const pages = [
      ...(await names({ goodsName: '手機', pageSize: '2', pageNumber: '1' })),
      ...(await names({ goodsName: '手機', pageSize: '2', pageNumber: '2' })),
      ...(await names({ goodsName: '手機', pageSize: '2', pageNumber: '3' })),
    ]
    expect(pages).toEqual(await names({ goodsName: '手機' }))
  })

  it('lifts the narrowest category named, and the one the last naming word names', async () => {
    await market()
    // 保護貼 is part of 手機殼及保護貼: the protector first.
    expect((await names({ goodsName: '手機 保護貼' }))[0]).toBe('iPhone 15 玻璃保護貼 兩塊')
    // "iphone" names the iPhone category: the phone before the protector, though older.
    expect(await names({ goodsName: 'iphone' })).toEqual([
      'iPhone 13 128GB 午夜色',
      'iPhone 15 玻璃保護貼 兩塊',
    ])
  })

  it('keeps an order the searcher chose, and lifts nothing for a word that names no category', async () => {
    await market()
    expect((await names({ goodsName: '手機', sort: '1' }))[0]).toBe('Apple Watch Series 8 45mm')
    expect(await names({ goodsName: '電池' })).toEqual([
      'Apple Watch Series 8 45mm',
      'iPhone 13 128GB 午夜色',
    ])
  })

  it('puts the category first even before boosted listings of others, boosted ones first within each part', async () => {
    const { list, phones, other, extras, cases } = await market()
    await list(extras, cases, '手機殼 透明 全新', '買多咗', 50)
    await list(phones, other, '老人機 大字', '長輩用', 10)
    expect(await names({ goodsName: '手機' })).toEqual([
      '老人機 大字',
      'Nokia 3310 (2017)',
      'iPhone 13 128GB 午夜色',
      '手機殼 透明 全新',
      'Apple Watch Series 8 45mm',
      'iPad Air 5 64GB',
      'iPhone 15 玻璃保護貼 兩塊',
    ])
  })
})

describe('a lifted page, read as the category part and then the rest', () => {
  /** A reader over `inside` then `outside` ids, capping totals as the search does; records its reads. */
  function reader(inside: number, outside: number) {
    const reads: string[] = []
    const card = (id: number) => ({ id }) as unknown as CardRow
    const rows = (from: number, n: number, skip: number, take: number) =>
      Array.from({ length: Math.max(0, Math.min(take, n - skip)) }, (_, i) => card(from + skip + i))
    const isOut = (text: string) => text.includes('!')
    const parts: Parts = {
      async page(text, skip, take) {
        reads.push(`page ${isOut(text) ? 'out' : 'in'} ${skip}+${take}`)
        const n = isOut(text) ? outside : inside
        return { rows: rows(isOut(text) ? 100_000 : 0, n, skip, take), total: Math.min(n, SEARCH_TOTAL_CAP) }
      },
      async few(_words, _lift, skip, take) {
        reads.push('few')
        if (inside + outside >= SEARCH_TOTAL_CAP) return null
        const all = [...rows(0, inside, 0, inside), ...rows(100_000, outside, 0, outside)]
        return { rows: all.slice(skip, skip + take), total: all.length }
      },
      async count(text) {
        reads.push(`count ${isOut(text) ? 'out' : 'in'}`)
        return isOut(text) ? outside : inside
      },
    }
    return { parts, reads }
  }
  const ids = (page: { rows: CardRow[] }) => page.rows.map((r) => Number(r.id))
  const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i)
  const lifted = (r: ReturnType<typeof reader>, offset: number, limit: number) =>
    liftedPage(r.parts, "'x'", "'~c1'", offset, limit)

  it('orders a few matches from the one sample of them all', async () => {
    const r = reader(25, 30)
    const page = await lifted(r, 20, 10)
    expect(ids(page)).toEqual([...range(20, 5), ...range(100_000, 5)])
    expect(page.total).toBe(55)
    expect(r.reads).toEqual(['few'])
  })

  it('reads only the category while it fills the page', async () => {
    const r = reader(5_000, 300)
    const page = await lifted(r, 40, 20)
    expect(ids(page)).toEqual(range(40, 20))
    expect(page.total).toBe(SEARCH_TOTAL_CAP)
    expect(r.reads).toEqual(['few', 'page in 40+20'])
  })

  it('continues with the rest where the category ends, without overlap', async () => {
    const r = reader(600, 700)
    expect(ids(await lifted(r, 590, 20))).toEqual([...range(590, 10), ...range(100_000, 10)])
    expect(ids(await lifted(r, 610, 20))).toEqual(range(100_010, 20))
    expect(r.reads.slice(-2)).toEqual(['page in 610+20', 'page out 10+20'])
  })

  it('finds where a category of over a thousand ends, past its last page', async () => {
    const r = reader(1_010, 50)
    const edge = await lifted(r, 1_000, 20)
    expect(ids(edge)).toEqual([...range(1_000, 10), ...range(100_000, 10)])
    const beyond = await lifted(r, 1_040, 20)
    expect(ids(beyond)).toEqual(range(100_030, 20))
    expect(r.reads.slice(-3)).toEqual(['page in 1040+20', 'count in', 'page out 30+20'])
    expect(beyond.total).toBe(SEARCH_TOTAL_CAP)
  })
})
