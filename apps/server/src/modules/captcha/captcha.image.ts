/**
 * Slider captcha pictures, drawn fresh for every challenge: a procedural landscape, the puzzle
 * piece really cut out of it at (x, y), and the hole left darkened on the background.
 */
import { randomInt } from 'node:crypto'
import { SLIDER } from '@kaifong/contract'
import sharp from 'sharp'

const { width: W, height: H, pieceWidth: P } = SLIDER

// A jigsaw piece in a 60×60 box: a 46×46 body with a knob on top and one on the right.
const PIECE_PATH = 'M2 14 H19 A7 7 0 1 1 33 14 H48 V30 A7 7 0 1 1 48 44 V58 H2 Z'

const PALETTES = [
  ['#ffb347', '#ff6f61', '#6a4c93'],
  ['#43cea2', '#185a9d', '#f7f7f7'],
  ['#f6d365', '#fda085', '#355c7d'],
  ['#89f7fe', '#66a6ff', '#2d3436'],
  ['#c2e59c', '#64b3f4', '#1e3c72'],
  ['#fbc2eb', '#a6c1ee', '#5f2c82'],
] as const

function pick<T>(items: readonly T[]): T {
  return items[randomInt(items.length)] as T
}

function backgroundSvg(): string {
  const [a, b, c] = pick(PALETTES)
  const shapes: string[] = []
  for (let i = 0; i < 14; i++) {
    const cx = randomInt(W)
    const cy = randomInt(H)
    const r = 8 + randomInt(34)
    const colour = pick([a, b, c, '#ffffff'])
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" opacity="0.${3 + randomInt(5)}"/>`)
  }
  for (let i = 0; i < 6; i++) {
    const x = randomInt(W)
    const y = randomInt(H)
    const pts = [0, 1, 2].map(() => `${x + randomInt(80) - 40},${y + randomInt(80) - 40}`).join(' ')
    shapes.push(`<polygon points="${pts}" fill="${pick([a, b, c])}" opacity="0.55"/>`)
  }
  const hill = (base: number, colour: string) => {
    const peaks = Array.from({ length: 6 }, (_, i) => `${i * 60},${base - randomInt(40)}`).join(' L')
    return `<path d="M0,${H} L${peaks} L${W},${base - randomInt(30)} L${W},${H} Z" fill="${colour}" opacity="0.8"/>`
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>${shapes.join('')}${hill(120, c)}${hill(145, a)}</svg>`
}

const maskSvg = (fill: string, stroke: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${P}" height="${P}"><path d="${PIECE_PATH}" fill="${fill}" stroke="${stroke}" stroke-width="2"/></svg>`,
  )

export interface SliderPictures {
  backImage: string
  slidingImage: string
}

const dataUrl = (buf: Buffer) => `data:image/png;base64,${buf.toString('base64')}`

export async function drawSlider(x: number, y: number): Promise<SliderPictures> {
  const background = await sharp(Buffer.from(backgroundSvg())).png().toBuffer()
  const piece = await sharp(background)
    .extract({ left: x, top: y, width: P, height: P })
    .composite([
      { input: maskSvg('#000', 'none'), blend: 'dest-in' },
      { input: maskSvg('none', 'rgba(255,255,255,0.95)'), blend: 'over' },
    ])
    .png()
    .toBuffer()
  const holed = await sharp(background)
    .composite([{ input: maskSvg('rgba(0,0,0,0.5)', 'rgba(255,255,255,0.8)'), left: x, top: y }])
    .png()
    .toBuffer()
  return { backImage: dataUrl(holed), slidingImage: dataUrl(piece) }
}
