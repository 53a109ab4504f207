/**
 * Migration 0017 (payments' integer cents to numeric(12,2), docs/decisions.md "Money"): rows
 * written in the old shape keep their value. The old shape cannot be written through today's
 * schema, so the database is migrated up to 0016, rows go in as SQL, then the rest runs.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { moneyFromCents, moneyOf } from '@kaifong/contract'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, describe, expect, it } from 'vitest'
import { pgliteExtensions } from '../../db/client.ts'
import { migrationsDir } from '../../lib/paths.ts'

const BEFORE = '0017_payment_amount'
const dirs: string[] = []
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
})

/** The migrations folder as it was before BEFORE: its files and journal, cut there. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kf-migrations-'))
  dirs.push(dir)
  await cp(migrationsDir, dir, { recursive: true })
  const journalPath = path.join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((e) => e.tag === tag)
  expect(at).toBeGreaterThan(0)
  for (const e of journal.entries.slice(at)) await rm(path.join(dir, `${e.tag}.sql`))
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }))
  return dir
}

describe('migration 0017: payment amounts from cents to numeric(12,2)', () => {
  it('keeps every existing payment at its value, to the cent', async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions })
    try {
      await migrate(drizzle(client), { migrationsFolder: await migrationsBefore(BEFORE) })
      const cents = [800, 2200, 6800, 1, 7, 99, 100, 123456, 2147483647]
      // Old rows, written as the old schema wrote them; the member rows do not matter here.
      await client.exec('set session_replication_role = replica')
      for (const [i, c] of cents.entries()) {
        await client.query(
          `insert into payments (id, member_id, package_id, coins, amount_cents, provider, status)
           values ($1, 1, 'coins-100', 100, $2, 'sandbox', 'PAID')`,
          [`p${i}`, c],
        )
      }
      await client.exec('set session_replication_role = origin')

      await migrate(drizzle(client), { migrationsFolder: migrationsDir })

      const { rows } = await client.query<{ id: string; amount: string; type: string }>(
        `select id, amount::text as amount, pg_typeof(amount)::text as type from payments order by id`,
      )
      expect(rows.map((r) => r.type)).toEqual(cents.map(() => 'numeric'))
      const byId = new Map(rows.map((r) => [r.id, r.amount]))
      expect(cents.map((_, i) => byId.get(`p${i}`))).toEqual([
        '8.00',
        '22.00',
        '68.00',
        '0.01',
        '0.07',
        '0.99',
        '1.00',
        '1234.56',
        '21474836.47',
      ])
      for (const [i, c] of cents.entries()) expect(moneyOf(byId.get(`p${i}`) ?? '')).toBe(moneyFromCents(c))
    } finally {
      await client.close()
    }
    // Every migration runs, twice over: slower than an API test.
  }, 120_000)
})
