/**
 * A published listing joins the alert job's queue, in the publishing transaction (so a rolled-back
 * publish leaves nothing to announce). Matching waits for the job (saved-searches.job.ts): the
 * publish costs one insert, however many searches are saved.
 */
import type { AppContext } from '../../lib/context.ts'
import { enqueueListing } from './saved-searches.repo.ts'

export function savedSearchesListeners(ctx: AppContext): void {
  ctx.events.on('goods.published', async ({ tx, goodsId, at }) => {
    await enqueueListing(tx, goodsId, at)
  })
}
