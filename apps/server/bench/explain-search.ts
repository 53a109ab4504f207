/**
 * EXPLAIN ANALYZE of the search endpoint's own SQL (modules/search/search.repo.ts `pageCards` and `countCapped`):
 * the queries are captured from a real call through a logging Drizzle instance, then explained
 * with their parameters, so the plans shown are the plans the endpoint gets.
 *
 *   DATABASE_URL=postgres://… npx tsx apps/server/bench/explain-search.ts [--keyword=手機] [--category=1]
 */
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import type { Db } from '../src/db/client.ts'
import * as schema from '../src/db/schema.ts'
import { toTsQuery } from '../src/lib/search-text.ts'
import { countCapped, pageCards, type SearchSort } from '../src/modules/search/search.repo.ts'

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const url = process.env.DATABASE_URL
if (!url) throw new Error('DATABASE_URL is required')
const keyword = arg('keyword')
const category = arg('category')
const sort = Number(arg('sort') ?? 0) as SearchSort

const pool = new pg.Pool({ connectionString: url, max: 2 })
const captured: { sql: string; params: unknown[] }[] = []
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
}) as unknown as Db

try {
  const filter = {
    tsQuery: keyword ? toTsQuery(keyword) : null,
    categoryIds: category ? [Number(category)] : [],
    categoryPathId: null,
    sellerId: null,
    minPrice: null,
    maxPrice: null,
    goodsStatus: [],
  }
  const now = new Date()
  const t0 = performance.now()
  await pageCards(db, filter, sort, now, 0, 10)
  const total = await countCapped(db, filter, now)
  console.log(`page and count: ${total} matches, ${(performance.now() - t0).toFixed(1)} ms (cold)\n`)
  for (const q of captured) {
    const { rows } = await pool.query(`explain (analyze, buffers) ${q.sql}`, q.params)
    console.log(`${q.sql}\n${JSON.stringify(q.params)}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`)
  }
} finally {
  await pool.end()
}
