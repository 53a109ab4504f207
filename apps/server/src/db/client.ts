/**
 * Opens the database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR/db.
 * PGlite silently loses writes when two processes open one directory, so we hold a lock file.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { migrationsDir } from '../lib/paths.ts'
import * as schema from './schema.ts'

type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** Repos take either the database or a transaction. */
export type DbOrTx = Db | Tx

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

/** Every PGlite open must load the same extensions. */
export const pgliteExtensions = { pg_trgm }

export async function openPostgres(url: string, opts: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 20 })
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`))
  const db = drizzlePg(pool, { schema }) as unknown as Db
  await migratePg(drizzlePg(pool), { migrationsFolder: migrationsDir })
  return { db, kind: 'postgres', close: () => pool.end() }
}

/** In-memory when dataDir is undefined (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  const release = dataDir ? takeLock(dataDir) : () => {}
  try {
    const client = await PGlite.create({ dataDir, extensions: pgliteExtensions })
    const db = drizzlePglite(client, { schema }) as unknown as Db
    await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsDir })
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close()
        release()
      },
    }
  } catch (err) {
    release()
    throw err
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes DATA_DIR/db.lock or throws when another live process holds it. */
export function takeLock(dataDir: string): () => void {
  mkdirSync(path.dirname(dataDir), { recursive: true })
  const lockPath = `${dataDir}.lock`
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(lockPath, { force: true })
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const holder = Number(readFileSync(lockPath, 'utf8').trim())
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The embedded database at ${dataDir} is in use by process ${holder}. ` +
            'Only one process may open it (a second one would lose writes). ' +
            'Stop the other server, or set DATABASE_URL to use PostgreSQL for several processes.',
        )
      }
      rmSync(lockPath, { force: true }) // stale lock from a process that died
    }
  }
  throw new Error(`Could not take the database lock ${lockPath}`)
}

export async function openDatabase(config: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL)
  return openPglite(path.join(config.DATA_DIR, 'db'))
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
