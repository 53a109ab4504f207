// The bare baseline of `npm run bench`: plain Fastify and node-postgres, no plugins, no validation,
// no ORM. For each request URL it sends exactly the statements the real server sent for that URL
// (recorded by bench/record-sql.mjs, same text, parameters and statement names, in the same order,
// on one pooled connection) and answers the last statement's rows as JSON. What the real server
// reaches of this server's requests per second is what our own code costs on top of the SQL.
//   node bench/bare-server.mjs <port> <databaseUrl> <recording.json>
// recording.json: { "<key>": { statements: [{ text, values, name, rowMode }, …], body? }, … }; a URL
// the real server answered without SQL (from its memory) has `body`, its response, and this server
// answers those bytes from memory too (kept as a Buffer). The key is the URL, and for a member's
// request the URL and its access token (bench/server.mjs, recordingKey).
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'
import pg from 'pg'
import { recordingKey } from './server.mjs'

const [port, databaseUrl, recordingFile] = process.argv.slice(2)
const recording = new Map(
  Object.entries(JSON.parse(readFileSync(recordingFile, 'utf8'))).map(([url, r]) => [
    url,
    // Bytes ready to send: the least a server can do for a response it keeps in memory.
    { statements: r.statements, body: r.body === undefined ? undefined : Buffer.from(r.body) },
  ]),
)
const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.DATABASE_POOL_SIZE ?? 20) })
const app = Fastify({ logger: false })

app.all('*', async (request, reply) => {
  const token = request.headers.accesstoken
  const recorded = recording.get(recordingKey(request.url, typeof token === 'string' ? token : undefined))
  if (!recorded) return reply.code(404).send({ code: 404 })
  const { statements, body } = recorded
  if (statements.length === 0 && body !== undefined) {
    reply.header('content-type', 'application/json; charset=utf-8')
    return body
  }
  const client = await pool.connect()
  try {
    let rows = []
    for (const s of statements) {
      const res = await client.query({
        text: s.text,
        values: s.values,
        ...(s.name ? { name: s.name } : {}),
        ...(s.rowMode ? { rowMode: s.rowMode } : {}),
      })
      rows = res.rows
    }
    reply.header('content-type', 'application/json; charset=utf-8')
    return JSON.stringify({ code: 200, result: rows })
  } finally {
    client.release()
  }
})

await app.listen({ port: Number(port), host: '127.0.0.1' })
process.on('SIGTERM', async () => {
  await app.close()
  await pool.end()
  process.exit(0)
})
