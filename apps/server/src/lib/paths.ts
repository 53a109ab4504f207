/** Locates the server package on disk, both from sources (src/…) and from the bundle (dist/main.js). */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const pkg = path.join(dir, 'package.json')
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === '@kaifong/server') return dir
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('Cannot find the @kaifong/server package root')
    dir = parent
  }
}

export const serverRoot = findServerRoot()
export const migrationsDir = path.join(serverRoot, 'drizzle')
export const webDistDir = path.resolve(serverRoot, '../web/dist')
export const assetsDir = path.join(serverRoot, 'assets')
