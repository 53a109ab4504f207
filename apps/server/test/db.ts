/**
 * Test databases: in-process PGlite by default, or a fresh PostgreSQL database per test file
 * when TEST_DATABASE_URL is set (the database is dropped when the file ends).
 */
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type Database, type Db, openPglite, openPostgres, queryRows } from '../src/db/client.ts'

/** A test database; `url` is set for PostgreSQL, so other processes can open it too. */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const base = process.env.TEST_DATABASE_URL
  if (!base) return openPglite()
  const name = `kf_test_${Date.now()}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  const database = await openPostgres(url.toString(), { max: 40 })
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close()
      const drop = new pg.Client({ connectionString: base })
      await drop.connect()
      await drop.query(`drop database if exists ${name} with (force)`)
      await drop.end()
    },
  }
}

/**
 * Empties every table, so each test starts from nothing. The append-only tables refuse TRUNCATE
 * by trigger (migration 0011); `session_replication_role = replica` skips ordinary triggers for
 * this one transaction (a superuser's right, which the test databases give).
 */
export async function resetDatabase(db: Db): Promise<void> {
  const rows = await queryRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )
  const names = rows.map((r) => `"${r.tablename}"`)
  if (names.length === 0) return
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`)
    await tx.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`))
  })
}
