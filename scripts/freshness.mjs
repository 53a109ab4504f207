// Tells whether a build output is missing or older than any of its sources.
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue
    newest = Math.max(newest, newestMtime(path.join(target, entry)))
  }
  return newest
}

export function isStale(output, sources) {
  if (!existsSync(output)) return true
  const built = statSync(output).mtimeMs
  return sources.some((s) => newestMtime(s) > built)
}
