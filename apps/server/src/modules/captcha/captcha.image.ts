/**
 * Slider captcha pictures, drawn fresh for every challenge (docs/decisions.md, "Slider captcha"): a
 * landscape with grain; the hole and three decoy holes, each of a different shape
 * (captcha.shapes.ts), where captcha.layout.ts puts them, darkened alike with soft edges and grain of
 * their own; translucent veils over them; and the piece, drawn apart (captcha.piece.ts).
 */
import { randomInt } from 'node:crypto'
import { SLIDER, SLIDER_MAX_X, SLIDER_MAX_Y } from '@kaifong/contract'
import sharp from 'sharp'
import { landscapeSvg, type Palette, pickPalette, veilsSvg } from './captcha.background.ts'
import { DECOYS, decoySpots, type Spot } from './captcha.layout.ts'
import { addGrain, byte } from './captcha.noise.ts'
import { drawPiece } from './captcha.piece.ts'
import { between } from './captcha.random.ts'
import { pickShapes, type Shape, shapePath, wobble } from './captcha.shapes.ts'

const { width: W, height: H } = SLIDER
/** The holes' edges are blurred this much (px): a person sees the shape, an edge filter finds a ramp. */
const SOFT = 1

export interface SliderPictures {
  backImage: string
  slidingImage: string
}

export interface Hole {
  spot: Spot
  shape: Shape
}

/** Every hole, real or decoy, is shaded from the same ranges, so how it looks says nothing of which it is. */
function holeSvg({ spot, shape }: Hole): string {
  const d = shapePath(shape, wobble())
  const angle = between(-5, 5).toFixed(1)
  const shade = between(0.42, 0.58).toFixed(2)
  return `<g transform="translate(${spot.x} ${spot.y}) rotate(${angle} 30 30)" filter="url(#soft)"><path d="${d}" fill="#000" fill-opacity="${shade}"/></g>`
}

/**
 * Lays the holes and veils (RGBA) over the landscape (RGB) and returns where they fell, for grain
 * of their own (veils too, so more grain does not mark a hole).
 */
function overlay(landscape: Buffer, shades: Buffer): { pixels: Buffer; shaded: Float32Array } {
  const pixels = Buffer.from(landscape)
  const shaded = new Float32Array(W * H)
  for (let p = 0; p < W * H; p++) {
    const alpha = (shades[p * 4 + 3] ?? 0) / 255
    if (alpha === 0) continue
    shaded[p] = 1
    for (let c = 0; c < 3; c++) {
      const i = p * 3 + c
      pixels[i] = byte((pixels[i] ?? 0) * (1 - alpha) + (shades[p * 4 + c] ?? 0) * alpha)
    }
  }
  return { pixels, shaded }
}

async function drawBack(landscape: Buffer, holes: Hole[], palette: Palette): Promise<Buffer> {
  const soft = `<defs><filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${SOFT}"/></filter></defs>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${soft}${holes.map(holeSvg).join('')}${veilsSvg(palette)}</svg>`
  const shades = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer()
  const { pixels, shaded } = overlay(landscape, shades)
  addGrain(pixels, 3, 14)
  addGrain(pixels, 3, 18, shaded)
  // JPEG: grain makes a PNG of this picture about 115 KB; at quality 80 it is about 10 KB.
  return sharp(pixels, { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer()
}

const dataUrl = (buf: Buffer, type: string) => `data:${type};base64,${buf.toString('base64')}`

/** The pictures and every hole drawn in them, the real one first (tests look at the decoys). */
export async function drawHoles(hole: Spot): Promise<{ pictures: SliderPictures; holes: Hole[] }> {
  const shapes = pickShapes(DECOYS)
  const holes = [
    { spot: hole, shape: shapes.piece },
    ...decoySpots(hole).map((spot, i) => ({ spot, shape: shapes.decoys[i] ?? shapes.piece })),
  ]
  const palette = pickPalette()
  const draw = () =>
    sharp(Buffer.from(landscapeSvg(palette)))
      .removeAlpha()
      .raw()
      .toBuffer()
  // The piece's picture comes from a landscape of its own in the same colours, taken from anywhere
  // in it, so nothing along its edge carries on into the picture around the hole (not even the sky's
  // gradient): its shape is what tells where it goes.
  const [landscape, pieceLandscape] = await Promise.all([draw(), draw()])
  const [back, piece] = await Promise.all([
    drawBack(landscape, holes, palette),
    drawPiece(
      pieceLandscape,
      { x: randomInt(SLIDER_MAX_X + 1), y: randomInt(SLIDER_MAX_Y + 1) },
      shapes.piece,
    ),
  ])
  return {
    pictures: { backImage: dataUrl(back, 'image/jpeg'), slidingImage: dataUrl(piece, 'image/png') },
    holes,
  }
}

export async function drawSlider(x: number, y: number): Promise<SliderPictures> {
  return (await drawHoles({ x, y })).pictures
}
