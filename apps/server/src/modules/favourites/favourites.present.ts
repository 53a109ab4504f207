/** Favourite rows → `Collection` (a card and when it was favourited). */
import type { Collection } from '@kaifong/contract'
import { presentCard } from '../goods/index.ts'
import type { CollectionRow } from './favourites.repo.ts'

export function presentCollection(row: CollectionRow, now: Date): Collection {
  // Added to the card, not spread into a new object (spreading a card is slow, see presentDetail).
  return Object.assign(presentCard(row, now), { collectTime: row.collectedAt.toISOString() })
}
