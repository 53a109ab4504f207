// Image primitives and score maps for the slider solver (bench/slider-solver.mjs): plain loops over
// grey pictures, as an attacker without OpenCV would write them. Every map holds a score for each
// spot the hole's top-left corner can take (x 60–240, y 0–90).
import sharp from 'sharp'

const W = 300
const H = 150
const P = 60
const X_MIN = 60
const X_MAX = W - P
const Y_MAX = H - P
const TOLERANCE = 6.5
const SCALES = [0.94, 1, 1.06]
const ANGLES = [-6, -3, 0, 3, 6]

// ── pictures ────────────────────────────────────────────────────────────────────────────────

async function decode(dataUrl) {
  const buf = Buffer.from(String(dataUrl).replace(/^data:[^,]*,/, ''), 'base64')
  const { data, info } = await sharp(buf).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { w: info.width, h: info.height, data }
}

function grey(img) {
  const out = new Float32Array(img.w * img.h)
  for (let i = 0; i < out.length; i++) {
    out[i] = 0.299 * img.data[i * 4] + 0.587 * img.data[i * 4 + 1] + 0.114 * img.data[i * 4 + 2]
  }
  return out
}

function median(g, w, h, r) {
  const out = new Float32Array(g.length)
  const win = new Float32Array((2 * r + 1) ** 2)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let n = 0
      for (let dy = -r; dy <= r; dy++) {
        const yy = Math.min(h - 1, Math.max(0, y + dy))
        for (let dx = -r; dx <= r; dx++) {
          // Insertion sort as the window fills: a few dozen values.
          const v = g[yy * w + Math.min(w - 1, Math.max(0, x + dx))]
          let j = n++
          while (j > 0 && win[j - 1] > v) {
            win[j] = win[j - 1]
            j--
          }
          win[j] = v
        }
      }
      out[y * w + x] = win[n >> 1]
    }
  }
  return out
}

function boxBlur(g, w, h, r) {
  const out = new Float32Array(g.length)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let s = 0
      let n = 0
      for (let dy = -r; dy <= r; dy++) {
        const yy = y + dy
        if (yy < 0 || yy >= h) continue
        for (let dx = -r; dx <= r; dx++) {
          const xx = x + dx
          if (xx < 0 || xx >= w) continue
          s += g[yy * w + xx]
          n++
        }
      }
      out[y * w + x] = s / n
    }
  }
  return out
}

function sobel(g, w, h) {
  const out = new Float32Array(g.length)
  const at = (x, y) => g[Math.min(h - 1, Math.max(0, y)) * w + Math.min(w - 1, Math.max(0, x))]
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const gx =
        at(x + 1, y - 1) +
        2 * at(x + 1, y) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x - 1, y) -
        at(x - 1, y + 1)
      const gy =
        at(x - 1, y + 1) +
        2 * at(x, y + 1) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x, y - 1) -
        at(x + 1, y - 1)
      out[y * w + x] = Math.hypot(gx, gy)
    }
  }
  return out
}

function integral(g, w, h) {
  const s = new Float64Array((w + 1) * (h + 1))
  const s2 = new Float64Array((w + 1) * (h + 1))
  for (let y = 0; y < h; y++) {
    let row = 0
    let row2 = 0
    for (let x = 0; x < w; x++) {
      const v = g[y * w + x]
      row += v
      row2 += v * v
      s[(y + 1) * (w + 1) + x + 1] = s[y * (w + 1) + x + 1] + row
      s2[(y + 1) * (w + 1) + x + 1] = s2[y * (w + 1) + x + 1] + row2
    }
  }
  const box = (t, x, y, bw, bh) =>
    t[(y + bh) * (w + 1) + x + bw] - t[y * (w + 1) + x + bw] - t[(y + bh) * (w + 1) + x] + t[y * (w + 1) + x]
  return { sum: (x, y, bw, bh) => box(s, x, y, bw, bh), sum2: (x, y, bw, bh) => box(s2, x, y, bw, bh) }
}

// ── the piece's shape ───────────────────────────────────────────────────────────────────────

/**
 * The piece's mask (alpha over half) as the piece would look scaled by `scale`, mirrored, and
 * turned by `angle` degrees clockwise about its box's centre (nearest neighbour).
 */
