/**
 * How the search endpoint reads one query: a real `searchGoods` call (modules/search, with the
 * vocabulary, typo correction and partial fallback) runs through a logging Drizzle instance; it
 * prints how each keyword page was read (the planner's choice: the sample, the estimate, the part
 * of the sort order) and then every query it sent again under auto_explain, whose nested plans
 * show the SQL run inside the search functions of migration 0006 with its actual rows and buffers.
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
  const plans: string[] = []
  const t0 = performance.now()
  const result = await searchGoods(
    ctx,
    query,
    () => {},
    (words, plan) => {
      const sample =
        plan.share > 1
          ? `${plan.sampled} matches in a random 1/${plan.share} of the listings (over a thousand in all)`
          : `${plan.sampled} matches in table order`
      const read =
        plan.estimate === null
          ? 'every match read'
          : [
              `about ${plan.estimate.toLocaleString('en')} in all`,
              ...plan.covers.map((c) => `page tried from the part of the order under ${c}`),
              plan.widened ? 'page read from every match' : 'page found there',
            ].join('\n    ')
      plans.push(`  ${words}\n    ${sample}; ${read}`)
    },
  )
  const ms = (performance.now() - t0).toFixed(1)
  console.log(
    `${result.rows.length} on the page, total ${result.total}, ${JSON.stringify(result.info)}, ` +
      `${captured.length} queries, ${ms} ms (cold)\nkeyword pages:\n${plans.join('\n')}\n`,
  )
  const client = await pool.connect()
  const notices: string[] = []
  client.on('notice', (n) => notices.push(n.message ?? ''))
  try {
    await client.query(`load 'auto_explain'`)
    for (const set of [
      'auto_explain.log_min_duration = 0',
      'auto_explain.log_analyze = on',
      'auto_explain.log_buffers = on',
      'auto_explain.log_timing = on',
      'auto_explain.log_nested_statements = on',
      `auto_explain.log_level = 'notice'`,
    ])
      await client.query(`set ${set}`)
    for (const q of captured) {
      notices.length = 0
      const t = performance.now()
      await client.query(q.sql, q.params)
      const took = (performance.now() - t).toFixed(1)
      console.log(`${q.sql}\n${JSON.stringify(q.params)}\n(${took} ms)\n${notices.join('\n')}\n`)
    }
  } finally {
    client.release()
  }
} finally {
  await pool.end()
}
