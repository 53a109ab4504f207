// An attacker's slider solver (docs/decisions.md, "Slider captcha"): it asks a running server for
// pictures, finds the hole from the two pictures alone with classic image methods (no learning),
// drops the piece there and counts the passes. Plain Node + sharp.
//
//   node bench/slider-solver.mjs http://127.0.0.1:3000 [--n 200] [--type LOGIN] [--peek] [--save dir]
//
// --peek asks the development answer (`/dev/slider/:type`) after each try, only to score every method
// on its own (the attack itself never uses it); --save writes each picture pair and its answers.
// The server must allow 2 requests per try: RATE_LIMIT_SCALE=100 lifts the per-IP minute limits.
//
// Each method gives a spot (the hole's top-left corner, x 60–240, y 0–90):
//   edge         normalised cross-correlation of the piece's alpha outline with the picture's
//                Sobel edges (blurred a pixel), at three scales: OpenCV matchTemplate on edges
//   edge-median  the counter to grain: the same after a 3×3 and a 5×5 median filter, and the
//                counter to a turned piece: at five angles (−6° to 6°) too
//   dark         how much darker the inside of the piece's outline is than a ring round it
//   content      normalised cross-correlation of the piece's own pixels with the picture's
//   seam         whether the colours just inside the piece's edge go on just outside it
//   ensemble     the best spot of the sum of all of these, each as robust z-scores
//   turned       the counter to decoys that are the piece turned or mirrored: among the best spots
//                of every turn and mirror of the piece, the one it fits better upright than turned
//   shapes       a reader made for this picture (bench/slider-knobs.mjs): the candidate hole read
//                as the piece's own shape among the eight a body with one knob or notch can have
//   answer       what is sent: the ensemble's spot when it stands alone (no decoys), else shapes'
import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { shapeMargins } from './slider-knobs.mjs'
import {
  ANGLES,
  addMaps,
  best,
  boxBlur,
  contentMap,
  darkMap,
  decode,
  edgeNcc,
  grey,
  H,
  MAP_H,
  MAP_W,
  maxMaps,
  median,
  near,
  overlap,
  peaks,
  pieceMask,
  SCALES,
  seamMap,
  sobel,
  TOLERANCE,
  TURNS,
  W,
  zScores,
} from './slider-vision.mjs'

/** A picture without decoys has one spot far ahead of the rest in the ensemble: this far, in z-scores. */
const LONE_HOLE_LEAD = 10

export async function solve(backUrl, pieceUrl) {
  const back = await decode(backUrl)
  const piece = await decode(pieceUrl)
  const g = grey(back)
  const g3 = median(g, W, H, 1)
  const g5 = median(g, W, H, 2)
  const e3 = boxBlur(sobel(g3, W, H), W, H, 1)
  const mask = pieceMask(piece)
  const scaled = SCALES.map((scale) => pieceMask(piece, { scale }))
  // The counter to a piece and holes turned a few degrees: every scale at every angle.
  const turned = SCALES.flatMap((scale) => ANGLES.map((angle) => pieceMask(piece, { scale, angle })))
  const maps = {
    edge: edgeNcc(boxBlur(sobel(g, W, H), W, H, 1), scaled),
    'edge-median': maxMaps([edgeNcc(e3, turned), edgeNcc(boxBlur(sobel(g5, W, H), W, H, 1), turned)]),
    dark: maxMaps(ANGLES.map((angle) => darkMap(g3, pieceMask(piece, { angle })))),
    content: contentMap(g, piece, mask),
    seam: seamMap(back, piece, mask),
  }
  const z = Object.fromEntries(Object.entries(maps).map(([k, m]) => [k, zScores(m)]))
  const sum = new Float32Array(MAP_W * MAP_H)
  for (const m of Object.values(z)) for (let i = 0; i < sum.length; i++) sum[i] += m[i]
  const spots = Object.fromEntries(Object.entries(maps).map(([k, m]) => [k, best(m)]))
  spots.ensemble = best(sum)

  // The counter to decoys that are the piece turned or mirrored: how well each turn or mirror of
  // the piece fits (edges after a median filter, plus darkness) at every spot. Every hole is a peak
  // of the best of them; the real one is where the piece fits better upright than turned. Turns
  // that give the piece's own shape back (a symmetric piece) are left out.
  const turns = TURNS.filter((t, i) => i === 0 || overlap(pieceMask(piece, t), mask) < 0.95)
  const fits = turns.map((t) => {
    const masks = SCALES.map((scale) => pieceMask(piece, { scale, ...t }))
    return addMaps(zScores(edgeNcc(e3, masks)), zScores(darkMap(g3, pieceMask(piece, t))))
  })
  const candidates = peaks(maxMaps(fits), 5, 30)
  for (const p of peaks(sum, 3, 30)) {
    if (!candidates.some((c) => Math.abs(c.x - p.x) < 6 && Math.abs(c.y - p.y) < 6)) candidates.push(p)
  }
  const shapes = shapeMargins(g3, mask, candidates)
  candidates.forEach((c, i) => {
    const f = fits.map((m) => near(m, c, 3))
    c.upright = turns.length > 1 ? f[0] - Math.max(...f.slice(1)) : 0
    c.shape = shapes[i]
    c.ensemble = near(sum, c)
  })
  const pickBy = (key) => {
    const c = candidates.reduce((a, b) => (b[key] > a[key] ? b : a))
    return { x: c.x, y: c.y, score: c[key] }
  }
  spots.turned = pickBy('upright')
  spots.shapes = pickBy('shape')
  // The answer sent: the ensemble's spot when it stands alone (a picture without decoys), else the
  // candidate read as the piece's shape.
  const [first, second] = candidates.map((c) => c.ensemble).sort((a, b) => b - a)
  spots.answer = (first ?? 0) - (second ?? 0) >= LONE_HOLE_LEAD ? spots.ensemble : spots.shapes
  return { answer: spots.answer, spots }
}