function pieceMask(piece, { scale = 1, angle = 0, mirror = false } = {}) {
  const m = new Uint8Array(P * P)
  const c = (P - 1) / 2
  const cos = Math.cos((-angle * Math.PI) / 180)
  const sin = Math.sin((-angle * Math.PI) / 180)
  for (let y = 0; y < P; y++) {
    for (let x = 0; x < P; x++) {
      const u = ((x - c) * cos - (y - c) * sin) / scale
      const v = ((x - c) * sin + (y - c) * cos) / scale
      const sx = Math.round(c + (mirror ? -u : u))
      const sy = Math.round(c + v)
      if (sx < 0 || sy < 0 || sx >= P || sy >= P) continue
      m[y * P + x] = piece.data[(sy * P + sx) * 4 + 3] > 128 ? 1 : 0
    }
  }
  return m
}

/** The shapes a decoy could have: the piece turned a quarter, a half, three quarters, or mirrored. */
const TURNS = [0, 90, 180, 270].flatMap((angle) => [
  { angle, mirror: false },
  { angle, mirror: true },
])

/** Grows (r > 0) or shrinks (r < 0) a mask of side `side` by |r| px (a disc). */
function morph(m, r, side = P) {
  const out = new Uint8Array(side * side)
  const rr = Math.abs(r)
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      let any = false
      let all = true
      for (let dy = -rr; dy <= rr; dy++) {
        for (let dx = -rr; dx <= rr; dx++) {
          if (dx * dx + dy * dy > rr * rr) continue
          const xx = x + dx
          const yy = y + dy
          const v = xx >= 0 && yy >= 0 && xx < side && yy < side ? m[yy * side + xx] : 0
          if (v) any = true
          else all = false
        }
      }
      out[y * side + x] = (r > 0 ? any : all) ? 1 : 0
    }
  }
  return out
}

/** The mask in a box `pad` px larger each way, so it can grow past the piece's box. */
function padded(m, pad) {
  const side = P + 2 * pad
  const out = new Uint8Array(side * side)
  for (let y = 0; y < P; y++) for (let x = 0; x < P; x++) out[(y + pad) * side + x + pad] = m[y * P + x]
  return out
}

/** The mask's pixels as x, y pairs, relative to the piece's box (`pad`: the mask's own margin). */
const pixelsOf = (m, side = P, pad = 0) => {
  const pts = []
  for (let i = 0; i < m.length; i++) if (m[i]) pts.push((i % side) - pad, Math.floor(i / side) - pad)
  return Int16Array.from(pts)
}

/** The mask's outline: its pixels with a 4-neighbour outside it. */
function outline(m) {
  const o = new Uint8Array(P * P)
  for (let y = 0; y < P; y++) {
    for (let x = 0; x < P; x++) {
      if (!m[y * P + x]) continue
      const off = (dx, dy) => {
        const xx = x + dx
        const yy = y + dy
        return xx < 0 || yy < 0 || xx >= P || yy >= P || !m[yy * P + xx]
      }
      if (off(1, 0) || off(-1, 0) || off(0, 1) || off(0, -1)) o[y * P + x] = 1
    }
  }
  return o
}

// ── score maps ──────────────────────────────────────────────────────────────────────────────

const MAP_W = X_MAX - X_MIN + 1
const MAP_H = Y_MAX + 1

function mapOf(score) {
  const map = new Float32Array(MAP_W * MAP_H)
  for (let y = 0; y <= Y_MAX; y++)
    for (let x = X_MIN; x <= X_MAX; x++) map[y * MAP_W + x - X_MIN] = score(x, y)
  return map
}

/** Where each of a mask's pixels is in the picture's array, from the box's top-left corner. */
const offsetsOf = (pts) =>
  Int32Array.from({ length: pts.length / 2 }, (_, i) => pts[2 * i + 1] * W + pts[2 * i])

/** NCC of a binary template (its pixels `pts`, in the P×P box) with image `g`, at every spot. */
function binaryNcc(g, pts) {
  const ii = integral(g, W, H)
  const k = pts.length / 2
  const n = P * P
  const varT = k * (1 - k / n)
  const offsets = offsetsOf(pts)
  return mapOf((x, y) => {
    const base = y * W + x
    let s = 0
    for (let i = 0; i < offsets.length; i++) s += g[base + offsets[i]]
    const sum = ii.sum(x, y, P, P)
    const varG = ii.sum2(x, y, P, P) - (sum * sum) / n
    return varG > 1e-6 ? (s - (k * sum) / n) / Math.sqrt(varT * varG) : 0
  })
}

function maxMaps(maps) {
  const out = new Float32Array(maps[0].length)
  out.fill(-Infinity)
  for (const m of maps) for (let i = 0; i < m.length; i++) out[i] = Math.max(out[i], m[i])
  return out
}

