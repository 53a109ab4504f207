/** Favourite rows → `Collection` (a card and when it was favourited). */
import type { Collection } from '@kaifong/contract'
import { presentCard } from '../goods/goods.present.ts'
import type { CollectionRow } from './favourites.repo.ts'

export function presentCollection(row: CollectionRow, now: Date): Collection {
  return { ...presentCard(row, now), collectTime: row.collectedAt.toISOString() }
}
