/**
 * Browsing history: one row per member and listing, moved forward on each look (the goods.viewed
 * event, footprints.listeners.ts). A member reads and clears only their own rows.
 */
import type { AppContext } from '../../lib/context.ts'
import { deleteFootprints, type FootprintRow, pageFootprints } from './footprints.repo.ts'

export function footprintsPage(
  ctx: AppContext,
  memberId: number,
  paging: { pageNumber: number; pageSize: number },
): Promise<{ rows: FootprintRow[]; total: number }> {
  return pageFootprints(ctx.db, memberId, (paging.pageNumber - 1) * paging.pageSize, paging.pageSize)
}

/** 'all' clears the whole history; ids that are not in it are ignored. */
export function clearFootprints(
  ctx: AppContext,
  memberId: number,
  goodsIds: number[] | 'all',
): Promise<void> {
  return deleteFootprints(ctx.db, memberId, goodsIds === 'all' ? 'all' : [...new Set(goodsIds)])
}
