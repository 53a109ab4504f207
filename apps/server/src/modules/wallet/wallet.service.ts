/**
 * The only way HK$ moves in a wallet (docs/product/money.md, "The three ledgers"): `walletDebit` and
 * `walletCredit` append a ledger row and change the balance together, in the caller's transaction
 * (inside a savepoint), with the coin ledger's discipline (modules/coins/coins.service.ts). The
 * balance never goes below zero, also under concurrent debits (a conditional UPDATE on the account
 * row; a CHECK backs it up); an idempotency key makes a repeated move a no-op. Amounts are exact
 * Money, numeric(12,2) in SQL; no float anywhere.
 */
import { ErrorCode, formatMoney, type Money, moneyOf, moneyText, type WalletReason } from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import {
  changeBalance,
  ensureAccount,
  findAccount,
  findEntryByKey,
  insertEntry,
  pageEntries,
  type WalletLedgerRow,
} from './wallet.repo.ts'

export type { WalletLedgerRow }

export interface WalletMove {
  memberId: number
  /** HK$, > 0. */
  amount: Money
  reason: WalletReason
  /** What it was for: an order sn, a recharge sn, a withdrawal id. */
  ref?: string
  /** Same key, same effect: a repeat returns the first result and moves nothing. */
  key: string
}

export interface WalletResult {
  entry: WalletLedgerRow
  /** The balance after the move (after the first move, for a repeat). */
  balance: Money
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

const repeatOf = (entry: WalletLedgerRow): WalletResult => ({
  entry,
  balance: moneyOf(entry.balanceAfter),
  repeated: true,
})

export const insufficient = (need: Money, have: Money) =>
  new AppError(409, ErrorCode.WALLET_INSUFFICIENT, 'wallet.insufficient', {
    need: formatMoney(need),
    have: formatMoney(have),
  })

async function move(ctx: AppContext, db: DbOrTx, m: WalletMove, sign: 1n | -1n): Promise<WalletResult> {
  if (m.amount <= 0n) throw new RangeError(`wallet amount must be positive: ${m.amount}`)
  const existing = await findEntryByKey(db, m.key)
  if (existing) return repeatOf(existing)
  const signed = moneyText((sign * m.amount) as Money)
  try {
    // A savepoint, so a lost race on the key leaves the caller's transaction usable.
    return await db.transaction(async (tx) => {
      await ensureAccount(tx, m.memberId)
      const balance = await changeBalance(tx, m.memberId, signed)
      if (balance === null) throw insufficient(m.amount, await walletBalance(tx, m.memberId))
      const entry = await insertEntry(tx, {
        memberId: m.memberId,
        amount: signed,
        reason: m.reason,
        ref: m.ref ?? '',
        balanceAfter: balance,
        idempotencyKey: m.key,
        createdAt: ctx.clock.now(),
      })
      return { entry, balance: moneyOf(balance), repeated: false }
    })
  } catch (err) {
    if (!isUniqueViolation(err)) throw err
    const winner = await findEntryByKey(db, m.key)
    if (!winner) throw err
    return repeatOf(winner)
  }
}

/** Takes money from the wallet or throws 409 34010 (nothing written). */
export function walletDebit(ctx: AppContext, tx: DbOrTx, m: WalletMove): Promise<WalletResult> {
  return move(ctx, tx, m, -1n)
}

/** Puts money into the wallet (a recharge, a refund, a refused withdrawal, a sale's income). */
export function walletCredit(ctx: AppContext, tx: DbOrTx, m: WalletMove): Promise<WalletResult> {
  return move(ctx, tx, m, 1n)
}

/** The member's balance (0 before their first move), in `db`: the caller's transaction or the database. */
export async function walletBalance(db: DbOrTx, memberId: number): Promise<Money> {
  const account = await findAccount(db, memberId)
  return moneyOf(account?.balance ?? '0.00')
}

/** The member's wallet history (MoneyManagement), newest first. */
export function walletHistory(
  ctx: AppContext,
  memberId: number,
  paging: { pageNumber: number; pageSize: number },
) {
  return pageEntries(ctx.db, memberId, (paging.pageNumber - 1) * paging.pageSize, paging.pageSize)
}

/** The ledger entry a wallet move with this idempotency key wrote, or null. */
export function walletEntryByKey(db: DbOrTx, key: string): Promise<WalletLedgerRow | null> {
  return findEntryByKey(db, key)
}
