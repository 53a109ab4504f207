/**
 * Notices of withdrawals (docs/product/money.md, "Withdrawals"; docs/product/states-and-notices.md):
 * the member hears of an operator's decision, in the decision's transaction —
 * WALLET_WITHDRAWAL_DONE with the amount and where it went, WALLET_WITHDRAWAL_REFUSED with the
 * operator's reason (the amount is back in the wallet). Both lead to the wallet's history.
 */
import { formatHkd } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { localized } from '../../lib/messages.ts'
import { notify } from './notices.service.ts'

const WALLET_PAGE = '/home/me/MoneyManagement'

export function walletNoticesListeners(ctx: AppContext): void {
  ctx.events.on('withdrawal.approved', async ({ tx, withdrawal }) => {
    await notify(ctx, tx, withdrawal.memberId, 'WALLET_WITHDRAWAL_DONE', {
      title: localized('notice.withdrawal.done.title'),
      content: localized('notice.withdrawal.done.content', (lang) => ({
        amount: formatHkd(withdrawal.amount, lang),
        account: withdrawal.account,
      })),
      link: WALLET_PAGE,
    })
  })

  ctx.events.on('withdrawal.refused', async ({ tx, withdrawal, reason }) => {
    await notify(ctx, tx, withdrawal.memberId, 'WALLET_WITHDRAWAL_REFUSED', {
      title: localized('notice.withdrawal.refused.title'),
      content: localized('notice.withdrawal.refused.content', (lang) => ({
        amount: formatHkd(withdrawal.amount, lang),
        reason,
      })),
      link: WALLET_PAGE,
    })
  })
}
