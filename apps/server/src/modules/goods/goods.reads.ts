/**
 * A listing by id for other modules' rules (favourites, reports, chat, related listings, share
 * pages): the row as stored, deleted ones too, so the caller decides what it may see.
 */
import type { DbOrTx } from '../../db/client.ts'
import * as repo from './goods.repo.ts'

export type { GoodsRow } from './goods.repo.ts'

/** The listing, or undefined. */
export function findGoods(db: DbOrTx, id: number): Promise<repo.GoodsRow | undefined> {
  return repo.findGoods(db, id)
}

/** The listing, its row locked for the caller's transaction (FOR UPDATE), or undefined. */
export function findGoodsForUpdate(db: DbOrTx, id: number): Promise<repo.GoodsRow | undefined> {
  return repo.findGoodsForUpdate(db, id)
}
