/**
 * Coins in the operator's console (docs/admin.md, "Coins"): adjusting a member's balance, the
 * member's ledger, and the coin packages and task rewards (settings coins.packages and
 * coins.rewards). An adjustment is one ledger entry (reason ADMIN_ADJUST) written through the coins
 * module, whose conditional UPDATE keeps the balance at zero or above under concurrency; a deduction
 * that would go below is refused (400 60201) and writes nothing. The member gets a
 * SYSTEM_POINT_CHANGE notice with the operator's reason, and the audit row holds the balance
 * before and after, all in one transaction.
 */
import { randomUUID } from 'node:crypto'
import { ErrorCode, moneyOf, moneyText } from '@kaifong/contract'
import type { CoinSettings } from '@kaifong/contract/admin'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { localized } from '../../lib/messages.ts'
import { type AuditActor, recordAudit } from '../audit/index.ts'
import { type CoinResult, coinHistory, earn, spend } from '../coins/index.ts'
import { notify } from '../notices/index.ts'
import { putSetting } from '../site/index.ts'
import { DEFAULT_REWARDS, loadRewards, type Rewards } from '../tasks/index.ts'
import { loadPackages } from '../topup/index.ts'
import { findLiveMember, lockLiveMember } from './admin-members.repo.ts'
import { memberNotFound } from './admin-members.service.ts'

export interface CoinAdjustment {
  /** Whole coins, not 0: positive adds, negative takes. */
  amount: number
  reason: string
  /** The request's Idempotency-Key: the same key for the same member moves coins once. */
  key?: string
}

function isInsufficient(err: unknown): err is AppError {
  return err instanceof AppError && err.code === ErrorCode.INSUFFICIENT_COINS
}

async function moveCoins(ctx: AppContext, tx: DbOrTx, memberId: number, a: CoinAdjustment, key: string) {
  const move = { memberId, amount: Math.abs(a.amount), reason: 'ADMIN_ADJUST' as const, key }
  try {
    return a.amount > 0 ? await earn(ctx, move, tx) : await spend(ctx, move, tx)
  } catch (err) {
    if (!isInsufficient(err)) throw err
    throw new AppError(400, ErrorCode.COINS_BELOW_ZERO, 'operations.coins.below.zero', {
      have: err.params.have ?? 0,
      need: move.amount,
    })
  }
}

function tellMember(ctx: AppContext, tx: DbOrTx, memberId: number, a: CoinAdjustment, result: CoinResult) {
  const increase = a.amount > 0
  return notify(ctx, tx, memberId, 'SYSTEM_POINT_CHANGE', {
    title: localized('notice.points.title'),
    content: localized(increase ? 'operations.coins.notice.increase' : 'operations.coins.notice.reduce', {
      reason: a.reason,
      amount: Math.abs(a.amount),
      balance: result.balance,
    }),
    pointChangeType: increase ? 'INCREASE' : 'REDUCE',
  })
}

/**
 * Adds or takes a member's coins. A repeated Idempotency-Key answers the first result and writes
 * nothing more (no notice, no audit row). Not on oneself (403 60200); a deleted or missing member
 * is 404.
 */
export async function adjustCoins(
  ctx: AppContext,
  actor: AuditActor,
  memberId: number,
  a: CoinAdjustment,
): Promise<CoinResult> {
  const now = ctx.clock.now()
  const key = `admin-adjust:${memberId}:${a.key ?? randomUUID()}`
  return ctx.db.transaction(async (tx) => {
    if (!(await lockLiveMember(tx, memberId))) throw memberNotFound()
    if (memberId === actor.admin.id)
      throw new AppError(403, ErrorCode.OPERATOR_TARGET_REFUSED, 'operations.target.refused')
    const result = await moveCoins(ctx, tx, memberId, a, key)
    if (result.repeated) return result
    await tellMember(ctx, tx, memberId, a, result)
    await recordAudit(
      tx,
      actor,
      {
        action: 'coins.adjust',
        targetType: 'member',
        targetId: memberId,
        before: { balance: result.balance - a.amount },
        after: { balance: result.balance, amount: a.amount, entryId: String(result.entry.id) },
        reason: a.reason,
      },
      now,
    )
    return result
  })
}

/** The member's ledger, newest first (404 for a deleted or missing member). */
export async function memberLedger(
  ctx: AppContext,
  memberId: number,
  paging: { pageNumber: number; pageSize: number },
) {
  if (!(await findLiveMember(ctx.db, memberId))) throw memberNotFound()
  return coinHistory(ctx, memberId, paging)
}

/** The packages on sale and the task rewards, as the site uses them now (defaults included). */
export async function coinSettings(ctx: AppContext, db: DbOrTx = ctx.db): Promise<CoinSettings> {
  const [packages, rewards] = await Promise.all([loadPackages(db), loadRewards(db)])
  return { packages, rewards }
}

/** Only the reward names the tasks module knows, in its order. */
function rewardsOf(input: Rewards): Rewards {
  const out = { ...DEFAULT_REWARDS }
  for (const name of Object.keys(DEFAULT_REWARDS) as (keyof Rewards)[]) out[name] = input[name]
  return out
}

/**
 * Saves both settings at once (validated by the contract's coinSettings). Prices are stored as
 * exact two-decimal strings ("8" becomes "8.00"). The top-up and task modules read the settings on
 * every use, so the new values apply to the next request. Audited as 'settings.coins'.
 */
export async function saveCoinSettings(ctx: AppContext, actor: AuditActor, input: CoinSettings) {
  const now = ctx.clock.now()
  const packages = input.packages.map((p) => ({
    id: p.id,
    coins: p.coins,
    price: moneyText(moneyOf(p.price)),
  }))
  const rewards = rewardsOf(input.rewards)
  return ctx.db.transaction(async (tx) => {
    const before = await coinSettings(ctx, tx)
    await putSetting(tx, 'coins.packages', packages)
    await putSetting(tx, 'coins.rewards', { ...rewards })
    const after = { packages, rewards }
    await recordAudit(
      tx,
      actor,
      { action: 'settings.coins', targetType: 'setting', targetId: 'coins', before, after },
      now,
    )
    return after
  })
}
