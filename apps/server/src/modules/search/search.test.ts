import { type GoodsCard, type Page, SEARCH_TOTAL_CAP } from '@kaifong/contract'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createMember } from '../../../test/factories.ts'
import { createCategoryPath, createListing, type ListingOverrides } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { goods } from '../../db/schema.ts'

const h = useTestApp()
const DAY = 24 * 60 * 60 * 1000
const HOUR = 60 * 60 * 1000

async function search(query: Record<string, string | number>, language = 'zh-Hant') {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))
  return call<Page<GoodsCard>>(h.app, {
    method: 'GET',
    url: `/buyer/goods/goods/es?${qs}`,
    headers: { language },
  })
}

const names = (res: { body: { result: Page<GoodsCard> } }) => res.body.result.records.map((r) => r.goodsName)

/** A seller with one category path, and a way to list in it at a given age (hours ago). */
async function world() {
  const seller = await createMember(h)
  const path = await createCategoryPath(h)
  const list = async (name: string, overrides: ListingOverrides = {}, hoursAgo = 0) => {
    const openTime = new Date(h.clock.now().getTime() - hoursAgo * HOUR)
    return createListing(h, seller.id, path, { name, intro: '好用', openTime, ...overrides })
  }
  return { seller, path, list }
}

describe('GET /buyer/goods/goods/es: keywords', () => {
  it('matches Traditional and Simplified Chinese both ways', async () => {
    const { list } = await world()
    await list('二手手機 九成新')
    await list('全新手机壳')
    await list('單車')
    expect(names(await search({ goodsName: '手機' })).sort()).toEqual(
      ['二手手機 九成新', '全新手机壳'].sort(),
    )
    expect(names(await search({ goodsName: '手机' })).sort()).toEqual(
      ['二手手機 九成新', '全新手机壳'].sort(),
    )
    expect(names(await search({ goodsName: '單車' }))).toEqual(['單車'])
  })

  it('ignores case and full/half width, and matches word prefixes', async () => {
    const { list } = await world()
    await list('iPhone 15 Pro')
    await list('Samsung Galaxy')
    expect(names(await search({ goodsName: 'IPHONE' }))).toEqual(['iPhone 15 Pro'])
    expect(names(await search({ goodsName: 'ｉｐｈｏｎｅ' }))).toEqual(['iPhone 15 Pro'])
    expect(names(await search({ goodsName: 'galax' }))).toEqual(['Samsung Galaxy'])
    // Every term must match.
    expect(names(await search({ goodsName: 'iphone galaxy' }))).toEqual([])
  })

  it('a keyword with nothing searchable finds nothing; no keyword lists everything live', async () => {
    const { list } = await world()
    await list('iPhone')
    await list('單車')
    const bang = await search({ goodsName: '!!!' })
    expect(bang.status).toBe(200)
    expect(bang.body.result).toMatchObject({ records: [], total: 0 })
    expect((await search({ goodsName: '   ' })).body.result.total).toBe(2)
    expect((await search({})).body.result.total).toBe(2)
  })
})

describe('GET /buyer/goods/goods/es: filters', () => {
  it('finds a category at each of its three levels, and a comma list of categories', async () => {
    const { seller, path, list } = await world()
    const other = await createCategoryPath(h, ['傢俬', '梳化', '布梳化'])
    await list('phone')
    await createListing(h, seller.id, other, { name: 'sofa' })
    for (const id of [path.top, path.middle, path.leaf]) {
      expect(names(await search({ categoryId: id }))).toEqual(['phone'])
      expect(names(await search({ categoryPathId: id }))).toEqual(['phone'])
    }
    expect(names(await search({ categoryId: other.middle }))).toEqual(['sofa'])
    const both = await search({ categoryId: `${path.leaf},${other.top}`, sort: 3 })
    expect(names(both).sort()).toEqual(['phone', 'sofa'])
    // Both filters narrow: a category list inside the category being browsed.
    expect(
      names(await search({ categoryId: `${path.leaf},${other.top}`, categoryPathId: other.top })),
    ).toEqual(['sofa'])
  })

  // The shop filter (storeId) has its own file: search.stores.test.ts.
  it('filters by condition list', async () => {
    const { path, list } = await world()
    const other = await createMember(h)
    await list('new phone', { goodsStatus: 0 })
    await list('used phone', { goodsStatus: 1 })
    await list('rent phone', { goodsStatus: 2 })
    await createListing(h, other.id, path, { name: 'other phone', goodsStatus: 1 })
    expect(names(await search({ goodsStatus: '0,2', sort: 3 })).sort()).toEqual(['new phone', 'rent phone'])
    expect(names(await search({ goodsStatus: 1 })).sort()).toEqual(['other phone', 'used phone'])
  })

  it('compares prices exactly, boundaries included', async () => {
    const { list } = await world()
    await list('a', { price: '99.99' })
    await list('b', { price: '100.00' })
    await list('c', { price: '100.01' })
    await list('d', { price: '1200.50' })
    const within = async (min?: string, max?: string) =>
      names(await search({ sort: 3, ...(min ? { minPrice: min } : {}), ...(max ? { maxPrice: max } : {}) }))
    expect(await within('100', '100')).toEqual(['b'])
    expect(await within('99.99', '100.00')).toEqual(['a', 'b'])
    expect(await within('100.00')).toEqual(['b', 'c', 'd'])
    expect(await within(undefined, '99.99')).toEqual(['a'])
    expect(await within('100.01')).toEqual(['c', 'd'])
    expect(await within('1,200.50')).toEqual(['d'])
    expect(await within('200', '100')).toEqual([])
  })

  it('never returns expired, taken-down, sold or deleted listings', async () => {
    const { list } = await world()
    await list('live phone')
    await list('expired phone', { closeTime: new Date(h.clock.now().getTime() - 1000) })
    await list('down phone', { marketEnable: 'DOWN', closeTime: null })
    await list('sold phone', { marketEnable: 'SOLD_OUT' })
    await list('deleted phone', { deletedAt: h.clock.now() })
    expect(names(await search({ goodsName: 'phone' }))).toEqual(['live phone'])
    expect((await search({})).body.result.total).toBe(1)
    // A listing expires while the clock moves on.
    h.clock.advance(8 * DAY)
    expect((await search({})).body.result.total).toBe(0)
  })
})

