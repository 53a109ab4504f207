import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createMember } from '../../../test/factories.ts'
import { createCategoryPath, createListing } from '../../../test/goods-factories.ts'
import { useTestApp } from '../../../test/harness.ts'
import { queryRows } from '../../db/client.ts'
import { goods, goodsSearch } from '../../db/schema.ts'
import {
  binOf,
  binRange,
  centsOf,
  FACET,
  facetLexemes,
  filterQuery,
  listedSince,
  priceBetween,
} from './facets.ts'

const h = useTestApp()
const HOUR_US = 3_600_000_000n

/** The lexemes of a tsquery text of ORs (facets.ts writes only those). */
const lexemesOf = (query: string | null) =>
  [...(query ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1] as string)

/** The bins a range's lexemes stand for. */
function binsOf(query: string | null, fine: string, group: string): number[] {
  const bins = new Set<number>()
  for (const lexeme of lexemesOf(query)) {
    if (lexeme.startsWith(group)) {
      const g = Number(lexeme.slice(group.length))
      for (let b = g * 10; b < g * 10 + 10; b++) bins.add(b)
    } else if (lexeme.startsWith(fine)) bins.add(Number(lexeme.slice(fine.length)))
    else throw new Error(`unexpected lexeme ${lexeme}`)
  }
  return [...bins].sort((a, b) => a - b)
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

describe('facet bins', () => {
  it('bins never go down as the value goes up, 10 to a decade', () => {
    const values = [0n, 1n, 9n, 10n, 18n, 19n, 99n, 100n, 189n, 190n, 999n, 1000n, 123456n, 10n ** 12n]
    const bins = values.map(binOf)
    expect(bins).toEqual([0, 1, 9, 20, 20, 21, 29, 30, 30, 31, 39, 40, 60, 130])
    let last = -1
    for (let n = 0n; n < 20_000n; n += 7n) {
      expect(binOf(n)).toBeGreaterThanOrEqual(last)
      last = binOf(n)
    }
  })

  it('reads prices as exact cents', () => {
    expect(centsOf('0')).toBe(0n)
    expect(centsOf('0.5')).toBe(50n)
    expect(centsOf('99.99')).toBe(9999n)
    expect(centsOf('1234567890.01')).toBe(123456789001n)
  })

  it('a range of bins is its bins, in as few lexemes as groups allow', () => {
    for (const [from, to] of [
      [0, 0],
      [0, 9],
      [5, 24],
      [20, 29],
      [21, 21],
      [21, 100],
      [30, 39],
      [29, 40],
      [0, 199],
    ] as const) {
      const q = binRange(FACET.price, FACET.priceGroup, from, to, 10)
      expect(binsOf(q, FACET.price, FACET.priceGroup)).toEqual(range(from, to))
      expect(lexemesOf(q).length).toBeLessThanOrEqual(2 * 9 + Math.floor(to / 10) - Math.floor(from / 10) + 1)
    }
    expect(binRange(FACET.price, FACET.priceGroup, 5, 4)).toBeNull()
    expect(lexemesOf(binRange(FACET.price, FACET.priceGroup, 30, 59))).toEqual(['~P3', '~P4', '~P5'])
  })

  it('an end that would take more than 3 fine bins takes its whole group: a little wider, never narrower', () => {
    expect(lexemesOf(binRange(FACET.price, FACET.priceGroup, 27, 41))).toEqual([
      '~p27',
      '~p28',
      '~p29',
      '~P3',
      '~p40',
      '~p41',
    ])
    expect(lexemesOf(binRange(FACET.price, FACET.priceGroup, 23, 45))).toEqual(['~P2', '~P3', '~P4'])
    expect(lexemesOf(binRange(FACET.price, FACET.priceGroup, 33, 35))).toEqual(['~p33', '~p34', '~p35'])
    expect(lexemesOf(binRange(FACET.price, FACET.priceGroup, 33, 37))).toEqual(['~P3'])
  })

  it('a price range holds every price in it, and the bins of its ends', () => {
    const at = binOf(centsOf('1250.00'))
    expect(binsOf(priceBetween(centsOf('1250.00'), null), FACET.price, FACET.priceGroup)[0]).toBe(at)
    expect(binsOf(priceBetween(null, centsOf('1250.00')), FACET.price, FACET.priceGroup)).toEqual(
      range(0, at),
    )
    const to = binOf(centsOf('9000'))
    const between = binsOf(priceBetween(centsOf('1250.00'), centsOf('9000')), FACET.price, FACET.priceGroup)
    expect(between[0]).toBeLessThanOrEqual(at)
    expect(between.at(-1)).toBeGreaterThanOrEqual(to)
    expect(between).toEqual(range(between[0] as number, between.at(-1) as number))
  })

  it('"listed since" holds the hours from the bound to the end of the day after the latest, in few lexemes', () => {
    const start = 500_000n * HOUR_US + 123n // some hour, mid-day
    const latest = start + 50n * HOUR_US
    const hours = new Set<bigint>()
    const lexemes = lexemesOf(listedSince(start, latest))
    for (const lexeme of lexemes) {
      const n = BigInt(lexeme.slice(2))
      const [from, size] = lexeme.startsWith(FACET.hour)
        ? [n, 1n]
        : lexeme.startsWith(FACET.quarter)
          ? [n * 6n, 6n]
          : [n * 24n, 24n]
      for (let i = 0n; i < size; i++) hours.add(from + i)
    }
    // Hour 500,000 is hour 2 of its quarter (83,333 × 6 = 499,998) and hour 8 of its day.
    expect(lexemes.filter((l) => l.startsWith(FACET.hour))).toHaveLength(4)
    expect(lexemes.filter((l) => l.startsWith(FACET.quarter))).toHaveLength(2)
    const first = 500_000n
    const last = (500_050n / 24n + 2n) * 24n - 1n
    expect([...hours].sort((a, b) => (a < b ? -1 : 1))).toEqual(
      Array.from({ length: Number(last - first + 1n) }, (_, i) => first + BigInt(i)),
    )
  })

  it('"listed since" by quarters and days, or days only, starts at the start of its quarter or day', () => {
    const start = 500_000n * HOUR_US
    const latest = start
    expect(lexemesOf(listedSince(start, latest, 'quarter'))).toEqual([
      '~q83333',
      '~q83334',
      '~q83335',
      '~d20834',
    ])
    expect(lexemesOf(listedSince(start, latest, 'day'))).toEqual(['~d20833', '~d20834'])
  })

  it('filters are facets: categories any of, the browsed category, shop, conditions, a narrow price range', () => {
    const none = {
      categoryIds: [],
      categoryPathId: null,
      storeId: null,
      goodsStatus: [],
      minPrice: null,
      maxPrice: null,
    }
    expect(
      filterQuery({
        categoryIds: [3, 4],
        categoryPathId: 1,
        storeId: 9,
        goodsStatus: [0, 2],
        minPrice: '10',
        maxPrice: '19',
      }),
    ).toBe("(('~c3' | '~c4')) & ('~c1') & ('~k9') & (('~s0' | '~s2')) & (('~p40' | '~p41'))")
    expect(filterQuery(none)).toBeNull()
    // Every condition is no condition.
    expect(filterQuery({ ...none, goodsStatus: [0, 1, 2, 3] })).toBeNull()
    // A wide range, or one with an open end, is checked on the rows only.
    expect(filterQuery({ ...none, minPrice: '500', maxPrice: '4500' })).toBeNull()
    expect(filterQuery({ ...none, minPrice: '500', maxPrice: null })).toBeNull()
    expect(filterQuery({ ...none, minPrice: '1000', maxPrice: '1200' })).toBe("'~p60'")
  })
})

describe('goods_search (migration 0006)', () => {
  it('writes the same facets as facets.ts for every kind of value', async () => {
    const seller = await createMember(h)
    const path = await createCategoryPath(h)
    const cases = [
      { price: '0.00', recommendPoint: 0, at: '2026-11-20T00:00:00.000Z', goodsStatus: 0 },
      { price: '0.09', recommendPoint: 1, at: '2026-11-20T23:59:59.999Z', goodsStatus: 1 },
      { price: '9.99', recommendPoint: 9, at: '2026-11-21T00:59:59.000Z', goodsStatus: 2 },
      { price: '10.00', recommendPoint: 10, at: '2026-11-21T01:00:00.000Z', goodsStatus: 3 },
      { price: '129.99', recommendPoint: 35, at: '2026-01-01T12:34:56.789Z', goodsStatus: 1 },
      { price: '130.00', recommendPoint: 1000, at: '2026-06-30T23:00:00.000Z', goodsStatus: 1 },
      {
        price: '9999999999.99',
        recommendPoint: 2_147_483_647,
        at: '2030-12-31T23:59:59.999Z',
        goodsStatus: 1,
      },
    ]
    for (const c of cases) {
      const openTime = new Date(c.at)
      const row = await createListing(h, seller.id, path, {
        price: c.price,
        recommendPoint: c.recommendPoint,
        goodsStatus: c.goodsStatus,
        openTime,
        closeTime: new Date(openTime.getTime() + 86_400_000),
      })
      const [entry] = await queryRows<{ lexemes: string[] }>(
        h.db,
        sql`select tsvector_to_array(vector) as lexemes from goods_search where goods_id = ${row.id}`,
      )
      const facets = (entry?.lexemes ?? []).filter((l) => l.startsWith('~')).sort()
      const expected = facetLexemes({
        categoryPath: [path.top, path.middle, path.leaf],
        goodsStatus: c.goodsStatus,
        sellerId: seller.id,
        price: c.price,
        recommendPoint: c.recommendPoint,
        openUs: BigInt(openTime.getTime()) * 1000n,
        // The factory's listing is delivery only, with no meet-up places (goods_search_places).
        tradingMethods: [0],
      }).sort()
      expect(facets).toEqual(expected)
    }
  })

  it('holds live listings only, follows every change a search can see, and ignores the rest', async () => {
    const seller = await createMember(h)
    const path = await createCategoryPath(h)
    const row = await createListing(h, seller.id, path, { name: '梳化' })
    const entry = async () => {
      const [e] = await queryRows<{ xmin: string; lexemes: string[] }>(
        h.db,
        sql`select xmin::text as xmin, tsvector_to_array(vector) as lexemes from goods_search where goods_id = ${row.id}`,
      )
      return e
    }
    const set = (values: Partial<typeof goods.$inferInsert>) =>
      h.db.update(goods).set(values).where(eq(goods.id, row.id))
    const before = await entry()
    expect(before?.lexemes).toContain('梳化')
    // Views and favourites are not the search's business: the entry is not written again.
    await set({ viewCount: 5, collectCount: 2, expirySoonNotifiedAt: new Date() })
    expect((await entry())?.xmin).toBe(before?.xmin)
    await set({ recommendPoint: 20 })
    expect((await entry())?.lexemes).toContain(FACET.boosted)
    await set({ price: '15.00' })
    expect((await entry())?.lexemes).toContain(`${FACET.price}${binOf(1500n)}`)
    await set({ marketEnable: 'DOWN', closeTime: null })
    expect(await entry()).toBeUndefined()
    await set({ marketEnable: 'UPPER', closeTime: new Date(h.clock.now().getTime() + 86_400_000) })
    expect(await entry()).toBeDefined()
    await set({ expiredNotifiedAt: new Date() })
    expect(await entry()).toBeUndefined()
    await set({ expiredNotifiedAt: null })
    expect(await entry()).toBeDefined()
    await set({ deletedAt: new Date() })
    expect(await entry()).toBeUndefined()
    await set({ deletedAt: null })
    await h.db.delete(goods).where(eq(goods.id, row.id))
    expect(await h.db.select().from(goodsSearch)).toEqual([])
  })

  it('stays the same as the listings under many writers at once', async () => {
    const seller = await createMember(h)
    const path = await createCategoryPath(h)
    const rows = await Promise.all([1, 2, 3].map(() => createListing(h, seller.id, path)))
    const ids = rows.map((r) => r.id)
    // 150 writers: boosts, price edits, taking down and putting up again, on three listings.
    await Promise.all(
      Array.from({ length: 150 }, (_, n) => {
        const id = ids[n % 3] as number
        if (n % 5 === 0)
          return h.db
            .update(goods)
            .set({ marketEnable: n % 10 === 0 ? 'DOWN' : 'UPPER' })
            .where(eq(goods.id, id))
        if (n % 5 === 1)
          return h.db
            .update(goods)
            .set({ price: `${100 + n}.00` })
            .where(eq(goods.id, id))
        return h.db
          .update(goods)
          .set({ recommendPoint: sql`${goods.recommendPoint} + 1` })
          .where(eq(goods.id, id))
      }),
    )
    const expected = await queryRows<{ id: string | number; price: string; rp: number }>(
      h.db,
      sql`select id, price::text as price, recommend_point as rp from goods
          where market_enable = 'UPPER' and deleted_at is null order by id`,
    )
    const entries = await queryRows<{ id: string | number; price: string; rp: number; lexemes: string[] }>(
      h.db,
      sql`select goods_id as id, price::text as price, recommend_point as rp, tsvector_to_array(vector) as lexemes
          from goods_search order by goods_id`,
    )
    expect(entries.map(({ id, price, rp }) => ({ id: Number(id), price, rp }))).toEqual(
      expected.map(({ id, price, rp }) => ({ id: Number(id), price, rp })),
    )
    for (const e of entries) expect(e.lexemes).toContain(`${FACET.price}${binOf(centsOf(e.price))}`)
  })
})