/** A mask's pixels as horizontal runs [dy, x0, x1), so a sum over it is one lookup per run. */
function runsOf(pts) {
  const rows = new Map()
  for (let i = 0; i < pts.length; i += 2) {
    const list = rows.get(pts[i + 1]) ?? []
    list.push(pts[i])
    rows.set(pts[i + 1], list)
  }
  const runs = []
  for (const [dy, xs] of rows) {
    xs.sort((a, b) => a - b)
    let start = xs[0]
    for (let i = 1; i <= xs.length; i++) {
      if (i < xs.length && xs[i] === xs[i - 1] + 1) continue
      runs.push(dy, start, xs[i - 1] + 1)
      start = xs[i]
    }
  }
  return Int16Array.from(runs)
}

function rowPrefix(g) {
  const s = new Float64Array((W + 1) * H)
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) s[y * (W + 1) + x + 1] = s[y * (W + 1) + x] + g[y * W + x]
  return s
}

/** The mean of `g` over a mask's runs placed at (x, y); the runs are clipped to the picture. */
function runMean(prefix, runs, x, y) {
  let s = 0
  let n = 0
  for (let i = 0; i < runs.length; i += 3) {
    const yy = y + runs[i]
    if (yy < 0 || yy >= H) continue
    const a = Math.max(0, x + runs[i + 1])
    const b = Math.min(W, x + runs[i + 2])
    if (b <= a) continue
    s += prefix[yy * (W + 1) + b] - prefix[yy * (W + 1) + a]
    n += b - a
  }
  return n ? s / n : 0
}

function darkMap(g, mask) {
  const pad = 6
  const side = P + 2 * pad
  const big = padded(mask, pad)
  const inside = runsOf(pixelsOf(morph(mask, -2)))
  const grown = morph(big, 5, side)
  const near = morph(big, 1, side)
  const ring = runsOf(
    pixelsOf(
      grown.map((v, i) => (v && !near[i] ? 1 : 0)),
      side,
      pad,
    ),
  )
  const prefix = rowPrefix(g)
  return mapOf((x, y) => {
    const out = runMean(prefix, ring, x, y)
    return (out - runMean(prefix, inside, x, y)) / (out + 16)
  })
}

function contentMap(g, piece, mask) {
  const pts = pixelsOf(morph(mask, -3))
  const pg = grey(piece)
  const t = new Float32Array(pts.length / 2)
  for (let i = 0; i < t.length; i++) t[i] = pg[pts[2 * i + 1] * P + pts[2 * i]]
  const mt = t.reduce((a, b) => a + b, 0) / t.length
  let vt = 0
  for (let i = 0; i < t.length; i++) {
    t[i] -= mt
    vt += t[i] * t[i]
  }
  const offsets = offsetsOf(pts)
  const runs = runsOf(pts)
  const prefix = rowPrefix(g)
  const prefix2 = rowPrefix(g.map((v) => v * v))
  const n = t.length
  return mapOf((x, y) => {
    const base = y * W + x
    let s = 0
    for (let i = 0; i < n; i++) s += t[i] * g[base + offsets[i]]
    const mean = runMean(prefix, runs, x, y)
    const vg = n * (runMean(prefix2, runs, x, y) - mean * mean)
    return vg > 1e-6 && vt > 1e-6 ? s / Math.sqrt(vt * vg) : 0
  })
}

/** Pairs of a pixel 3 px inside the piece's edge and one 4 px outside it, along the edge's normal. */
function seamPairs(mask) {
  const soft = new Float32Array(P * P)
  for (let i = 0; i < soft.length; i++) soft[i] = mask[i]
  const blurred = boxBlur(soft, P, P, 2)
  const edge = pixelsOf(outline(mask))
  const inner = morph(mask, -2)
  const outer = morph(padded(mask, 6), 2, P + 12)
  const pairs = []
  const seen = new Set()
  for (let i = 0; i < edge.length; i += 2) {
    const x = edge[i]
    const y = edge[i + 1]
    const at = (u, v) => blurred[Math.min(P - 1, Math.max(0, v)) * P + Math.min(P - 1, Math.max(0, u))]
    const nx = at(x + 1, y) - at(x - 1, y)
    const ny = at(x, y + 1) - at(x, y - 1)
    const len = Math.hypot(nx, ny)
    if (len < 1e-3) continue
    const ix = Math.round(x + (3 * nx) / len)
    const iy = Math.round(y + (3 * ny) / len)
    const ox = Math.round(x - (4 * nx) / len)
    const oy = Math.round(y - (4 * ny) / len)
    if (ix < 0 || iy < 0 || ix >= P || iy >= P || !inner[iy * P + ix]) continue
    if (outer[(oy + 6) * (P + 12) + ox + 6]) continue
    const key = `${ix},${iy},${ox},${oy}`
    if (seen.has(key)) continue
    seen.add(key)
    pairs.push(ix, iy, ox, oy)
  }
  return pairs
}

