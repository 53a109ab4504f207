/**
 * The slider's landscape, drawn fresh for every challenge: a gradient sky, circles and triangles in
 * one of six palettes, and two hills; and the translucent veils laid over the holes.
 */
import { randomInt } from 'node:crypto'
import { SLIDER } from '@kaifong/contract'
import { pick } from './captcha.random.ts'

const { width: W, height: H } = SLIDER

const PALETTES = [
  ['#ffb347', '#ff6f61', '#6a4c93'],
  ['#43cea2', '#185a9d', '#f7f7f7'],
  ['#f6d365', '#fda085', '#355c7d'],
  ['#89f7fe', '#66a6ff', '#2d3436'],
  ['#c2e59c', '#64b3f4', '#1e3c72'],
  ['#fbc2eb', '#a6c1ee', '#5f2c82'],
] as const

export type Palette = (typeof PALETTES)[number]

export const pickPalette = (): Palette => pick(PALETTES)

/**
 * Translucent circles and triangles over the holes: a person sees the hole through them, while
 * their edges cross its outline and their shade changes its darkness.
 */
export function veilsSvg([a, b, c]: Palette): string {
  const veils: string[] = []
  for (let i = 0; i < 5; i++) {
    const colour = pick([a, b, c, '#ffffff', '#000000'])
    const opacity = (0.12 + randomInt(15) / 100).toFixed(2)
    if (randomInt(2) === 0) {
      veils.push(
        `<circle cx="${randomInt(W)}" cy="${randomInt(H)}" r="${6 + randomInt(30)}" fill="${colour}" opacity="${opacity}"/>`,
      )
    } else {
      const x = randomInt(W)
      const y = randomInt(H)
      const pts = [0, 1, 2].map(() => `${x + randomInt(90) - 45},${y + randomInt(90) - 45}`).join(' ')
      veils.push(`<polygon points="${pts}" fill="${colour}" opacity="${opacity}"/>`)
    }
  }
  return veils.join('')
}

export function landscapeSvg([a, b, c]: Palette): string {
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
