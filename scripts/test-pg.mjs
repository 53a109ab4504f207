// `npm run test:pg`: the server test suite against real PostgreSQL. Each test file creates its
// own fresh database from TEST_DATABASE_URL (default: the local server) and drops it afterwards.
// Tests of the Redis-backed parts use TEST_REDIS_URL (default: the local Redis).
import { spawnSync } from 'node:child_process'

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const args = ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)]
const redis = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const env = { ...process.env, TEST_DATABASE_URL: url, TEST_REDIS_URL: redis }
const result = spawnSync('npx', args, { stdio: 'inherit', env })
process.exit(result.status ?? 1)
