// `npm run lighthouse`: Lighthouse 12 (mobile profile, simulated throttling) on the home page, a
// goods list page and a goods detail page, in zh-Hant, against the production build served by its
// own server (embedded database, demo data, a fresh data folder, a free port), N runs each; prints
// the median of each figure per page. Builds first when the build is missing or out of date.
//
//   --runs=<n>      runs per page (default 3)
//   --assert        exit 1 when a page's median performance < 95 or accessibility < 100 (the bench goal)
//   --assert-ci     exit 1 when a page's median performance < 85 or median TBT > 600 ms: CI's gate,
//                   loose enough for a shared machine, tight enough for a regression (a development
//                   build of React, a long task in the entry) to fail it
//   --pages=a,b     some of home,list,detail (default all three)
//   --base=<url>    measure a server that is already running instead of starting one
//   --no-build      do not build (the dist folders must be there)
//   --verbose       also print each run and the failing audits of every category
//   --reports       also keep each run's full report (bench/results/lighthouse-<page>-<run>.json)
//
// Chrome: CHROME_PATH, else /usr/bin/chromium. Figures: bench/results/lighthouse.json (not
// committed) and bench/README.md, "Lighthouse".
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import lighthouse from 'lighthouse'
import { assertProductionBuild } from './production-build.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
process.chdir(root)

const args = process.argv.slice(2)
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const flag = (name) => args.includes(`--${name}`)
const runs = Math.max(1, Number(option('runs') ?? 3))
const pageNames = (option('pages') ?? 'home,list,detail').split(',')
const verbose = flag('verbose')
const THRESHOLDS = { performance: 95, accessibility: 100 }
/** CI's gate (`--assert-ci`), per page, on the medians: CI shares its two cores with nothing but itself. */
const CI_THRESHOLDS = { performance: 85, tbtMs: 600 }
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

// chrome-launcher is Lighthouse's own dependency: taken from where Lighthouse finds it.
const lighthouseRequire = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'))
const chromeLauncher = await import(pathToFileURL(lighthouseRequire.resolve('chrome-launcher')).href)

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** The built server on a fresh data folder (embedded PGlite, demo data seeded at start). */
async function startServer() {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kf-lighthouse-'))
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // Every run comes from one address; the per-IP limits are not what is measured.
    RATE_LIMIT_SCALE: '100',
  }
  delete env.DATABASE_URL
  delete env.PUBLIC_URL
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const base = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(child.pid, 'SIGTERM')
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  for (let i = 0; i < 360; i++) {
    if (child.exitCode !== null) break
    try {
      if ((await fetch(`${base}/common/common/health`)).ok) return { base, stop }
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  await stop()
  throw new Error('the server did not start')
}

async function getJson(base, url) {
  const res = await fetch(`${base}${url}`, { headers: { language: 'zh-Hant' } })
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
  const body = await res.json()
  return body.result
}

/** The pages measured: a level-1 category browse, and the first listing it shows. */
async function pickPages(base) {
  const tree = await getJson(base, '/buyer/goods/category/get/0')
  const category = tree.find((c) => c.name === '手機及電子產品') ?? tree[0]
  const browse = `/goodsList?categoryId=${category.id}`
  const page = await getJson(base, `/buyer/goods/goods/es?categoryId=${category.id}&sort=0&pageNumber=1`)
  const first = page.records[0]
  if (!first) throw new Error('no listing in the demo data')
  const all = { home: '/', list: browse, detail: `/goodsDetail?goodsId=${first.id}` }
  return pageNames.map((name) => {
    if (!all[name]) throw new Error(`unknown page ${name} (home, list, detail)`)
    return { name, path: all[name] }
  })
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b)
  if (!sorted.length) return null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue
  const score = (id) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transferKb: (audit('total-byte-weight') ?? 0) / 1024,
    // The page's own files that did not load (a build replaced under a running server): such a
    // run measures a page that never started, and scores well.
    failedFiles: (lhr.audits['network-requests']?.details?.items ?? []).filter(
      (r) =>
        ['Document', 'Script', 'Stylesheet'].includes(r.resourceType) &&
        !(r.statusCode >= 200 && r.statusCode < 400),
    ).length,
  }
}

/** What the LCP was and where its time went, plus every audit below full marks in the categories. */
function findingsOf(lhr) {
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items ?? []
  const node = lcp[0]?.items?.[0]?.node
  const phases = (lcp[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`)
  const failing = {}
  for (const id of CATEGORIES) {
    const refs = lhr.categories[id]?.auditRefs ?? []
    failing[id] = refs
      .filter((r) => r.weight > 0)
      .map((r) => lhr.audits[r.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${a.id} (${a.displayValue || a.score})`)
  }
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) >= 50)
    .map((a) => `${a.id} −${Math.round(a.details.overallSavingsMs)} ms`)
  return {
    lcpElement: node ? `${node.snippet} (${node.nodeLabel ?? ''})` : 'unknown',
    lcpPhases: phases,
    failing,
    opportunities,
  }
}

/** One Lighthouse run; a run that fails to record (NO_NAVSTART and the like, now and then) is retried twice. */
async function measure(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableFullPageScreenshot: true,
    })
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: '' }
    if (!error) return result.lhr
    if (attempt === 3) throw new Error(`${url}: ${error.code} ${error.message}`)
    console.error(`${url}: ${error.code}, again`)
  }
}

const fmt = (v, digits = 0) => (v == null ? '—' : v.toFixed(digits))
const row = (cells) => `| ${cells.join(' | ')} |`