describe('GET /buyer/goods/goods/es: sort and paging', () => {
  async function four() {
    const { list } = await world()
    const a = await list('a', { price: '300.00', recommendPoint: 0 }, 1)
    const b = await list('b', { price: '100.00', recommendPoint: 5 }, 3)
    const c = await list('c', { price: '200.00', recommendPoint: 0 }, 2)
    const d = await list('d', { price: '100.00', recommendPoint: 5 }, 4)
    return { a, b, c, d }
  }

  it('orders: 0 recommended, 1 latest, 2 price high→low, 3 price low→high', async () => {
    await four()
    expect(names(await search({ sort: 0 }))).toEqual(['b', 'd', 'a', 'c'])
    expect(names(await search({}))).toEqual(['b', 'd', 'a', 'c'])
    expect(names(await search({ sort: 1 }))).toEqual(['a', 'c', 'b', 'd'])
    // Equal prices: newest id first when high→low, oldest id first when low→high.
    expect(names(await search({ sort: 2 }))).toEqual(['a', 'c', 'd', 'b'])
    expect(names(await search({ sort: 3 }))).toEqual(['b', 'd', 'c', 'a'])
  })

  it('pages continue without overlap, with filters and sort combined', async () => {
    const { list } = await world()
    for (let i = 0; i < 7; i++) await list(`iPhone ${i}`, { price: `${100 + i}.00` }, i)
    await list('Samsung', { price: '103.50' })
    await list('iPhone cheap', { price: '50.00' })
    const q = { goodsName: 'iphone', minPrice: '100', sort: 3, pageSize: 3 }
    const p1 = await search({ ...q, pageNumber: 1 })
    const p2 = await search({ ...q, pageNumber: 2 })
    const p3 = await search({ ...q, pageNumber: 3 })
    expect(p1.body.result).toMatchObject({ total: 7, size: 3, current: 1, pages: 3 })
    expect(names(p1)).toEqual(['iPhone 0', 'iPhone 1', 'iPhone 2'])
    expect(names(p2)).toEqual(['iPhone 3', 'iPhone 4', 'iPhone 5'])
    expect(names(p3)).toEqual(['iPhone 6'])
    const latest = [1, 2, 3].map((n) => search({ goodsName: 'iphone', sort: 1, pageSize: 3, pageNumber: n }))
    const all = (await Promise.all(latest)).flatMap(names)
    expect(all).toEqual(['iPhone cheap', ...[0, 1, 2, 3, 4, 5, 6].map((i) => `iPhone ${i}`)])
  })

  it('presents cards with the seller, the exact price and the label', async () => {
    const { seller, list } = await world()
    const row = await list('iPhone', { price: '1234.50', cover: '/media/x.webp' })
    const [card] = (await search({})).body.result.records
    expect(card).toMatchObject({
      id: String(row.id),
      sellerId: String(seller.id),
      sellerName: seller.nickName,
      goodsPicture: '/media/x.webp',
      price: '1234.50',
      marketEnable: 'UPPER',
      label: 'LISTED',
    })
  })
})

