/**
 * Project-made listing photos for the demo data: a flat illustration (motifs-*.ts) on a soft
 * backdrop, rendered from SVG with sharp to WebP at display and thumbnail size under
 * DATA_DIR/media/seed. Each distinct picture is rendered once and shared by every listing that
 * shows it; file names carry a hash of the drawing, so a re-seed into the same folder skips work.
 */
import { createHash } from 'node:crypto'
import { mkdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp, { type OutputInfo } from 'sharp'
import { homeMotifs } from './motifs-home.ts'
import { leisureMotifs } from './motifs-leisure.ts'
import { techMotifs } from './motifs-tech.ts'
import type { Palette } from './palette.ts'
import { hashOf, seededRandom } from './prng.ts'

const PALETTES: Palette[] = [
  { main: '#e8483f', accent: '#ffd166', dark: '#2b2d42', light: '#f8f9fa' },
  { main: '#3a86ff', accent: '#8ecae6', dark: '#1d3557', light: '#f1faee' },
  { main: '#2a9d8f', accent: '#e9c46a', dark: '#264653', light: '#fefae0' },
  { main: '#8338ec', accent: '#ff006e', dark: '#22223b', light: '#f2e9e4' },
  { main: '#f4a261', accent: '#e76f51', dark: '#3d405b', light: '#fdfcdc' },
  { main: '#6c757d', accent: '#adb5bd', dark: '#212529', light: '#f8f9fa' },
  { main: '#ff8fab', accent: '#fb6f92', dark: '#4a4e69', light: '#fff0f3' },
  { main: '#588157', accent: '#a3b18a', dark: '#344e41', light: '#dad7cd' },
]

const BACKDROPS: [string, string][] = [
  ['#fde2e4', '#fff7f7'],
  ['#e2ece9', '#f6fbf9'],
  ['#dfe7fd', '#f7f9ff'],
  ['#fff1e6', '#fffaf5'],
  ['#eae4e9', '#faf7f9'],
  ['#e9f5db', '#f9fdf4'],
  ['#f0efeb', '#fcfbf9'],
  ['#d8f3dc', '#f3fcf5'],
]

export const MOTIFS = { ...techMotifs, ...homeMotifs, ...leisureMotifs }
export type Motif = keyof typeof MOTIFS
export const isMotif = (name: string): name is Motif => name in MOTIFS
export const PALETTE_COUNT = PALETTES.length

/** front: the item; close: a crop of the front shot; back: the item mirrored on another backdrop. */
export type View = 'front' | 'close' | 'back'
export interface PictureSpec {
  motif: Motif
  palette: number
  view: View
}
export interface Picture {
  url: string
  thumbnail: string
  width: number
  height: number
  bytes: number
}

export const DISPLAY_PX = 720
export const THUMB_PX = 400

export const pictureKey = (s: PictureSpec) => `${s.motif}-${s.palette}-${s.view}`

function svgOf(motif: Motif, palette: number, mirrored: boolean): string {
  const p = PALETTES[palette % PALETTES.length] ?? PALETTES[0]
  if (!p) throw new Error('no palettes')
  const seed = hashOf(`${motif}-${palette}-${mirrored}`)
  const r = seededRandom(seed)
  const [a, b] = BACKDROPS[(seed + (mirrored ? 3 : 0)) % BACKDROPS.length] ?? ['#eee', '#fff']
  const dots = Array.from(
    { length: 4 },
    () =>
      `<circle cx="${r.int(20, 380)}" cy="${r.int(20, 250)}" r="${r.int(18, 60)}" fill="#fff" opacity=".45"/>`,
  ).join('')
  const art = MOTIFS[motif](p)
  const body = mirrored ? `<g transform="translate(400 0) scale(-1 1)">${art}</g>` : art
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="${DISPLAY_PX}" height="${DISPLAY_PX}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${b}"/><stop offset="1" stop-color="${a}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/>${dots}
<rect y="304" width="400" height="96" fill="${a}"/><rect y="304" width="400" height="4" fill="#000" opacity=".05"/>
<ellipse cx="200" cy="312" rx="140" ry="12" fill="#000" opacity=".12"/>${body}</svg>`
}

async function sizeOf(file: string): Promise<number | null> {
  try {
    return (await stat(file)).size
  } catch {
    return null
  }
}

const hash8 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8)

type Raw = { data: Buffer; info: OutputInfo }

/** The display and thumbnail files of one picture, encoded from a rendered raster. */
async function writePicture(dir: string, name: string, raster: () => Promise<Raw>, close: boolean) {
  const display = path.join(dir, `${name}.webp`)
  const thumb = path.join(dir, `${name}-t.webp`)
  const files = { url: `/media/seed/${name}.webp`, thumbnail: `/media/seed/${name}-t.webp` }
  const done = await sizeOf(display)
  if (done !== null && (await sizeOf(thumb)) !== null) return { ...files, bytes: done }
  const { data, info } = await raster()
  const image = () => {
    const img = sharp(data, { raw: info })
    if (!close) return img
    // A close-up frames the middle of the front shot, as a second photo nearer the item would.
    const crop = Math.round(DISPLAY_PX * 0.62)
    return img.extract({
      left: Math.round((DISPLAY_PX - crop) / 2),
      top: Math.round(DISPLAY_PX * 0.12),
      width: crop,
      height: crop,
    })
  }
  const [big, small] = await Promise.all([
    image().resize(DISPLAY_PX, DISPLAY_PX).webp({ quality: 80, effort: 1 }).toBuffer(),
    image().resize(THUMB_PX, THUMB_PX).webp({ quality: 78, effort: 1 }).toBuffer(),
  ])
  await Promise.all([writeFile(display, big), writeFile(thumb, small)])
  return { ...files, bytes: big.length }
}

/**
 * Renders every distinct picture the specs need and returns them by pictureKey. A drawing is
 * rasterised once and gives both its front shot and its close-up; two drawings at a time.
 */
export async function renderPictures(dataDir: string, specs: PictureSpec[]): Promise<Map<string, Picture>> {
  const dir = path.join(dataDir, 'media', 'seed')
  await mkdir(dir, { recursive: true })
  const drawings = new Map<string, { svg: string; specs: Map<string, PictureSpec> }>()
  for (const s of specs) {
    const mirrored = s.view === 'back'
    const id = `${s.motif}-${s.palette}-${mirrored}`
    const drawing = drawings.get(id) ?? { svg: svgOf(s.motif, s.palette, mirrored), specs: new Map() }
    drawing.specs.set(pictureKey(s), s)
    drawings.set(id, drawing)
  }
  const out = new Map<string, Picture>()
  const queue = [...drawings.values()]
  const worker = async () => {
    for (let d = queue.shift(); d; d = queue.shift()) {
      const { svg } = d
      let raw: Promise<Raw> | undefined
      const raster = () => {
        raw ??= sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true })
        return raw
      }
      for (const [key, s] of d.specs) {
        const files = await writePicture(dir, `${key}-${hash8(svg)}`, raster, s.view === 'close')
        out.set(key, { ...files, width: DISPLAY_PX, height: DISPLAY_PX })
      }
    }
  }
  await Promise.all([worker(), worker()])
  return out
}
