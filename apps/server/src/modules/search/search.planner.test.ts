/**
 * The planner reads pages from a part of the sort order when there are more than 1,000 matches.
 * Whatever it chooses, every page must be exactly the page of the full order: checked here
 * against a plain ORDER BY over the goods table, for each sort, page and filter, with boosted,
 * expired and taken-down listings among the matches, and with matches laid out so that its
 * estimate is far off.
 */
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createMember } from '../../../test/factories.ts'
import { createCategoryPath, createListing } from '../../../test/goods-factories.ts'
import { useTestApp } from '../../../test/harness.ts'
import { queryRows } from '../../db/client.ts'
import type { SearchSort } from './browse.repo.ts'
import { allOf, filterQuery, priceBinsOf } from './facets.ts'
import { boostedWalk, timeGrain } from './search.parts.ts'
import { matchPage, SAMPLE_SIZE } from './search.planner.ts'
import type { Match } from './search.repo.ts'
import { toTsQuery } from './search-text.ts'

const h = useTestApp()
const SORTS: SearchSort[] = [0, 1, 2, 3]
const ORDER_SQL: Record<SearchSort, string> = {
  0: 'recommend_point desc, open_time desc, id desc',
  1: 'open_time desc, id desc',
  2: 'price desc, id desc',
  3: 'price asc, id asc',
}

interface Filter {
  minPrice?: string
  maxPrice?: string
  goodsStatus?: number[]
  partial?: { terms: string[]; minMatched: number }
}

/** `copies` listings like `template` (id), with prices, times, boosts and states spread by n. */
async function copies(template: number, copies: number, from = 1) {
  await h.db.execute(sql`
    insert into goods (seller_id, category_id, category_path, name, intro, goods_status, price,
      trading_methods, contacts, market_enable, open_days, open_time, close_time, recommend_point,
      search_text, search_vector)
    select seller_id, category_id, category_path, name || ' ' || n, intro, n % 4,
      ((n * 7919) % 500000) / 100.0 + (n % 3) * 1000, trading_methods, contacts,
      case when n % 19 = 0 then 'DOWN' else 'UPPER' end, open_days,
      ${h.clock.now().toISOString()}::timestamptz - ((n * 104729) % 57600) * interval '1 minute',
      case when n % 19 = 0 then null
        when n % 23 = 0 then ${h.clock.now().toISOString()}::timestamptz - interval '1 minute'
        else ${h.clock.now().toISOString()}::timestamptz + interval '7 days' end,
      case when n % 41 = 0 then (n % 5 + 1) * 7 else 0 end, search_text, search_vector
    from goods, generate_series(${from}::int, ${from + copies - 1}::int) n where id = ${template}
    order by n`)
}

/** The page by brute force: every live listing of goods matching, in the full order. */
async function expected(words: string, f: Filter, sort: SearchSort, offset: number, limit: number) {
  const now = h.clock.now().toISOString()
  const conditions = [
    sql`market_enable = 'UPPER' and deleted_at is null and close_time > ${now}::timestamptz`,
    sql`search_vector @@ ${words}::tsquery`,
  ]
  if (f.minPrice) conditions.push(sql`price >= ${f.minPrice}::numeric`)
  if (f.maxPrice) conditions.push(sql`price <= ${f.maxPrice}::numeric`)
  if (f.goodsStatus) conditions.push(sql`goods_status = any(${`{${f.goodsStatus.join(',')}}`}::smallint[])`)
  const matched = f.partial
    ? sql.raw(
        f.partial.terms.map((t) => `(search_vector @@ '${t.replace(/'/g, "''")}'::tsquery)::int`).join(' + '),
      )
    : sql`0::int`
  if (f.partial) conditions.push(sql`${matched} >= ${f.partial.minMatched}`)
  const rows = await queryRows<{ id: number | string }>(
    h.db,
    sql`select id from goods where ${sql.join(conditions, sql` and `)}
        order by ${matched} desc, ${sql.raw(ORDER_SQL[sort])} offset ${offset} limit ${limit}`,
  )
  return rows.map((r) => Number(r.id))
}

function matchOf(words: string, f: Filter): Match {
  const facets = filterQuery({
    categoryIds: [],
    categoryPathId: null,
    storeId: null,
    goodsStatus: f.goodsStatus ?? [],
    minPrice: f.minPrice ?? null,
    maxPrice: f.maxPrice ?? null,
  })
  const query = allOf(words, facets) ?? words
  const bins = priceBinsOf({ minPrice: f.minPrice ?? null, maxPrice: f.maxPrice ?? null })
  return {
    query,
    minPrice: f.minPrice ?? null,
    maxPrice: f.maxPrice ?? null,
    partial: f.partial ?? null,
    priced: bins === null ? null : allOf(query, bins),
  }
}

async function world() {
  const seller = await createMember(h)
  const path = await createCategoryPath(h)
  const list = (name: string) => createListing(h, seller.id, path, { name, intro: '好用' })
  return { list }
}

