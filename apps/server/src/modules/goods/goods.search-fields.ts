/**
 * The listing's search fields (goods.search_text, goods.search_vector) are search's to compute:
 * search hears `goods.saved` and hands them back here, in the listing's transaction, so the row is
 * written only by goods (docs/decisions.md, "Search owns its text").
 */
import type { SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { setSearchFields } from './goods.write.repo.ts'

/** Writes what search computed for the listing (`searchVector` is a SQL expression of search's). */
export async function writeSearchFields(
  tx: DbOrTx,
  goodsId: number,
  fields: { searchText: string; searchVector: SQL },
): Promise<void> {
  await setSearchFields(tx, goodsId, fields)
}
