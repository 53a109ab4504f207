/**
 * The slider's piece (docs/decisions.md, "Slider captcha"): the piece's shape filled with a patch
 * of a landscape of its own, not cut out of the picture, so nothing along its edge carries on into
 * the picture round the hole. Its outline is turned a few degrees and scaled a few per cent about
 * the box's centre (so the drop point is unchanged) and wobbles on its own; the patch is softened,
 * made lighter or darker and given grain of its own. It matches what a person sees in the hole, not
 * the hole's pixels.
 */
import { SLIDER } from '@kaifong/contract'
import sharp from 'sharp'
import type { Spot } from './captcha.layout.ts'
import { addGrain, byte } from './captcha.noise.ts'
import { between } from './captcha.random.ts'
import { type Shape, shapePath, wobble } from './captcha.shapes.ts'

const { width: W, pieceWidth: P } = SLIDER

/** The patch (RGB) of the landscape in the piece's box at `from`, blurred 1-2-1 each way, times `light`. */
function patch(landscape: Buffer, from: Spot, light: number): Buffer {
  const out = Buffer.alloc(P * P * 3)
  const weight = [1, 2, 1]
  for (let v = 0; v < P; v++) {
    for (let u = 0; u < P; u++) {
      for (let c = 0; c < 3; c++) {
        let sum = 0
        let total = 0
        for (let dv = -1; dv <= 1; dv++) {
          for (let du = -1; du <= 1; du++) {
            const x = u + du
            const y = v + dv
            if (x < 0 || y < 0 || x >= P || y >= P) continue
            const w = (weight[du + 1] ?? 0) * (weight[dv + 1] ?? 0)
            sum += (landscape[((from.y + y) * W + from.x + x) * 3 + c] ?? 0) * w
            total += w
          }
        }
        out[(v * P + u) * 3 + c] = byte((sum / total) * light)
      }
    }
  }
  return out
}

const svg = (body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${P}" height="${P}">${body}</svg>`)

/** The piece as a PNG with alpha; `from` is where in `landscape` its patch is taken. */
export async function drawPiece(landscape: Buffer, from: Spot, shape: Shape): Promise<Buffer> {
  const pixels = patch(landscape, from, between(0.88, 1.12))
  addGrain(pixels, 3, 16)
  const d = shapePath(shape, wobble())
  const placed = `transform="translate(30 30) rotate(${between(-5, 5)}) scale(${between(0.96, 1.04)}) translate(-30 -30)"`
  return sharp(pixels, { raw: { width: P, height: P, channels: 3 } })
    .ensureAlpha()
    .composite([
      { input: svg(`<path d="${d}" ${placed} fill="#000"/>`), blend: 'dest-in' },
      {
        input: svg(
          `<path d="${d}" ${placed} fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="2"/>`,
        ),
        blend: 'over',
      },
    ])
    .png()
    .toBuffer()
}
