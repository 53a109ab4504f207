/**
 * The welcome coins (docs/product/domain-rules.md, "Coins"): each new member gets the site's
 * `welcomeCoins` (site settings, set by operators; by default a first 7-day listing) once, through
 * the ledger with one key per member, so a repeat or a concurrent call moves nothing more. Paid in
 * the registration's transaction (the member.registered event): a member exists with them or not at all.
 */
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { type CoinResult, earn } from '../coins/index.ts'
import { welcomeCoins } from '../site/index.ts'

export const welcomeKey = (memberId: number) => `welcome:${memberId}`

/** Pays the member the welcome amount set now; null when it is 0 (nothing is written). */
export async function payWelcome(ctx: AppContext, db: DbOrTx, memberId: number): Promise<CoinResult | null> {
  const amount = await welcomeCoins(db)
  if (amount === 0) return null
  return earn(ctx, { memberId, amount, reason: 'WELCOME', key: welcomeKey(memberId), notice: true }, db)
}
