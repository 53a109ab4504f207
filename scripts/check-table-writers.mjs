/**
 * One owner per table (docs/architecture.md, "Table owners"), part of `npm run lint`: lists every
 * module that writes each table — Drizzle's insert/update/delete on a table from db/schema, or raw
 * SQL `insert into` / `update` / `delete from` naming it — and fails when a table has a writer
 * besides its owner. The owner is the module named in the table's schema file header
 * (`(modules/<name>)`); tests and the demo seed (db/seed/) are not writers.
 *
 *   node scripts/check-table-writers.mjs [--list]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const server = 'apps/server/src'
const schemaDir = join(server, 'db/schema')

function walk(dir) {
  const out = []
  for (const name of readdirSync(join(root, dir))) {
    const path = join(dir, name)
    if (statSync(join(root, path)).isDirectory()) out.push(...walk(path))
    else if (name.endsWith('.ts')) out.push(path)
  }
  return out
}

/** tables.get(variable) = { table, owners } from `export const x = pgTable('x', …)` in db/schema. */
const tables = new Map()
for (const file of readdirSync(join(root, schemaDir)).filter((name) => name.endsWith('.ts'))) {
  const text = readFileSync(join(root, schemaDir, file), 'utf8')
  const header = /\(modules\/([a-z-]+)/.exec(text.slice(0, 400))
  for (const match of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
    // A table's own doc comment may name its owner when its file holds several modules' tables.
    const before = text.slice(0, match.index)
    const doc = before.slice(before.lastIndexOf('/**'))
    const own =
      doc.includes('*/') && !doc.slice(doc.indexOf('*/') + 2).trim() ? /@owner ([a-z-]+)/.exec(doc) : null
    const owner = own?.[1] ?? header?.[1]
    tables.set(match[1], { table: match[2], owner, file })
  }
}
const byName = new Map([...tables.values()].map((entry) => [entry.table, entry]))

/** The writer a file counts as: its module, or the app-level folder or file. */
function writerOf(path) {
  const rest = relative(server, path)
  const module = /^modules\/([^/]+)\//.exec(rest)
  return module ? module[1] : rest.split('/')[0].replace(/\.ts$/, '')
}

const writers = new Map()
const note = (table, writer, where) => {
  if (!writers.has(table)) writers.set(table, new Map())
  const places = writers.get(table)
  if (!places.has(writer)) places.set(writer, [])
  places.get(writer).push(where)
}
const files = walk(server).filter((path) => !/\.test\.ts$/.test(path) && !path.startsWith(`${server}/db/`))
for (const path of files) {
  const text = readFileSync(join(root, path), 'utf8')
  const lineAt = (index) => text.slice(0, index).split('\n').length
  for (const match of text.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const entry = tables.get(match[2])
    if (entry) note(entry.table, writerOf(path), `${path}:${lineAt(match.index)}`)
  }
  const raw = /\b(insert\s+into|update|delete\s+from)\s+(?:\$\{(\w+)\}|([a-z_]+)\b)/gi
  for (const match of text.matchAll(raw)) {
    const entry = match[2] ? tables.get(match[2]) : byName.get(match[3])
    if (entry && (match[2] || /sql`|^\s/m.test(text.slice(Math.max(0, match.index - 200), match.index))))
      note(entry.table, writerOf(path), `${path}:${lineAt(match.index)}`)
  }
}

let failed = false
let shared = 0
const list = process.argv.includes('--list')
for (const { table, owner, file } of [...byName.values()].sort((a, b) => a.table.localeCompare(b.table))) {
  const places = writers.get(table) ?? new Map()
  const others = [...places.keys()].filter((writer) => writer !== owner)
  if (!owner) {
    console.error(`${table} (db/schema/${file}): no owner named in the schema file's header or an @owner tag`)
    failed = true
  }
  if (list) console.log(`${table} ← ${owner}${others.length ? ` (also ${others.join(', ')})` : ''}`)
  if (others.length) shared++
  for (const writer of others) {
    failed = true
    console.error(`${table} is owned by ${owner} but ${writer} writes it: ${places.get(writer).join(', ')}`)
  }
}
const summary = `${byName.size} tables, ${shared} written outside their owner`
if (failed) {
  console.error(
    `check-table-writers: ${summary}. Ask the owner's face (modules/<owner>/index.ts) or emit an event.`,
  )
  process.exit(1)
}
console.log(`check-table-writers: ${summary}`)