describe('search planner', () => {
  it('every page of every sort is the page of the full order, with and without filters', async () => {
    const { list } = await world()
    const sofa = await list('梳化 三人')
    const bike = await list('單車 公路')
    await copies(sofa.id, 3_000)
    await copies(bike.id, 1_500)
    // Counted, as autovacuum does: the planner walks boosted listings only when it knows how many there are.
    await h.db.execute(sql`analyze goods_search`)
    const words = toTsQuery('梳化') as string
    // …and a range that rejects most of the word's matches (read with its price bins then).
    const filters: Filter[] = [
      {},
      { minPrice: '500', maxPrice: '3000.50' },
      { goodsStatus: [1, 2] },
      { minPrice: '10', maxPrice: '400' },
    ]
    let byPrice = 0
    let covered = 0
    let boostedApart = 0
    let walked = 0
    const shares = new Set<number>()
    for (const f of filters)
      for (const sort of SORTS)
        for (const [pageNumber, pageSize] of [
          [1, 10],
          [2, 10],
          [7, 20],
          [40, 20],
        ] as const) {
          const offset = (pageNumber - 1) * pageSize
          const page = await matchPage(h.db, matchOf(words, f), sort, h.clock.now(), offset, pageSize)
          const want = await expected(words, f, sort, offset, pageSize)
          expect(
            page.rows.map((r) => r.id),
            `sort ${sort} page ${pageNumber} ${JSON.stringify(f)}`,
          ).toEqual(want)
          if (page.plan.covers.length > 0 && !page.plan.widened) covered++
          shares.add(page.plan.share)
          if (page.plan.byPrice) byPrice++
          if (page.plan.covers.some((c) => c.includes('and boosted apart'))) boostedApart++
          if (page.plan.covers.some((c) => c.includes('in their order'))) walked++
          if (page.plan.estimate === null) expect(page.total).toBeLessThan(SAMPLE_SIZE)
        }
    // Unfiltered and by condition there are over 1,000 matches: the first pages of each sort are
    // read from a part of the order, the deep ones from every match. Unfiltered, a random eighth
    // of the listings proves it; by condition, the first matches in table order.
    expect(covered).toBeGreaterThanOrEqual(12)
    expect([...shares].sort()).toEqual([1, 8])
    // Sort 0 reads every boosted match apart, through the boosted listings' own indexes: by their
    // words, or walking them in their order when matches are common among them.
    expect(boostedApart).toBeGreaterThan(0)
    expect(walked).toBeGreaterThan(0)
    expect(byPrice).toBeGreaterThan(0)
  })

  it('a partial match is ranked by words matched first, then the sort', async () => {
    const { list } = await world()
    const a = await list('梳化 單車 九成新')
    const b = await list('梳化 三人 全新')
    const c = await list('單車 九成新 公路')
    for (const t of [a, b, c]) await copies(t.id, 500)
    const terms = ['梳化', '單車', '九成新'].map((w) => toTsQuery(w) as string)
    const partial = { terms, minMatched: 2 }
    const words = terms.map((t) => `(${t})`).join(' | ')
    for (const sort of SORTS)
      for (const offset of [0, 490, 980]) {
        const page = await matchPage(h.db, matchOf(words, { partial }), sort, h.clock.now(), offset, 20)
        expect(page.rows.map((r) => r.id)).toEqual(await expected(words, { partial }, sort, offset, 20))
      }
  })

  it('when its estimate is far off, a larger part of the order is read, and the page is still right', async () => {
    const { list } = await world()
    const sofa = await list('梳化 三人')
    const other = await list('書枱 木')
    // The matches fill the table's first blocks and nothing after them matches: the sample reaches
    // only the start of the table, so the estimate is many times the truth and the part of the
    // order chosen holds too few.
    await copies(sofa.id, 1_200)
    await copies(other.id, 12_000)
    const words = toTsQuery('梳化') as string
    let retried = 0
    for (const sort of SORTS)
      for (const offset of [0, 200]) {
        const page = await matchPage(h.db, matchOf(words, {}), sort, h.clock.now(), offset, 10)
        expect(page.rows.map((r) => r.id)).toEqual(await expected(words, {}, sort, offset, 10))
        if (page.plan.covers.length > 1 || page.plan.widened) retried++
      }
    expect(retried).toBeGreaterThan(0)
  })
})

describe('time lexemes of a part of the order', () => {
  const HOUR = 3_600_000_000n
  it('are hours when the word is rarer than an hour of listings, or commoner than the hours asked', () => {
    // 720,000 listings over 30 days: 1,000 an hour.
    expect(timeGrain(900, 5n * HOUR, 720n * HOUR, 720_000)).toBe('hour')
    expect(timeGrain(50_000, 5n * HOUR, 720n * HOUR, 720_000)).toBe('hour')
  })
  it('are quarters or days when the word is commoner than an hour of listings but rarer than the hours asked', () => {
    expect(timeGrain(4_000, 10n * HOUR, 720n * HOUR, 720_000)).toBe('quarter')
    expect(timeGrain(20_000, 30n * HOUR, 720n * HOUR, 720_000)).toBe('day')
  })
  it('are hours when the listings were never counted', () => {
    expect(timeGrain(20_000, 30n * HOUR, 720n * HOUR, 0)).toBe('hour')
  })
})

describe('boosted listings walked in their order', () => {
  const known = { wanted: 10, liveRows: 880_000, boostedRows: 20_000 }
  it('only for words so common that walking finds a page sooner than reading every boosted match', () => {
    expect(boostedWalk({ ...known, estimate: 3_700 })).toBe(0)
    // 100,000 matches: 2,273 of them boosted; a page lies within the first 88 boosted listings.
    expect(boostedWalk({ ...known, estimate: 100_000 })).toBe(352)
  })
  it('never when the listings were not counted yet', () => {
    expect(boostedWalk({ ...known, liveRows: 0, estimate: 100_000 })).toBe(0)
  })
})
