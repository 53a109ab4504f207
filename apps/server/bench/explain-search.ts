/**
 * EXPLAIN ANALYZE of the search endpoint's own SQL: one real `searchGoods` call (modules/search,
 * with the vocabulary, typo correction and partial fallback) runs through a logging Drizzle
 * instance; every query it sent is then explained with its parameters, so the plans shown are the
 * plans the endpoint gets, fallbacks included.
 *
 *   DATABASE_URL=postgres://… npx tsx apps/server/bench/explain-search.ts --keyword=手機 \
 *     [--categoryId=1] [--minPrice=1000] [--maxPrice=5000] [--sort=3] [--exact=true]
 */
import { goodsSearchQuery } from '@kaifong/contract'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { loadConfig } from '../src/config.ts'
import type { Db } from '../src/db/client.ts'
import * as schema from '../src/db/schema.ts'
import { systemClock } from '../src/lib/clock.ts'
import type { AppContext } from '../src/lib/context.ts'
import { searchGoods } from '../src/modules/search/search.service.ts'

const url = process.env.DATABASE_URL
if (!url) throw new Error('DATABASE_URL is required')
const params: Record<string, string> = {}
for (const a of process.argv.slice(2)) {
  const m = /^--([A-Za-z]+)=(.*)$/.exec(a)
  if (m?.[1] && m[2] !== undefined) params[m[1] === 'keyword' ? 'goodsName' : m[1]] = m[2]
}
const query = goodsSearchQuery.parse(params)

const pool = new pg.Pool({ connectionString: url, max: 2 })
const captured: { sql: string; params: unknown[] }[] = []
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (sql, p) => captured.push({ sql, params: p }) },
}) as unknown as Db
// Only what searchGoods reads: the database and the clock.
const ctx = { config: loadConfig({ DATABASE_URL: url }), db, clock: systemClock } as unknown as AppContext

try {
  const t0 = performance.now()
  const result = await searchGoods(ctx, query, () => {})
  const ms = (performance.now() - t0).toFixed(1)
  console.log(
    `${result.rows.length} on the page, total ${result.total}, ${JSON.stringify(result.info)}, ` +
      `${captured.length} queries, ${ms} ms (cold)\n`,
  )
  for (const q of captured) {
    const { rows } = await pool.query(`explain (analyze, buffers) ${q.sql}`, q.params)
    console.log(`${q.sql}\n${JSON.stringify(q.params)}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`)
  }
} finally {
  await pool.end()
}