function seamMap(back, piece, mask) {
  const pairs = seamPairs(mask)
  const t = []
  for (let i = 0; i < pairs.length; i += 4) {
    for (let c = 0; c < 3; c++) t.push(piece.data[(pairs[i + 1] * P + pairs[i]) * 4 + c])
  }
  return mapOf((x, y) => {
    let st = 0
    let sb = 0
    let stt = 0
    let sbb = 0
    let stb = 0
    let n = 0
    for (let i = 0, j = 0; i < pairs.length; i += 4, j += 3) {
      const bx = x + pairs[i + 2]
      const by = y + pairs[i + 3]
      if (bx < 0 || by < 0 || bx >= W || by >= H) continue
      for (let c = 0; c < 3; c++) {
        const a = t[j + c]
        const b = back.data[(by * W + bx) * 4 + c]
        st += a
        sb += b
        stt += a * a
        sbb += b * b
        stb += a * b
        n++
      }
    }
    if (n < 30) return 0
    const cov = stb - (st * sb) / n
    const va = stt - (st * st) / n
    const vb = sbb - (sb * sb) / n
    return va > 1e-6 && vb > 1e-6 ? cov / Math.sqrt(va * vb) : 0
  })
}

// ── choosing ────────────────────────────────────────────────────────────────────────────────

/** Robust z-scores: distance from the median in median absolute deviations (estimated from every 5th spot). */
function zScores(map) {
  const sample = Float32Array.from({ length: Math.ceil(map.length / 5) }, (_, i) => map[i * 5]).sort()
  const med = sample[sample.length >> 1]
  const dev = sample.map((v) => Math.abs(v - med)).sort()
  const mad = dev[dev.length >> 1] * 1.4826 || 1e-6
  return Float32Array.from(map, (v) => (v - med) / mad)
}

const spotOf = (i) => ({ x: (i % MAP_W) + X_MIN, y: Math.floor(i / MAP_W) })

function best(map) {
  let bi = 0
  for (let i = 1; i < map.length; i++) if (map[i] > map[bi]) bi = i
  return { ...spotOf(bi), score: map[bi] }
}

/** The k best spots at least `gap` px apart (non-maximum suppression). */
function peaks(map, k, gap) {
  const order = Array.from(map.keys()).sort((a, b) => map[b] - map[a])
  const found = []
  for (const i of order) {
    const p = spotOf(i)
    if (found.some((f) => Math.abs(f.x - p.x) < gap && Math.abs(f.y - p.y) < gap)) continue
    found.push({ ...p, score: map[i] })
    if (found.length === k) break
  }
  return found
}

/** The best value of `map` within `r` px of a spot (the maps' peaks may sit a pixel or two apart). */
function near(map, p, r = 2) {
  let v = -Infinity
  for (let y = Math.max(0, p.y - r); y <= Math.min(Y_MAX, p.y + r); y++) {
    for (let x = Math.max(X_MIN, p.x - r); x <= Math.min(X_MAX, p.x + r); x++)
      v = Math.max(v, map[y * MAP_W + x - X_MIN])
  }
  return v
}

function addMaps(a, b) {
  return Float32Array.from(a, (v, i) => v + b[i])
}

const edgeNcc = (edges, masks) => maxMaps(masks.map((m) => binaryNcc(edges, pixelsOf(outline(m)))))

const overlap = (a, b) => {
  let both = 0
  let either = 0
  for (let i = 0; i < a.length; i++) {
    both += a[i] & b[i]
    either += a[i] | b[i]
  }
  return both / Math.max(1, either)
}

export {
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
  morph,
  near,
  outline,
  overlap,
  P,
  padded,
  peaks,
  pieceMask,
  pixelsOf,
  rowPrefix,
  runMean,
  runsOf,
  SCALES,
  seamMap,
  sobel,
  TOLERANCE,
  TURNS,
  W,
  X_MAX,
  Y_MAX,
  zScores,
}
