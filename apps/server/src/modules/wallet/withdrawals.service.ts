/**
 * Withdrawals (docs/product/money.md, "Withdrawals"): a member asks to take money out with the
 * payment password and a Hong Kong bank account or FPS proxy; the amount is debited (held) at once,
 * in the request's transaction, and one request may wait at a time. An operator with the
 * `withdrawals` right approves (has paid it out by hand) or refuses with a reason (the amount is
 * credited back); each decision is audited in its transaction and tells the member through an
 * event (notices listen).
 */
import { ErrorCode, type Money, moneyOf, type withdrawalBody } from '@kaifong/contract'
import type { withdrawalSearchQuery } from '@kaifong/contract/admin'
import type { z } from 'zod'
import type { BankAccountRow } from '../../db/schema.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { type AuditActor, recordAudit } from '../audit/index.ts'
import { checkPayPassword } from './wallet.password.ts'
import { walletCredit, walletDebit } from './wallet.service.ts'
import {
  decideWithdrawal,
  findPendingOf,
  findWithdrawal,
  insertWithdrawal,
  pageOwnWithdrawals,
  searchWithdrawals,
  type WithdrawalFilters,
  type WithdrawalRow,
} from './withdrawals.repo.ts'

export type { WithdrawalRow }

type WithdrawalInput = z.output<typeof withdrawalBody>
type SearchQuery = z.output<typeof withdrawalSearchQuery>

const pending = () => new AppError(409, ErrorCode.WITHDRAWAL_PENDING, 'withdrawal.pending')
const notFound = () => new AppError(404, ErrorCode.WITHDRAWAL_NOT_FOUND, 'withdrawal.not.found')
const decided = () => new AppError(409, ErrorCode.WITHDRAWAL_DECIDED, 'withdrawal.decided')

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && i < 4; i++) {
    if ((e as { code?: string }).code === '23505') return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}

/**
 * A member's request: the payment password first (its own committed count), then in one
 * transaction the request and the debit that holds its amount (409 34010 when the balance is
 * short, 409 34020 when one already waits, also when two requests race).
 */
export async function requestWithdrawal(
  ctx: AppContext,
  memberId: number,
  body: WithdrawalInput,
): Promise<WithdrawalRow> {
  if (await findPendingOf(ctx.db, memberId)) throw pending()
  await checkPayPassword(ctx, memberId, body.password)
  const amount: Money = moneyOf(body.amount)
  const { account } = body
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await insertWithdrawal(tx, {
        memberId,
        amount: body.amount,
        bankAccount: {
          bank: account.method === 'FPS' ? 'FPS' : account.bank,
          holder: account.holder,
          account: account.account,
        },
        createdAt: ctx.clock.now(),
      })
      await walletDebit(ctx, tx, {
        memberId,
        amount,
        reason: 'WITHDRAW',
        ref: String(row.id),
        key: `withdraw:${row.id}`,
      })
      return row
    })
  } catch (err) {
    if (isUniqueViolation(err)) throw pending()
    throw err
  }
}

/** The member's own withdrawals, newest first. */
export function ownWithdrawals(
  ctx: AppContext,
  memberId: number,
  paging: { pageNumber: number; pageSize: number },
) {
  return pageOwnWithdrawals(ctx.db, memberId, (paging.pageNumber - 1) * paging.pageSize, paging.pageSize)
}

/** The console's list (docs/admin.md, "Withdrawals"): by status and member (a username or an id). */
export function withdrawalsPage(ctx: AppContext, query: SearchQuery) {
  const filters: WithdrawalFilters = { status: query.status }
  const member = query.member?.toLowerCase()
  if (member && /^\d{1,15}$/.test(member)) filters.memberId = Number(member)
  else if (member) filters.username = member
  return searchWithdrawals(ctx.db, filters, {
    offset: (query.pageNumber - 1) * query.pageSize,
    limit: query.pageSize,
  })
}

/** "FPS ···1234", "004 ···5678": where the money went, as a notice names it. */
export const accountLabel = (a: BankAccountRow) => `${a.bank} ···${a.account.slice(-4)}`

type Decision = { status: 'APPROVED' } | { status: 'REFUSED'; reason: string }

/** Approves or refuses a pending withdrawal, audited in its transaction; a refusal credits the amount back. */
export async function decide(ctx: AppContext, actor: AuditActor, id: number, decision: Decision) {
  const at = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const before = await findWithdrawal(tx, id, true)
    if (!before) throw notFound()
    if (before.status !== 'PENDING') throw decided()
    const reason = decision.status === 'REFUSED' ? decision.reason : ''
    const after = await decideWithdrawal(tx, id, {
      status: decision.status,
      reason,
      reviewedBy: actor.admin.id,
      at,
    })
    if (!after) throw decided()
    const withdrawal = {
      id: after.id,
      memberId: after.memberId,
      amount: after.amount,
      account: accountLabel(after.bankAccount),
    }
    if (decision.status === 'REFUSED') {
      await walletCredit(ctx, tx, {
        memberId: after.memberId,
        amount: moneyOf(after.amount),
        reason: 'WITHDRAW_REFUSED',
        ref: String(after.id),
        key: `withdraw-refused:${after.id}`,
      })
    }
    await recordAudit(
      tx,
      actor,
      {
        action: decision.status === 'APPROVED' ? 'withdrawal.approve' : 'withdrawal.refuse',
        targetType: 'withdrawal',
        targetId: id,
        before: { status: before.status, amount: before.amount, memberId: before.memberId },
        after: { status: after.status },
        reason,
      },
      at,
    )
    if (decision.status === 'APPROVED') await ctx.events.emit('withdrawal.approved', { tx, withdrawal, at })
    else await ctx.events.emit('withdrawal.refused', { tx, withdrawal, at, reason })
    return after
  })
}

/** One withdrawal with its member, for the console (404 34021 when there is none). */
export async function adminWithdrawal(ctx: AppContext, id: number) {
  const { rows } = await searchWithdrawals(ctx.db, { id }, { offset: 0, limit: 1 })
  const [row] = rows
  if (!row) throw notFound()
  return row
}
