/**
 * Notices of shop applications (docs/product/shops.md, docs/product/states-and-notices.md): the
 * applicant hears of an operator's decision, in the decision's transaction — SHOP_APPROVED leads to
 * the new shop's page, SHOP_REFUSED (with the operator's reason) back to /shopEntry.
 */
import type { AppContext } from '../../lib/context.ts'
import { localized } from '../../lib/messages.ts'
import { notify } from './notices.service.ts'

export function shopNoticesListeners(ctx: AppContext): void {
  ctx.events.on('shop.approved', async ({ tx, shop }) => {
    await notify(ctx, tx, shop.memberId, 'SHOP_APPROVED', {
      title: localized('notice.shop.approved.title'),
      content: localized('notice.shop.approved.content', { name: shop.name }),
      link: `/merchant?id=${shop.id}`,
    })
  })

  ctx.events.on('shop.refused', async ({ tx, shop, reason }) => {
    await notify(ctx, tx, shop.memberId, 'SHOP_REFUSED', {
      title: localized('notice.shop.refused.title'),
      content: localized('notice.shop.refused.content', { name: shop.name, reason }),
      link: '/shopEntry',
    })
  })
}
