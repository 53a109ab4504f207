/** A member's look at someone else's listing moves it to the top of their history (lib/events.ts). */
import type { AppContext } from '../../lib/context.ts'
import { recordFootprint } from './footprints.repo.ts'

export function footprintsListeners(ctx: AppContext): void {
  ctx.events.on('goods.viewed', async ({ memberId, goodsId, at }) => {
    await recordFootprint(ctx.db, memberId, goodsId, at)
  })
}
