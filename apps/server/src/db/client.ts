/**
 * Opens the database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR/db.
 * PGlite silently loses writes when two processes open one directory, so we hold a lock.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, realpathSync, unlinkSync } from 'node:fs'
import net from 'node:net'
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

/** What runs once a transaction has committed, by transaction (db/client.ts, afterCommit). */
const commitHooks = new WeakMap<object, (() => void)[]>()

/**
 * Runs `fn` once `db`'s transaction has committed, or at once when `db` is the database itself
 * (its statements commit as they run); never when the transaction rolls back. For effects outside
 * the database that must not show what may still be undone, like telling a member's sockets.
 * A hook's error is logged, never thrown into the step that committed.
 */
export function afterCommit(db: DbOrTx, fn: () => void): void {
  const hooks = commitHooks.get(db)
  if (hooks) hooks.push(fn)
  else fn()
}

/** The database with `transaction` keeping its commit hooks (afterCommit). */
function withCommitHooks(db: Db): Db {
  const transaction = db.transaction.bind(db)
  const wrapped: Db['transaction'] = async (run, config) => {
    const hooks: (() => void)[] = []
    const result = await transaction((tx) => {
      commitHooks.set(tx, hooks)
      return run(tx)
    }, config)
    for (const hook of hooks) {
      try {
        hook()
      } catch (err) {
        console.warn(`after-commit hook failed: ${err instanceof Error ? err.message : String(err)}`)
      }
    }
    return result
  }
  db.transaction = wrapped
  return db
}

/** Every PGlite open must load the same extensions. */
export const pgliteExtensions = { pg_trgm }

