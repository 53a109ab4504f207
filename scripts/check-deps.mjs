/**
 * Import rules, part of `npm run lint`: runs dependency-cruiser once for each config in
 * .dependency-cruiser/*.cjs and fails on any violation (see docs/architecture.md, "Modules and
 * domain events"). TypeScript 7 has no JS compiler API, so .ts files are parsed with swc (@swc/core).
 *
 * Each config is a dependency-cruiser rule set plus two keys this script takes off first:
 * - `scan`: the folders to check;
 * - `groups` (optional): a regex whose first capture names a folder (a server module, a web
 *   feature). Imports between groups must not form a cycle even when no file imports itself
 *   back: dependency-cruiser only sees file-level cycles, so this script checks the folder graph.
 */
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cruise, format } from 'dependency-cruiser'

const root = fileURLToPath(new URL('..', import.meta.url))
const configDir = join(root, '.dependency-cruiser')
const require = createRequire(import.meta.url)
process.chdir(root)

/** Every elementary cycle of the folder graph, each once, as [group, group, ..., first group]. */
function groupCycles(modules, pattern) {
  const regex = new RegExp(pattern)
  const groupOf = (path) => regex.exec(path)?.[1]
  /** edges.get(a).get(b) = one file import that makes a depend on b, to show the reader. */
  const edges = new Map()
  for (const { source, dependencies } of modules) {
    const from = groupOf(source)
    if (!from) continue
    for (const { resolved } of dependencies) {
      const to = groupOf(resolved)
      if (!to || to === from) continue
      if (!edges.has(from)) edges.set(from, new Map())
      const out = edges.get(from)
      if (!out.has(to)) out.set(to, `${source} → ${resolved}`)
    }
  }
  const names = [...edges.keys()].sort()
  const cycles = []
  // Cycles are found from their smallest member only, so each is reported once.
  for (const start of names) {
    const walk = (node, path) => {
      for (const next of [...(edges.get(node)?.keys() ?? [])].sort()) {
        if (next === start) cycles.push([...path, start])
        else if (next > start && !path.includes(next)) walk(next, [...path, next])
      }
    }
    walk(start, [start])
  }
  return cycles.map((cycle) => ({
    cycle,
    via: cycle.slice(1).map((to, i) => edges.get(cycle[i])?.get(to) ?? ''),
  }))
}

let failed = false
for (const name of readdirSync(configDir)
  .filter((file) => file.endsWith('.cjs'))
  .sort()) {
  const file = relative(root, join(configDir, name))
  const { scan, groups, options = {}, ...rules } = require(join(configDir, name))
  if (!Array.isArray(scan) || scan.length === 0) {
    console.error(`${file}: needs \`scan\`, the folders to check`)
    failed = true
    continue
  }
  const { output } = await cruise(scan, {
    ...options,
    validate: true,
    ruleSet: { ...rules, options },
    outputType: 'json',
  })
  const result = typeof output === 'string' ? JSON.parse(output) : output
  const problems = []
  if (result.summary.error > 0 || result.summary.warn > 0) {
    const report = await format(result, { outputType: 'err' })
    problems.push(String(report.output).trimEnd())
  }
  if (groups) {
    for (const { cycle, via } of groupCycles(result.modules, groups)) {
      problems.push(
        `  error no-folder-cycle: ${cycle.join(' → ')}\n${via.map((line) => `      ${line}`).join('\n')}`,
      )
    }
  }
  if (problems.length > 0) {
    failed = true
    console.error(`${file} (${scan.join(', ')}):\n${problems.join('\n')}\n`)
  } else {
    console.log(`${file}: ${scan.join(', ')} — no violations (${result.summary.totalCruised} files)`)
  }
}
process.exit(failed ? 1 : 0)