describe('GET /buyer/goods/goods/es: bad input', () => {
  it.each([
    [{ sort: 9 }, 'sort'],
    [{ pageSize: 1000 }, 'pageSize'],
    [{ pageNumber: 0 }, 'pageNumber'],
    [{ minPrice: 'abc' }, 'minPrice'],
    [{ maxPrice: '1.234' }, 'maxPrice'],
    [{ categoryId: '1,x' }, 'categoryId.1'],
    [{ storeId: '-1' }, 'storeId'],
    [{ goodsStatus: 7 }, 'goodsStatus.0'],
  ])('%o → 400 4002 naming the field', async (query, field) => {
    const res = await search(query, 'en')
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(4002)
    expect(res.body.message).toMatch(/[a-z]/i)
    expect((res.body.result as unknown as { fields: { field: string }[] }).fields[0]?.field).toBe(field)
  })

  it('says it in the request language', async () => {
    const zh = await search({ minPrice: 'abc' })
    const en = await search({ minPrice: 'abc' }, 'en')
    expect(zh.body.message).toBe('價錢須為數字，例如 120 或 99.50')
    expect(en.body.message).toBe('The price must be a number, e.g. 120 or 99.50')
    const decimals = await search({ minPrice: '1.005' }, 'en')
    expect(decimals.body.message).toBe('Use at most two decimals, e.g. 120 or 99.50')
  })

  it('reads any text as words: quotes, backslashes, query operators and facet-like text are never syntax', async () => {
    const { list } = await world()
    await list("Kid's bike ~c1 & | !")
    const odd = [
      "kid's",
      "'",
      "\\'",
      '\\',
      "a' | 'b",
      '!(a | b) & c:*',
      '~c1',
      '~r',
      "'~c1'",
      '<->',
      '梳化 & (',
      'ａ＆ｂ',
      '😀 bike',
      `${'x'.repeat(70)} bike`,
    ]
    for (const goodsName of odd) {
      for (const sort of [0, 1, 2, 3]) {
        const res = await search({ goodsName, sort, minPrice: '1', maxPrice: '99999' })
        expect(res.status, goodsName).toBe(200)
      }
    }
    // Facet lexemes cannot be typed: "~c1" is the word c1.
    expect(names(await search({ goodsName: '~c1' }))).toEqual(["Kid's bike ~c1 & | !"])
    expect(names(await search({ goodsName: "kid's bike" }))).toEqual(["Kid's bike ~c1 & | !"])
  })

  it('an unknown category or shop is simply an empty page', async () => {
    const { list } = await world()
    await list('iPhone')
    expect((await search({ categoryId: 999999 })).body.result.total).toBe(0)
    expect((await search({ storeId: 999999 })).body.result.total).toBe(0)
    const [row] = await h.db.select({ id: goods.id }).from(goods).where(eq(goods.name, 'iPhone'))
    expect(row).toBeDefined()
  })
})

describe('GET /buyer/goods/goods/es: totals', () => {
  it('counts up to SEARCH_TOTAL_CAP, and a short first page needs no count', async () => {
    const { list } = await world()
    const first = await list('梳化 三人')
    // 1,004 more copies in one statement (listing them one by one would take minutes).
    await h.db.execute(sql`
      insert into goods (seller_id, category_id, category_path, name, intro, goods_status, price,
        trading_methods, contacts, market_enable, open_days, open_time, close_time, search_text, search_vector)
      select seller_id, category_id, category_path, name || ' ' || n, intro, goods_status, price,
        trading_methods, contacts, market_enable, open_days, open_time, close_time, search_text, search_vector
      from goods, generate_series(1, 1004) n where id = ${first.id}`)
    const page = await search({ goodsName: '梳化', pageSize: 20, pageNumber: 3 })
    expect(page.body.result.records).toHaveLength(20)
    expect(page.body.result.total).toBe(SEARCH_TOTAL_CAP)
    const browse = await search({ categoryId: first.categoryId, pageSize: 2 })
    expect(browse.body.result.total).toBe(SEARCH_TOTAL_CAP)
    await h.db.execute(sql`delete from goods where name like '梳化 三人 %' and id > ${first.id + 3}`)
    // A keyword's total is always fresh (reading at most 1,001 matches is cheap).
    expect((await search({ goodsName: '梳化', pageSize: 2 })).body.result.total).toBe(4)
    // Browsing a category seen at the cap is not counted again for a minute; then it is.
    expect((await search({ categoryId: first.categoryId, pageSize: 2 })).body.result.total).toBe(
      SEARCH_TOTAL_CAP,
    )
    h.clock.advance(61_000)
    expect((await search({ categoryId: first.categoryId, pageSize: 2 })).body.result.total).toBe(4)
    await list('梳化 單人')
    const few = await search({ goodsName: '梳化 單人' })
    expect(few.body.result).toMatchObject({ total: 1, current: 1 })
  })
})
