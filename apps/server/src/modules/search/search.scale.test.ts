/**
 * A regression guard, not a benchmark (bench/search-1m.mjs measures): with 50,000 listings the
 * search answers a query nothing matches (every fallback tried) and a keyword with filters,
 * price range and sort within a generous bound, on PGlite and on PostgreSQL.
 */
import type { GoodsCard, Page, SearchInfo } from '@kaifong/contract'
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { createMember } from '../../../test/factories.ts'
import { createCategoryPath } from '../../../test/goods-factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { indexLexemes, normalizeSearch } from './search-text.ts'

const h = useTestApp()
const LISTINGS = 50_000
const BOUND_MS = 2_000

const BRANDS = ['Apple', 'Samsung', 'Sony', 'IKEA', 'Giant', 'Dyson', '小米', '日立', 'Nintendo', '無印良品']
const ITEMS = [
  'iPhone 15 Pro',
  'MacBook Air',
  'AirPods',
  '梳化',
  '沙发',
  'sofa',
  '單車',
  '自行车',
  '書枱',
  '電飯煲',
  '雪櫃',
  'BB車',
  'Switch 遊戲',
  '吸塵機',
  '手機殼',
  'laptop',
]
const EXTRAS = [
  '九成新',
  '全新',
  '95% new',
  '可議價',
  '旺角交收',
  '有單有盒',
  '二手',
  'like new',
  '256GB',
  '搬屋急放',
]

/** Realistic titles from the word lists: brand, item, one or two extras. */
function titles(): string[] {
  const out: string[] = []
  for (const [b, brand] of BRANDS.entries())
    for (const [i, item] of ITEMS.entries()) {
      const extra = EXTRAS[(b + i) % EXTRAS.length] ?? ''
      const more = EXTRAS[(b * 3 + i * 7) % EXTRAS.length] ?? ''
      out.push(`${brand} ${item} ${extra}`, `${item} ${more} ${extra}`)
    }
  return out
}

async function search(query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))
  const t0 = performance.now()
  const res = await call<Page<GoodsCard> & { searchInfo: SearchInfo | null }>(h.app, {
    method: 'GET',
    url: `/buyer/goods/goods/es?${qs}`,
  })
  const ms = performance.now() - t0
  expect(res.status).toBe(200)
  return { ms, result: res.body.result }
}

it(`answers within ${BOUND_MS} ms at ${LISTINGS.toLocaleString('en')} listings`, {
  timeout: 180_000,
}, async () => {
  const seller = await createMember(h)
  const a = await createCategoryPath(h)
  const b = await createCategoryPath(h, ['傢俬', '客廳', '梳化'])
  const all = titles()
  const list = (values: string[]) =>
    sql`ARRAY[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`
  const now = h.clock.now()
  const t0 = performance.now()
  await h.db.execute(sql`
    insert into goods (seller_id, category_id, category_path, name, intro, goods_status, price,
      trading_methods, contacts, market_enable, open_days, open_time, close_time, recommend_point,
      search_text, search_vector)
    select ${seller.id},
      case when n % 3 = 0 then ${b.leaf}::bigint else ${a.leaf}::bigint end,
      case when n % 3 = 0 then ARRAY[${b.top}, ${b.middle}, ${b.leaf}]::bigint[]
        else ARRAY[${a.top}, ${a.middle}, ${a.leaf}]::bigint[] end,
      t.name, '好用', n % 4, ((n * 7919) % 500000) / 100.0 + 1, '{0}', '[]'::jsonb,
      case when n % 10 = 0 then 'DOWN' else 'UPPER' end, 7,
      ${now}::timestamptz - n * interval '1 second', ${now}::timestamptz + interval '7 days', n % 7,
      t.search_text, array_to_tsvector(string_to_array(t.lex, ' '))
    from generate_series(1, ${LISTINGS}) as n
    join unnest(${list(all)}, ${list(all.map(normalizeSearch))}, ${list(all.map((t) => indexLexemes(t, '好用').join(' ')))})
      with ordinality as t(name, search_text, lex, k) on t.k = n % ${all.length} + 1`)
  await h.db.execute(sql`analyze goods`)
  await h.db.execute(sql`analyze search_words`)
  const loadMs = performance.now() - t0

  const timings: Record<string, number> = {}
  await search({ goodsName: 'warm up' })
  const none = await search({ goodsName: '馬鞍' })
  timings['no match (CJK)'] = none.ms
  expect(none.result).toMatchObject({ total: 0, searchInfo: { mode: 'exact' } })
  // Every fallback: the dictionary (no close word) and a partial match of three absent words.
  const nonsense = await search({ goodsName: 'qwxyz zzyzx vbnmq' })
  timings['no match (every fallback)'] = nonsense.ms
  expect(nonsense.result).toMatchObject({ total: 0, searchInfo: { mode: 'exact' } })
  const combined = await search({
    goodsName: '沙發',
    categoryId: b.top,
    minPrice: '100',
    maxPrice: '2000',
    sort: 3,
    pageSize: 20,
  })
  timings['keyword + category + price + sort'] = combined.ms
  expect(combined.result.searchInfo?.mode).toBe('expanded')
  expect(combined.result.records).toHaveLength(20)
  const prices = combined.result.records.map((r) => Number(r.price))
  expect(prices).toEqual([...prices].sort((x, y) => x - y))
  const typo = await search({ goodsName: 'ipone', sort: 1 })
  timings['typo corrected'] = typo.ms
  expect(typo.result.searchInfo?.mode).toBe('corrected')
  const partial = await search({ goodsName: 'iphone 九成新 旺角交收 sofa 全新 dyson', sort: 2 })
  timings['partial, common words'] = partial.ms
  expect(partial.result.searchInfo?.mode).toBe('partial')
  console.log(
    `search at ${LISTINGS} listings: load ${Math.round(loadMs)} ms; ${Object.entries(timings)
      .map(([k, v]) => `${k} ${Math.round(v)} ms`)
      .join(', ')}`,
  )
  for (const [what, ms] of Object.entries(timings)) expect(ms, what).toBeLessThan(BOUND_MS)
})