// ── the attack over HTTP ────────────────────────────────────────────────────────────────────

const onTarget = (p, a) => (Math.round(p.x) - a.x) ** 2 + (Math.round(p.y) - a.y) ** 2 <= TOLERANCE ** 2

async function json(res) {
  const body = await res.json()
  if (!res.ok || body.success === false)
    throw new Error(`${res.status} ${JSON.stringify(body).slice(0, 200)}`)
  return body.result
}

async function attack(base, { n, type, peek, save }) {
  const methods = {}
  const times = []
  let passed = 0
  for (let i = 0; i < n; i++) {
    const uuid = randomUUID()
    const pictures = await json(await fetch(`${base}/common/common/slider/${type}`, { headers: { uuid } }))
    const started = performance.now()
    const { answer, spots } = await solve(pictures.backImage, pictures.slidingImage)
    times.push(performance.now() - started)
    const verdict = await json(
      await fetch(`${base}/common/common/slider/${type}`, {
        method: 'POST',
        headers: { uuid, 'content-type': 'application/json' },
        body: JSON.stringify({ verificationEnums: type, xPos: answer.x, yPos: answer.y }),
      }),
    )
    if (verdict === true) passed++
    if (peek || save) {
      const truth = await json(await fetch(`${base}/dev/slider/${type}`, { headers: { uuid } }))
      const hole = { x: truth.xPos, y: truth.yPos }
      for (const [k, p] of Object.entries(spots)) methods[k] = (methods[k] ?? 0) + (onTarget(p, hole) ? 1 : 0)
      if (save) {
        mkdirSync(save, { recursive: true })
        const stem = path.join(save, String(i).padStart(3, '0'))
        const kind = pictures.backImage.startsWith('data:image/jpeg') ? 'jpg' : 'png'
        writeFileSync(`${stem}-back.${kind}`, Buffer.from(pictures.backImage.split(',')[1], 'base64'))
        writeFileSync(`${stem}-piece.png`, Buffer.from(pictures.slidingImage.split(',')[1], 'base64'))
        writeFileSync(`${stem}.json`, JSON.stringify({ hole, verdict, spots }))
      }
    }
  }
  times.sort((a, b) => a - b)
  return {
    server: base,
    type,
    challenges: n,
    passed,
    passRate: Number((passed / n).toFixed(3)),
    msPerSolve: {
      mean: Math.round(times.reduce((a, b) => a + b, 0) / n),
      p50: Math.round(times[Math.floor(n / 2)]),
      p95: Math.round(times[Math.floor(n * 0.95)]),
    },
    ...(peek || save ? { onTargetByMethod: methods } : {}),
  }
}

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2]
  if (!base?.startsWith('http')) {
    console.error(
      'usage: node bench/slider-solver.mjs <server url> [--n 200] [--type LOGIN] [--peek] [--save dir]',
    )
    process.exit(2)
  }
  const result = await attack(base.replace(/\/$/, ''), {
    n: Number(option('n', '200')),
    type: option('type', 'LOGIN'),
    peek: process.argv.includes('--peek'),
    save: option('save', null),
  })
  console.log(JSON.stringify(result, null, 2))
}
