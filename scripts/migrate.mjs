// `npm run db:migrate`: applies migrations to DATABASE_URL (or the embedded database in DATA_DIR).
// The server also does this at start-up; this is for deploy pipelines that migrate first.
import { spawnSync } from 'node:child_process'

const code =
  "import('./apps/server/src/db/client.ts').then(async (m) => { const d = await m.openDatabase({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR ?? './data' }); await d.close(); console.log('migrations applied') })"
const result = spawnSync('npx', ['tsx', '-e', code], { stdio: 'inherit' })
process.exit(result.status ?? 1)
