/**
 * A listing's content was written (`goods.saved`, in its transaction): search computes its search
 * text and vector (search-fields.ts) from its title, description and category path's names in all
 * three languages, and goods writes them on the row in the same transaction, so the listing is
 * never found by words it no longer has (docs/decisions.md, "Search owns its text").
 */
import type { AppContext } from '../../lib/context.ts'
import { categoryNames } from '../categories/index.ts'
import { writeSearchFields } from '../goods/index.ts'
import { searchFieldsOf } from './search-fields.ts'

export function searchListeners(ctx: AppContext): void {
  ctx.events.on('goods.saved', async ({ tx, goodsId, name, intro, categoryPath }) => {
    const names = await categoryNames(tx, categoryPath)
    const categoryTexts = categoryPath.flatMap((id) => {
      const n = names.get(id)
      return n ? [n['zh-Hant'], n['zh-Hans'], n.en] : []
    })
    await writeSearchFields(tx, goodsId, searchFieldsOf(name, intro, categoryTexts))
  })
}
