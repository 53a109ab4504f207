/**
 * The slider's jigsaw shapes (docs/decisions.md, "Slider captcha"): one body, 38 × 30 px, with a
 * single knob or notch on one of its sides, so there are eight shapes. The real hole has the piece's
 * shape and each decoy another of the eight: where the knob or notch is, and which way it goes, is
 * what a person compares. Every shape has the same body, so the rest of the outline matches any hole.
 */
import { randomInt } from 'node:crypto'
import { between } from './captcha.random.ts'

export type Kind = 'knob' | 'notch'
/** Sides clockwise from the top: 0 top, 1 right, 2 bottom, 3 left. */
export interface Shape {
  side: number
  kind: Kind
}

/** The body in the piece's 60 × 60 box, centred, and the knob's circle: radius and how far off the side its centre is. */
const BODY = { left: 11, top: 15, right: 49, bottom: 45, radius: 6.5, offset: 2 } as const

export const SHAPES: readonly Shape[] = (['knob', 'notch'] as const).flatMap((kind) =>
  [0, 1, 2, 3].map((side) => ({ side, kind })),
)

/** The piece's shape and `decoys` others, all different: which of them is the piece's says nothing of the rest. */
export function pickShapes(decoys: number): { piece: Shape; decoys: Shape[] } {
  const left = [...SHAPES]
  const take = () => left.splice(randomInt(left.length), 1)[0] as Shape
  const piece = take()
  return { piece, decoys: Array.from({ length: Math.min(decoys, left.length) }, take) }
}

/** Drawn shapes differ from the ideal by a few pixels, so no two outlines match exactly. */
export interface Wobble {
  radius: number
  offset: number
  /** How far the knob or notch sits from its side's middle, px. */
  along: number
}

const jitter = (spread: number) => between(-spread, spread)

export const wobble = (): Wobble => ({
  radius: BODY.radius + jitter(0.8),
  offset: BODY.offset + jitter(0.5),
  along: jitter(4),
})

const STILL: Wobble = { radius: BODY.radius, offset: BODY.offset, along: 0 }

/** Each side clockwise: where it starts and the way it runs. */
const SIDES = [
  { from: [BODY.left, BODY.top], run: [1, 0] },
  { from: [BODY.right, BODY.top], run: [0, 1] },
  { from: [BODY.right, BODY.bottom], run: [-1, 0] },
  { from: [BODY.left, BODY.bottom], run: [0, -1] },
] as const

const LENGTHS = [BODY.right - BODY.left, BODY.bottom - BODY.top]
const at = (x: number, y: number) => `${Math.round(x * 100) / 100} ${Math.round(y * 100) / 100}`

/** The SVG path of a shape in the piece's 60 × 60 box. */
export function shapePath(shape: Shape, w: Wobble = STILL): string {
  const half = Math.sqrt(w.radius * w.radius - w.offset * w.offset)
  const parts = [`M${at(BODY.left, BODY.top)}`]
  SIDES.forEach(({ from, run }, side) => {
    const length = LENGTHS[side % 2] ?? 0
    const point = (d: number) => at(from[0] + run[0] * d, from[1] + run[1] * d)
    if (side === shape.side) {
      const mid = length / 2 + w.along
      // Going clockwise, an arc bulging out of the body turns clockwise on screen; a notch the other way.
      const sweep = shape.kind === 'knob' ? 1 : 0
      parts.push(`L${point(mid - half)}`, `A${at(w.radius, w.radius)} 0 1 ${sweep} ${point(mid + half)}`)
    }
    parts.push(`L${point(length)}`)
  })
  return `${parts.join(' ')} Z`
}
