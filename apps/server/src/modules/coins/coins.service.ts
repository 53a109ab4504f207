/**
 * The only way coins move (docs/product/domain-rules.md): `earn` and `spend` append a ledger row and change the
 * balance in one transaction. The balance never goes below zero, also under concurrent spends
 * (a conditional UPDATE on the account row); an idempotency key makes a repeated call a no-op.
 */
import type { CoinReason } from '@kaifong/contract'
import { ErrorCode } from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { notifyCoinChange } from '../notices/index.ts'
import {
  changeBalance,
  ensureAccount,
  insertEntry,
  type LedgerRow,
  pageEntries,
  balanceOf as readBalance,
  findEntryByKey as readEntryByKey,
} from './coins.repo.ts'

export interface CoinMove {
  memberId: number
  /** Whole coins, > 0. */
  amount: number
  reason: CoinReason
  /** What it was for, e.g. a goods id. */
  ref?: string
  /** Same key, same effect: a repeat returns the first result and moves nothing. */
  key: string
  /** Tell the member with a SYSTEM_POINT_CHANGE notice (system-made changes), one per day and direction. */
  notice?: boolean
}

export interface CoinResult {
  entry: LedgerRow
  balance: number
  /** True when the key had been used: nothing moved this time. */
  repeated: boolean
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && i < 4; i++) {
    if ((e as { code?: string }).code === '23505') return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}

async function move(ctx: AppContext, db: DbOrTx, m: CoinMove, sign: 1 | -1): Promise<CoinResult> {
  if (!Number.isSafeInteger(m.amount) || m.amount <= 0) throw new Error(`bad coin amount ${m.amount}`)
  const existing = await findEntryByKey(db, m.key)
  if (existing) return { entry: existing, balance: existing.balanceAfter, repeated: true }
  try {
    // A savepoint, so a lost race on the key leaves the caller's transaction usable.
    return await db.transaction(async (tx) => {
      await ensureAccount(tx, m.memberId)
      const balance = await changeBalance(tx, m.memberId, sign * m.amount)
      if (balance === null) {
        const have = await balanceOf(tx, m.memberId)
        throw new AppError(409, ErrorCode.INSUFFICIENT_COINS, 'coins.insufficient', { need: m.amount, have })
      }
      const entry = await insertEntry(tx, {
        memberId: m.memberId,
        amount: sign * m.amount,
        reason: m.reason,
        ref: m.ref ?? '',
        balanceAfter: balance,
        idempotencyKey: m.key,
        createdAt: ctx.clock.now(),
      })
      if (m.notice) {
        const direction = sign > 0 ? 'INCREASE' : 'REDUCE'
        await notifyCoinChange(ctx, tx, m.memberId, {
          direction,
          amount: m.amount,
          reason: m.reason,
          balance,
        })
      }
      return { entry, balance, repeated: false }
    })
  } catch (err) {
    if (!isUniqueViolation(err)) throw err
    const winner = await findEntryByKey(db, m.key)
    if (!winner) throw err
    return { entry: winner, balance: winner.balanceAfter, repeated: true }
  }
}

export function earn(ctx: AppContext, m: CoinMove, db: DbOrTx = ctx.db): Promise<CoinResult> {
  return move(ctx, db, m, 1)
}

/** Takes coins or throws 40001 (nothing written). */
export function spend(ctx: AppContext, m: CoinMove, db: DbOrTx = ctx.db): Promise<CoinResult> {
  return move(ctx, db, m, -1)
}

export function coinBalance(ctx: AppContext, memberId: number): Promise<number> {
  return balanceOf(ctx.db, memberId)
}

/** The member's coin history, newest first. */
export function coinHistory(
  ctx: AppContext,
  memberId: number,
  paging: { pageNumber: number; pageSize: number },
) {
  return pageEntries(ctx.db, memberId, (paging.pageNumber - 1) * paging.pageSize, paging.pageSize)
}

/** The member's balance (0 before their first coin), in `db`: the caller's transaction or the database. */
export function balanceOf(db: DbOrTx, memberId: number): Promise<number> {
  return readBalance(db, memberId)
}

/** The ledger entry a coin move with this idempotency key wrote, or null. */
export function findEntryByKey(db: DbOrTx, key: string): Promise<LedgerRow | null> {
  return readEntryByKey(db, key)
}
