// Whether the built web app is a production build: a development build of React (or any package's
// `*.development.js`) in apps/web/dist means the build ran with NODE_ENV=development, which the
// first load pays for in bytes and in main-thread time (bench/README.md, "Lighthouse"). Read from
// the chunks' source maps. Used by scripts/size-budget.mjs and scripts/lighthouse.mjs.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The development modules bundled in the build's chunks (empty for a production build). */
export function developmentModules(dist) {
  const assets = path.join(dist, 'assets')
  if (!existsSync(assets)) return []
  const found = new Set()
  for (const name of readdirSync(assets)) {
    if (!name.endsWith('.js.map')) continue
    const { sources = [] } = JSON.parse(readFileSync(path.join(assets, name), 'utf8'))
    for (const source of sources) {
      const dev = /node_modules\/(.+\.development\.js)$/.exec(source)
      if (dev) found.add(dev[1])
    }
  }
  return [...found].sort()
}

/** Exits with a message when the build in `dist` is a development build. */
export function assertProductionBuild(dist, who) {
  const dev = developmentModules(dist)
  if (!dev.length) return
  console.error(
    `${who}: ${path.relative(process.cwd(), dist) || dist} is a development build (${dev.slice(0, 3).join(', ')}${dev.length > 3 ? ', …' : ''}); ` +
      'build it again (`npm run build -w @kaifong/web` builds for production whatever NODE_ENV says)',
  )
  process.exit(1)
}