export async function openPostgres(url: string, opts: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 20 })
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`))
  const db = withCommitHooks(drizzlePg(pool, { schema }) as unknown as Db)
  await migratePg(drizzlePg(pool), { migrationsFolder: migrationsDir })
  return { db, kind: 'postgres', close: () => pool.end() }
}

/** In-memory when dataDir is undefined (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  const release = dataDir ? await takeLock(dataDir) : async () => {}
  try {
    const client = await PGlite.create({ dataDir, extensions: pgliteExtensions })
    const db = withCommitHooks(drizzlePglite(client, { schema }) as unknown as Db)
    await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsDir })
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close()
        await release()
      },
    }
  } catch (err) {
    await release()
    throw err
  }
}

/*
 * The embedded database's lock (docs/decisions.md, "Operations"): the holder listens on a Unix
 * socket at DATA_DIR/db.lock and answers its PID to whoever connects. Whether the lock is held is
 * asked of the holder itself, never of a PID that may have been reused: connecting succeeds while
 * the holding process lives (even when it is too busy to answer) and is refused once it has died.
 * A socket nobody listens on (a holder that crashed) or the PID file of an older version is stale
 * and replaced. On Linux the holder also binds an abstract socket named after the lock's path, which
 * the kernel frees when the process dies; it makes taking the lock atomic between the processes of
 * one machine, so two servers starting at once on a stale lock cannot both replace it. Node has no
 * flock(), and the npm packages that add it need a native build.
 */

/** sun_path holds 108 bytes on Linux and 104 on macOS, with the final NUL; longer paths are cut. */
const SOCKET_PATH_MAX = 103
/** A holder that accepts the connection but does not answer is busy or stopped: still alive. */
const PROBE_TIMEOUT_MS = 2_000

interface Holder {
  live: boolean
  pid?: number
}

export interface LockOptions {
  /** The machine-wide abstract socket (Linux only). Tests turn it off to reach the file socket. */
  hostLock?: boolean
}

/** Takes DATA_DIR/db.lock, or throws when a live process holds it; resolves to its release. */
export async function takeLock(dataDir: string, opts: LockOptions = {}): Promise<() => Promise<void>> {
  const dir = path.dirname(dataDir)
  mkdirSync(dir, { recursive: true })
  const lockPath = path.join(realpathSync(dir), `${path.basename(dataDir)}.lock`)
  if (Buffer.byteLength(lockPath) > SOCKET_PATH_MAX) {
    throw new Error(
      `DATA_DIR is too long for the database lock: ${lockPath} is over ${SOCKET_PATH_MAX} bytes. ` +
        'Choose a shorter DATA_DIR.',
    )
  }
  const held: net.Server[] = []
  const release = async () => {
    for (const server of held.splice(0).reverse()) await closeServer(server)
  }
  try {
    if ((opts.hostLock ?? true) && process.platform === 'linux') {
      const digest = createHash('sha256').update(lockPath).digest('hex')
      held.push(await listenOrRefuse(`\0kaifong-market-db-lock:${digest}`, dataDir, false))
    }
    held.push(await listenOrRefuse(lockPath, dataDir, true))
    return release
  } catch (err) {
    await release()
    throw err
  }
}

async function listenOrRefuse(address: string, dataDir: string, removeStale: boolean): Promise<net.Server> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const server = await listen(address)
    if (server) return server
    const holder = await probe(address)
    if (holder.live) {
      throw new Error(
        `The embedded database at ${dataDir} is in use by ${holder.pid ? `process ${holder.pid}` : 'another process'}. ` +
          'Only one process may open it (a second one would lose writes). ' +
          'Stop the other server, or set DATABASE_URL to use PostgreSQL for several processes.',
      )
    }
    // Nobody listens there: a holder that died, or an older version's PID file.
    if (removeStale) {
      try {
        unlinkSync(address)
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
      }
    }
  }
  throw new Error(`Could not take the database lock ${printable(address)}`)
}

/** Listens on the socket, or resolves to null when the address is taken. */
function listen(address: string): Promise<net.Server | null> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => {
      socket.on('error', () => {})
      socket.end(`${process.pid}\n`)
    })
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') resolve(null)
      // e.g. a file system without sockets (some network or host-shared mounts)
      else reject(new Error(`Cannot take the database lock ${printable(address)}: ${err.message}`))
    })
    server.listen(address, () => {
      server.removeAllListeners('error')
      server.on('error', () => {}) // a failed accept must not crash the server
      server.unref() // the lock never keeps the process alive
      resolve(server)
    })
  })
}

/** Asks whoever listens on the socket for its PID. */
function probe(address: string): Promise<Holder> {
  return new Promise((resolve, reject) => {
    let connected = false
    let answer = ''
    const socket = net.connect(address)
    const finish = (result: Holder | Error) => {
      clearTimeout(timer)
      socket.destroy()
      if (result instanceof Error) reject(result)
      else resolve(result)
    }
    const timer = setTimeout(() => finish({ live: connected }), PROBE_TIMEOUT_MS)
    socket.setEncoding('utf8')
    socket.on('connect', () => {
      connected = true
    })
    socket.on('data', (chunk: string) => {
      answer += chunk
    })
    socket.on('end', () => {
      const pid = Number(answer.trim())
      finish({ live: true, pid: Number.isInteger(pid) && pid > 0 ? pid : undefined })
    })
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (connected) finish({ live: true })
      // Refused: nobody listens (a regular file refuses too). Gone: removed meanwhile.
      else if (err.code === 'ECONNREFUSED' || err.code === 'ENOENT') finish({ live: false })
      // Backlog full: somebody listens.
      else if (err.code === 'EAGAIN') finish({ live: true })
      else finish(new Error(`Cannot check the database lock ${printable(address)}: ${err.message}`))
    })
  })
}

/** Abstract socket names start with a NUL byte; `ss -x` shows it as "@". */
function printable(address: string): string {
  return address.replace('\0', '@')
}

function closeServer(server: net.Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()))
}

export async function openDatabase(config: {
  DATABASE_URL?: string
  DATABASE_POOL_SIZE?: number
  DATA_DIR: string
}): Promise<Database> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, { max: config.DATABASE_POOL_SIZE })
  return openPglite(path.join(config.DATA_DIR, 'db'))
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