async function main() {
  if (!option('base') && !flag('no-build')) {
    const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  // The local build is what is measured: a development build of React is no phone's first load.
  if (!option('base')) assertProductionBuild(path.join(root, 'apps/web/dist'), 'lighthouse')
  const server = option('base') ? { base: option('base').replace(/\/+$/, ''), stop: async () => {} } : null
  const running = server ?? (await startServer())
  let chrome = null
  const results = []
  try {
    const pages = await pickPages(running.base)
    // Warm the server's caches (popular goods, categories, prepared statements) before measuring.
    for (const p of pages) await fetch(`${running.base}${p.path}`, { headers: { accept: 'text/html' } })
    for (const url of [
      '/buyer/goods/goods/Popular?pageNumber=1&pageSize=10',
      '/buyer/banner/banner/List',
      '/common/common/site',
    ]) {
      await fetch(`${running.base}${url}`, { headers: { language: 'zh-Hant' } })
    }
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--lang=zh-HK',
      ],
    })
    for (const p of pages) {
      const lhrs = []
      for (let i = 0; i < runs; i++) {
        const lhr = await measure(`${running.base}${p.path}`, chrome.port)
        lhrs.push(lhr)
        if (flag('reports')) {
          mkdirSync('bench/results', { recursive: true })
          writeFileSync(`bench/results/lighthouse-${p.name}-${i + 1}.json`, JSON.stringify(lhr))
        }
        const f = figuresOf(lhr)
        console.error(
          `${p.name} run ${i + 1}/${runs}: performance ${f.performance}, accessibility ${f.accessibility}, LCP ${fmt(f.lcpMs)} ms`,
        )
      }
      const each = lhrs.map(figuresOf)
      const med = Object.fromEntries(Object.keys(each[0]).map((k) => [k, median(each.map((e) => e[k]))]))
      // The run whose performance score is the median one, for the findings.
      const byScore = lhrs.map((lhr, i) => ({ lhr, s: each[i].performance ?? 0 })).sort((a, b) => a.s - b.s)
      const typical = byScore[Math.floor((byScore.length - 1) / 2)].lhr
      results.push({ page: p.name, path: p.path, median: med, runs: each, findings: findingsOf(typical) })
    }
  } finally {
    if (chrome) await chrome.kill()
    await running.stop()
  }

  console.log(`\nLighthouse 12, mobile, simulated throttling; median of ${runs} run(s) per page; zh-Hant\n`)
  console.log(
    row(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'transfer KB']),
  )
  console.log(row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']))
  for (const r of results) {
    const m = r.median
    console.log(
      row([
        `${r.page} \`${r.path}\``,
        fmt(m.performance),
        fmt(m.accessibility),
        fmt(m.bestPractices),
        fmt(m.seo),
        fmt(m.fcpMs),
        fmt(m.lcpMs),
        fmt(m.tbtMs),
        fmt(m.cls, 3),
        fmt(m.transferKb),
      ]),
    )
  }
  console.log('')
  for (const r of results) {
    const f = r.findings
    console.log(`${r.page}: LCP element ${f.lcpElement}`)
    if (f.lcpPhases.length) console.log(`  LCP phases: ${f.lcpPhases.join(', ')}`)
    const shown = verbose ? CATEGORIES : ['accessibility']
    for (const id of shown)
      if (f.failing[id].length) console.log(`  ${id} below 100: ${f.failing[id].join(', ')}`)
    if (f.opportunities.length) console.log(`  opportunities: ${f.opportunities.join(', ')}`)
    if (verbose)
      for (const [i, run] of r.runs.entries()) console.log(`  run ${i + 1}: ${JSON.stringify(run)}`)
  }

  mkdirSync('bench/results', { recursive: true })
  writeFileSync(
    'bench/results/lighthouse.json',
    `${JSON.stringify({ date: new Date().toISOString(), runs, results }, null, 2)}\n`,
  )

  if (flag('assert')) {
    const below = results.filter(
      (r) =>
        (r.median.performance ?? 0) < THRESHOLDS.performance ||
        (r.median.accessibility ?? 0) < THRESHOLDS.accessibility,
    )
    if (below.length) {
      console.error(
        `\nbelow the thresholds (performance ≥ ${THRESHOLDS.performance}, accessibility ${THRESHOLDS.accessibility}): ${below.map((r) => r.page).join(', ')}`,
      )
      process.exit(1)
    }
  }
  const broken = results.filter((r) => r.runs.some((run) => run.failedFiles > 0))
  if (broken.length)
    console.error(
      `\nlighthouse: some runs did not load all their scripts and stylesheets: ${broken.map((r) => r.page).join(', ')}`,
    )
  if (flag('assert-ci')) {
    const below = results.filter(
      (r) =>
        broken.includes(r) ||
        (r.median.performance ?? 0) < CI_THRESHOLDS.performance ||
        (r.median.tbtMs ?? Number.POSITIVE_INFINITY) > CI_THRESHOLDS.tbtMs,
    )
    const verdict = (r) =>
      `${r.page} (performance ${fmt(r.median.performance)}, TBT ${fmt(r.median.tbtMs)} ms)`
    if (below.length) {
      console.error(
        `\nlighthouse: below CI's gate (median performance ≥ ${CI_THRESHOLDS.performance}, TBT ≤ ${CI_THRESHOLDS.tbtMs} ms): ${below.map(verdict).join(', ')}`,
      )
      process.exit(1)
    }
    console.log(
      `lighthouse: CI's gate passed (median performance ≥ ${CI_THRESHOLDS.performance}, TBT ≤ ${CI_THRESHOLDS.tbtMs} ms): ${results.map(verdict).join(', ')}`,
    )
  }
}

await main()
