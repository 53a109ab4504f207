/** Footprint rows → `Footprint` (a card and when it was last viewed). */
import type { Footprint } from '@kaifong/contract'
import { presentCard } from '../goods/index.ts'
import type { FootprintRow } from './footprints.repo.ts'

export function presentFootprint(row: FootprintRow, now: Date): Footprint {
  // Added to the card, not spread into a new object (spreading a card is slow, see presentDetail).
  return Object.assign(presentCard(row, now), { viewTime: row.viewedAt.toISOString() })
}
