// `npm start`: builds the web app and the server when missing or out of date, then serves both
// on PORT (3000) with the embedded database and demo data.
import { spawn, spawnSync } from 'node:child_process'
import { isStale } from './freshness.mjs'
import { supervise } from './supervise.mjs'

const shared = ['packages/contract/src']
const steps = [
  {
    name: 'web app',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      // The build's own steps (the .br/.gz copies, the manifest) change with these.
      'apps/web/vite.config.ts',
      'scripts/compress-dist.mjs',
      ...shared,
    ],
    workspace: '@kaifong/web',
  },
  {
    name: 'server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', ...shared],
    workspace: '@kaifong/server',
  },
]

for (const step of steps) {
  if (!isStale(step.output, step.sources)) continue
  console.log(`Building the ${step.name}…`)
  const result = spawnSync('npm', ['run', 'build', '-w', step.workspace], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (process.argv.includes('--build-only')) process.exit(0)

const env = { NODE_ENV: 'development', ...process.env }
// The server stops with this process, whether it gets the signal or npm's shell dies (supervise.mjs).
supervise(
  spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], { stdio: 'inherit', env }),
)
