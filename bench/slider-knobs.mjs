// The slider solver's last counter (bench/slider-solver.mjs): a reader made for this picture. Every
// hole is a rectangle with one knob or notch on one side, so the solver draws the eight such shapes
// itself (the body measured from the piece), reads which of them the piece is, reads which each
// candidate hole is (darkness inside the shape against a ring round it, turned a few degrees and
// moved a few pixels to fit), and keeps the hole read as the piece's shape.
import {
  morph,
  overlap,
  P,
  padded,
  pixelsOf,
  rowPrefix,
  runMean,
  runsOf,
  X_MAX,
  Y_MAX,
} from './slider-vision.mjs'

const RADIUS = 6.5
const OFFSET = 2
const ANGLES = [-5, -2.5, 0, 2.5, 5]
const SIDES = [0, 1, 2, 3]

/** The piece's body: the rows and columns at least 60 % full (a knob or notch fills less). */
function bodyOf(mask) {
  const rows = Array.from({ length: P }, (_, y) => mask.slice(y * P, y * P + P).reduce((a, b) => a + b, 0))
  const cols = Array.from({ length: P }, (_, x) => rows.reduce((a, _r, y) => a + mask[y * P + x], 0))
  const span = (counts) => {
    const full = Math.max(...counts) * 0.6
    const inside = counts.flatMap((c, i) => (c >= full ? [i] : []))
    return [inside[0] ?? 0, (inside[inside.length - 1] ?? P - 1) + 1]
  }
  const [left, right] = span(cols)
  const [top, bottom] = span(rows)
  return { left, top, right, bottom }
}

/** One of the eight shapes on `body`, turned `angle` degrees about the box's centre, as a mask. */
function drawShape(body, side, kind, angle) {
  const m = new Uint8Array(P * P)
  const mid = [
    [(body.left + body.right) / 2, body.top],
    [body.right, (body.top + body.bottom) / 2],
    [(body.left + body.right) / 2, body.bottom],
    [body.left, (body.top + body.bottom) / 2],
  ][side]
  const out = [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ][side]
  const sign = kind === 'knob' ? 1 : -1
  const cx = mid[0] + out[0] * OFFSET * sign
  const cy = mid[1] + out[1] * OFFSET * sign
  const cos = Math.cos((-angle * Math.PI) / 180)
  const sin = Math.sin((-angle * Math.PI) / 180)
  for (let y = 0; y < P; y++) {
    for (let x = 0; x < P; x++) {
      const u = 30 + (x + 0.5 - 30) * cos - (y + 0.5 - 30) * sin
      const v = 30 + (x + 0.5 - 30) * sin + (y + 0.5 - 30) * cos
      const inBody = u >= body.left && u < body.right && v >= body.top && v < body.bottom
      const inDisc = (u - cx) ** 2 + (v - cy) ** 2 <= RADIUS * RADIUS
      m[y * P + x] = (kind === 'knob' ? inBody || inDisc : inBody && !inDisc) ? 1 : 0
    }
  }
  return m
}

/** The eight shapes, each at every angle tried, as the runs of its inside and of a ring round it. */
function shapesFor(body) {
  return ['knob', 'notch']
    .flatMap((kind) =>
      SIDES.map((side) => ({
        side,
        kind,
        masks: ANGLES.map((angle) => drawShape(body, side, kind, angle)),
      })),
    )
    .map((shape) => ({
      ...shape,
      probes: shape.masks.map((m) => {
        const big = padded(m, 6)
        const near = morph(big, 1, P + 12)
        const ring = morph(big, 4, P + 12).map((v, i) => (v && !near[i] ? 1 : 0))
        return { inside: runsOf(pixelsOf(morph(m, -1))), ring: runsOf(pixelsOf(ring, P + 12, 6)) }
      }),
    }))
}

/** Which of the eight the piece is: the best overlap with its mask at any angle tried. */
function readPiece(shapes, mask) {
  let best = { index: 0, score: -1 }
  shapes.forEach((s, index) => {
    for (const m of s.masks) {
      const score = overlap(m, mask)
      if (score > best.score) best = { index, score }
    }
  })
  return best.index
}

/**
 * How well each of the eight fits the hole near `spot`: ring minus inside darkness, the best over
 * the angles and over moves of up to 3 px.
 */
function readHole(shapes, prefix, spot) {
  return shapes.map((s) => {
    let best = -Infinity
    for (const probe of s.probes) {
      for (let dy = -3; dy <= 3; dy++) {
        for (let dx = -3; dx <= 3; dx++) {
          const x = spot.x + dx
          const y = spot.y + dy
          if (x < 0 || y < 0 || x > X_MAX || y > Y_MAX) continue
          const ring = runMean(prefix, probe.ring, x, y)
          best = Math.max(best, (ring - runMean(prefix, probe.inside, x, y)) / (ring + 16))
        }
      }
    }
    return best
  })
}

/**
 * For each candidate: how much better the piece's own shape fits it than the best of the other
 * seven (above zero: the hole reads as the piece's shape).
 */
export function shapeMargins(g, pieceMask, candidates) {
  const shapes = shapesFor(bodyOf(pieceMask))
  const mine = readPiece(shapes, pieceMask)
  const prefix = rowPrefix(g)
  return candidates.map((c) => {
    const fits = readHole(shapes, prefix, c)
    const others = fits.filter((_, i) => i !== mine)
    return (fits[mine] ?? 0) - Math.max(...others)
  })
}
