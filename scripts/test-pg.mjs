// `npm run test:pg`: the server test suite against real PostgreSQL. Each test file creates its
// own fresh database from TEST_DATABASE_URL (default: the local server) and drops it afterwards.
import { spawnSync } from 'node:child_process'

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const args = ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)]
const result = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } })
process.exit(result.status ?? 1)
