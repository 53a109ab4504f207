/**
 * The code's shape in figures (docs/architecture.md, "Size and shape"): cross-module imports on the
 * server (through a module's face, index.ts, or into its internals), files over 300 lines and
 * functions or components over 80 lines in the server, web and contract source (tests, test
 * helpers and data files aside). Prints a report; `--json` prints the figures as JSON;
 * `--list` prints every long file and function.
 *
 *   node scripts/shape-report.mjs [--list] [--json]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseSync } from '@swc/core'

const root = fileURLToPath(new URL('..', import.meta.url))
const FILE_LIMIT = 300
const FUNCTION_LIMIT = 80
const SOURCES = ['apps/server/src', 'apps/web/src', 'packages/contract/src']
/** Tests, test helpers and data files are measured by what they hold, not by these limits. */
const NOT_SOURCE = /\.test\.tsx?$|\/test\/|\/testing\/|\.data\.ts$|\.fixture\.ts$|\/locales\/|\.d\.ts$/

function walk(dir) {
  const out = []
  for (const name of readdirSync(join(root, dir))) {
    const path = join(dir, name)
    if (statSync(join(root, path)).isDirectory()) out.push(...walk(path))
    else if (/\.tsx?$/.test(name)) out.push(path)
  }
  return out
}

/** 0-based line of each UTF-8 byte offset, from a table of line starts. */
function lineFinder(text) {
  const bytes = Buffer.from(text)
  const starts = [0]
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 10) starts.push(i + 1)
  return (offset) => {
    let lo = 0
    let hi = starts.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (starts[mid] <= offset) lo = mid
      else hi = mid - 1
    }
    return lo
  }
}

const FUNCTION_TYPES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ClassMethod',
  'MethodProperty',
  'GetterProperty',
  'SetterProperty',
])

/** Every function in a file with its name (as near as the tree tells) and length in lines. */
function functionsOf(path, text) {
  const ast = parseSync(text, { syntax: 'typescript', tsx: path.endsWith('.tsx'), comments: false })
  const base = ast.span.start - Buffer.from(text.slice(0, text.length - text.trimStart().length)).length
  const lineOf = lineFinder(text)
  const found = []
  const visit = (node, name) => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) {
      for (const item of node) visit(item, name)
      return
    }
    let here = name
    if (node.type === 'VariableDeclarator' && node.id?.type === 'Identifier') here = node.id.value
    if ((node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression') && node.identifier)
      here = node.identifier.value
    if ((node.type === 'KeyValueProperty' || node.type === 'MethodProperty') && node.key?.value)
      here = node.key.value
    if (FUNCTION_TYPES.has(node.type) && node.span) {
      const lines = lineOf(node.span.end - base) - lineOf(node.span.start - base) + 1
      found.push({ name: here ?? '(anonymous)', line: lineOf(node.span.start - base) + 1, lines })
    }
    for (const [key, value] of Object.entries(node))
      if (key !== 'span' && value && typeof value === 'object') visit(value, here)
  }
  visit(ast.body, undefined)
  // A function whose body is only a wrapper around another (a plugin `async (app) => {…}` inside
  // `export function x`) is one function to its reader: keep the outer one.
  return found.filter(
    (fn) =>
      !found.some(
        (outer) =>
          outer !== fn &&
          outer.name === fn.name &&
          outer.line <= fn.line &&
          fn.line - outer.line <= 3 &&
          outer.lines >= fn.lines,
      ),
  )
}

const MODULE = /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g

/** Server imports from one module into another, split into through-the-face and internal. */
function crossModuleImports(files) {
  const through = []
  const internal = []
  for (const path of files) {
    const from = MODULE.exec(path)
    if (!from) continue
    const text = readFileSync(join(root, path), 'utf8')
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1]
      if (!spec.startsWith('.')) continue
      const target = relative(root, join(root, path, '..', spec)).replace(/\.js$/, '')
      const to = MODULE.exec(target)
      if (!to || to[1] === from[1]) continue
      const entry = `${path} → ${to[1]}/${to[2].replace(/\.ts$/, '')}`
      if (/^index(\.ts)?$/.test(to[2])) through.push(entry)
      else internal.push(entry)
    }
  }
  return { through, internal }
}

const all = SOURCES.flatMap(walk)
const source = all.filter((path) => !NOT_SOURCE.test(`/${path}`))
const longFiles = []
const longFunctions = []
for (const path of source) {
  const text = readFileSync(join(root, path), 'utf8')
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
  if (lines > FILE_LIMIT) longFiles.push({ path, lines })
  for (const fn of functionsOf(path, text)) if (fn.lines > FUNCTION_LIMIT) longFunctions.push({ path, ...fn })
}
const serverTests = all.filter(
  (path) => path.startsWith('apps/server/src/modules/') && !NOT_SOURCE.test(`/${path}`),
)
const imports = crossModuleImports(serverTests)
longFiles.sort((a, b) => b.lines - a.lines)
longFunctions.sort((a, b) => b.lines - a.lines)

const figures = {
  crossModuleImports: imports.through.length + imports.internal.length,
  crossModuleInternalImports: imports.internal.length,
  filesOver300: longFiles.length,
  functionsOver80: longFunctions.length,
}
if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify({ ...figures, longFiles, longFunctions, internalImports: imports.internal }, null, 2),
  )
} else {
  console.log(
    `cross-module imports (server): ${figures.crossModuleImports}, into internals: ${figures.crossModuleInternalImports}`,
  )
  console.log(`files over ${FILE_LIMIT} lines: ${figures.filesOver300}`)
  console.log(`functions over ${FUNCTION_LIMIT} lines: ${figures.functionsOver80}`)
  if (process.argv.includes('--list')) {
    for (const { path, lines } of longFiles) console.log(`  file ${lines}  ${path}`)
    for (const { path, name, line, lines } of longFunctions)
      console.log(`  fn ${lines}  ${path}:${line} ${name}`)
  }
}
