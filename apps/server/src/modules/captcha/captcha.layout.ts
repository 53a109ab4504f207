/**
 * Where the decoy holes go (docs/decisions.md, "Slider captcha"): four holes in two columns of
 * two, the real one any of the four with the same chance, so where a hole is says nothing of which
 * it is. (Decoys put wherever there is room would not do: the real hole, picked first, would then
 * more often be the one in the most crowded spot, and a script that knew it would pick that one.)
 *
 * The columns a hole may take (60–240) and its rows (0–90) are treated as rings: a pattern of four
 * spots is drawn, one of them is laid on the real hole, and the others wrap round. Holes of the two
 * columns are 63–118 columns apart round the ring, so at least 63 px apart either way, and a
 * column's two holes 45 or 46 rows apart round theirs, so at least 45 px apart up or down: a hole,
 * turned a little, is at most 51 px wide and 44 px tall (captcha.shapes.ts), so none touch.
 */
import { randomInt } from 'node:crypto'
import { SLIDER_HOLE_MIN_X, SLIDER_MAX_X, SLIDER_MAX_Y } from '@kaifong/contract'

/** A top-left corner of a hole in the picture, px. */
export interface Spot {
  x: number
  y: number
}

export const DECOYS = 3
const COLUMNS = SLIDER_MAX_X - SLIDER_HOLE_MIN_X + 1
const ROWS = SLIDER_MAX_Y + 1
/** How far the second column is from the first, each way round the ring the same spread (79 + 102 = 181). */
const COLUMN_GAP = { min: 79, max: 102 } as const
/** How far a column's lower hole may lean left or right of its upper one. */
const LEAN = 8

const wrap = (v: number, ring: number) => ((v % ring) + ring) % ring

/** Half the ring of rows, 45 or 46 at random: each way round as likely, so the pair is symmetric. */
const halfRows = () => Math.floor(ROWS / 2) + randomInt(2)

function pattern(): Spot[] {
  const gap = COLUMN_GAP.min + randomInt(COLUMN_GAP.max - COLUMN_GAP.min + 1)
  const row = randomInt(ROWS)
  return [
    { x: 0, y: 0 },
    { x: randomInt(2 * LEAN + 1) - LEAN, y: halfRows() },
    { x: gap, y: row },
    { x: gap + randomInt(2 * LEAN + 1) - LEAN, y: row + halfRows() },
  ]
}

/** The decoys' top-left corners for a hole: a fresh pattern with a random one of its spots on the hole. */
export function decoySpots(hole: Spot): Spot[] {
  const spots = pattern()
  const [anchor] = spots.splice(randomInt(spots.length), 1)
  const from = anchor ?? { x: 0, y: 0 }
  return spots.map((s) => ({
    x: SLIDER_HOLE_MIN_X + wrap(hole.x - SLIDER_HOLE_MIN_X + s.x - from.x, COLUMNS),
    y: wrap(hole.y + s.y - from.y, ROWS),
  }))
}
