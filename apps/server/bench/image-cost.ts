/**
 * What one upload costs to render, per format, content and size: the CPU time of `render`
 * (media.render.ts, the worker's own code) in this process, one libvips thread, as a worker runs
 * it. The per-format pixel budgets (IMAGE_PIXEL_BUDGET, docs/decisions.md "Images") come from
 * these figures. Prints one JSON line per image, then a summary line.
 *
 *   flock /tmp/kf-cpu.lock npx tsx apps/server/bench/image-cost.ts [--mp=1,4,12,24,40] [--formats=avif,png]
 */
import { IMAGE_MAX_BYTES } from '@kaifong/contract'
import sharp, { type Sharp } from 'sharp'
import { render } from '../src/modules/media/media.render.ts'
import { photoLike, solid } from '../test/media.ts'

type Format = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif'

interface Variant {
  format: Format
  name: string
  content: 'flat' | 'photo' | 'gradient'
  encode: (p: Sharp) => Sharp
}

const VARIANTS: Variant[] = [
  { format: 'jpeg', name: 'baseline q85', content: 'photo', encode: (p) => p.jpeg({ quality: 85 }) },
  {
    format: 'jpeg',
    name: 'progressive q100 4:4:4',
    content: 'photo',
    encode: (p) => p.jpeg({ quality: 100, progressive: true, chromaSubsampling: '4:4:4' }),
  },
  { format: 'jpeg', name: 'flat', content: 'flat', encode: (p) => p.jpeg() },
  { format: 'png', name: '8-bit', content: 'photo', encode: (p) => p.png() },
  { format: 'png', name: '8-bit', content: 'flat', encode: (p) => p.png() },
  { format: 'png', name: '8-bit', content: 'gradient', encode: (p) => p.png() },
  {
    format: 'png',
    name: '16-bit interlaced',
    content: 'gradient',
    encode: (p) => p.toColourspace('rgb16').png({ progressive: true }),
  },
  { format: 'webp', name: 'lossy q80', content: 'photo', encode: (p) => p.webp({ quality: 80 }) },
  { format: 'webp', name: 'lossless', content: 'gradient', encode: (p) => p.webp({ lossless: true }) },
  { format: 'webp', name: 'lossy', content: 'flat', encode: (p) => p.webp() },
  { format: 'gif', name: 'dithered', content: 'photo', encode: (p) => p.gif() },
  { format: 'gif', name: 'flat', content: 'flat', encode: (p) => p.gif() },
  {
    format: 'avif',
    name: 'q30 effort 0 (the attack)',
    content: 'flat',
    encode: (p) => p.avif({ quality: 30, effort: 0 }),
  },
  {
    format: 'avif',
    name: 'q50 effort 0',
    content: 'photo',
    encode: (p) => p.avif({ quality: 50, effort: 0 }),
  },
  {
    format: 'avif',
    name: '12-bit 4:4:4',
    content: 'photo',
    encode: (p) => p.avif({ quality: 60, effort: 0, bitdepth: 12, chromaSubsampling: '4:4:4' }),
  },
]

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const sizes = (arg('mp') ?? '1,4,12,24,40').split(',').map(Number)
const formats = arg('formats')?.split(',')

/** Flat colour, a smooth gradient, or photo-like detail (media.test-helpers.ts). */
async function source(content: Variant['content'], width: number, height: number): Promise<Sharp> {
  if (content === 'flat') return solid(width, height)
  if (content === 'photo') return photoLike(width, height)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f80"/><stop offset="1" stop-color="#08f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`
  return sharp(Buffer.from(svg), { limitInputPixels: false }).removeAlpha()
}

/** CPU milliseconds of `fn` in this process (sharp's threads included), best of two runs. */
async function cpuMs(fn: () => Promise<unknown>): Promise<number> {
  let best = Number.POSITIVE_INFINITY
  for (let i = 0; i < 2; i++) {
    const start = process.cpuUsage()
    await fn()
    const used = process.cpuUsage(start)
    best = Math.min(best, (used.user + used.system) / 1000)
  }
  return Math.round(best)
}

const worst: Record<string, { msPerMp: number; at: string }> = {}
for (const v of VARIANTS) {
  if (formats && !formats.includes(v.format)) continue
  for (const mp of sizes) {
    const width = Math.round(Math.sqrt((mp * 1e6 * 4) / 3))
    const height = Math.round((width * 3) / 4)
    const bytes = await v.encode(await source(v.content, width, height)).toBuffer()
    const row = {
      format: v.format,
      variant: v.name,
      content: v.content,
      mp,
      kb: Math.round(bytes.length / 1024),
    }
    if (bytes.length > IMAGE_MAX_BYTES) {
      console.log(JSON.stringify({ ...row, skipped: 'over 10 MB' }))
      continue
    }
    const ms = await cpuMs(() => render(bytes, Number.MAX_SAFE_INTEGER))
    const msPerMp = Math.round(ms / mp)
    console.log(JSON.stringify({ ...row, cpuMs: ms, msPerMp }))
    const prev = worst[v.format]
    if (mp >= 4 && (!prev || msPerMp > prev.msPerMp))
      worst[v.format] = { msPerMp, at: `${v.name} ${v.content} ${mp} MP` }
  }
}
console.log(JSON.stringify({ worstMsPerMpFrom4Mp: worst }))
