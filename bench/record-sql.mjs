// Loaded with `node --import ./bench/record-sql.mjs` into the bench's recording server only (never
// the measured one): appends every statement the server sends through node-postgres to the file
// named by BENCH_RECORD_SQL, one JSON line each ({ text, values, name, rowMode }). The bench sends one
// request at a time and reads what was appended meanwhile, so it knows the exact SQL of each request
// and the bare server (bench/bare-server.mjs) can send the same statements.
import { appendFileSync } from 'node:fs'
import pg from 'pg'

const file = process.env.BENCH_RECORD_SQL
if (file) {
  const query = pg.Client.prototype.query
  pg.Client.prototype.query = function record(config, values, callback) {
    const q = typeof config === 'string' ? { text: config, values } : config
    if (q && typeof q.text === 'string') {
      const line = JSON.stringify({
        text: q.text,
        values: (Array.isArray(q.values) ? q.values : Array.isArray(values) ? values : []).map((v) =>
          v instanceof Date ? v.toISOString() : Buffer.isBuffer(v) ? null : v,
        ),
        name: q.name ?? null,
        rowMode: q.rowMode ?? null,
      })
      appendFileSync(file, `${line}\n`)
    }
    return query.call(this, config, values, callback)
  }
}
