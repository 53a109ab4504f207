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
/** The queries sent, each with the `set local` settings in force for it (bitmap-only plans). */
const captured: { sql: string; params: unknown[]; settings: string[] }[] = []
let settings: string[] = []
const db = drizzle(pool, {
  schema,
  logger: {
    logQuery: (sql, p) => {
      const text = sql.trim().toLowerCase()
      if (text.startsWith('set local')) settings.push(sql)
      else if (text === 'begin') settings = []
      else if (text === 'commit' || text === 'rollback') settings = []
      else captured.push({ sql, params: p, settings: [...settings] })
    },
  },
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
  const client = await pool.connect()
  try {
    for (const q of captured) {
      await client.query('begin')
      for (const set of q.settings) await client.query(set)
      const { rows } = await client.query(`explain (analyze, buffers) ${q.sql}`, q.params)
      await client.query('rollback')
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n')
      console.log(`${q.settings.join('; ')}\n${q.sql}\n${JSON.stringify(q.params)}\n${plan}\n`)
    }
  } finally {
    client.release()
  }
} finally {
  await pool.end()
}
