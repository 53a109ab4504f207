// Writes a brotli (.br) and a gzip (.gz) copy next to every text file of a built web app, so the
// server sends them as they are instead of compressing on each request (docs/architecture.md,
// "Delivery: compression, caching, first load"). Run by the web build (apps/web/vite.config.ts);
// by hand: `node scripts/compress-dist.mjs [dir]` (default apps/web/dist).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const TEXT = /\.(?:js|mjs|css|html|svg|json|map|txt|xml|webmanifest)$/
// Below this a compressed copy saves less than the headers that announce it.
const MIN_BYTES = 256

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // `.vite/manifest.json` is for the build's own tools, not served.
    if (entry.name.startsWith('.')) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(full)
    else if (entry.isFile()) yield full
  }
}

/** Compresses the text files under `dir`; returns one row per file with its three sizes. */
export function compressDist(dir) {
  const rows = []
  for (const file of filesUnder(dir)) {
    if (!TEXT.test(file)) continue
    // A rebuild into the same folder must not keep copies of a file that has changed or gone.
    rmSync(`${file}.br`, { force: true })
    rmSync(`${file}.gz`, { force: true })
    const raw = readFileSync(file)
    if (raw.length < MIN_BYTES) continue
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    })
    const gz = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION })
    // A copy no smaller than the file would only cost a disk read; the server then sends the file.
    if (br.length < raw.length) writeFileSync(`${file}.br`, br)
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz)
    rows.push({ file: path.relative(dir, file), raw: raw.length, br: br.length, gz: gz.length })
  }
  return rows
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const root = path.resolve(fileURLToPath(import.meta.url), '../..')
  const dir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'))
  const rows = compressDist(dir)
  const kb = (n) => (n / 1024).toFixed(1)
  const sum = (key) => rows.reduce((total, row) => total + row[key], 0)
  console.log(
    `compressed ${rows.length} files in ${path.relative(process.cwd(), dir) || '.'}: ` +
      `${kb(sum('raw'))} KB → br ${kb(sum('br'))} KB, gz ${kb(sum('gz'))} KB`,
  )
}
