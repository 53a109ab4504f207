/**
 * Search's answers (docs/listings-api.md, `es`, `es/related`): pages of cards with how the keyword
 * matched. A card is goods' (`CardRow` read through goods' face, goods.cards.ts, and goods'
 * `presentCard`), so every list shows a listing the same way.
 */
import type { GoodsCard, SearchInfo } from '@kaifong/contract'
import { page } from '../../lib/envelope.ts'
import { type CardRow, presentCard } from '../goods/index.ts'

export function presentCards(rows: readonly CardRow[], now: Date): GoodsCard[] {
  return rows.map((r) => presentCard(r, now))
}

/** A page of a search's cards, with how its keyword matched (null without a keyword). */
export function presentSearchPage(
  found: { rows: readonly CardRow[]; total: number; info: SearchInfo | null },
  pageNumber: number,
  pageSize: number,
  now: Date,
) {
  return Object.assign(page(presentCards(found.rows, now), found.total, pageNumber, pageSize), {
    searchInfo: found.info,
  })
}
