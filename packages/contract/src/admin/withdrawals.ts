/**
 * Withdrawals as operators review them (docs/admin.md, "Withdrawals"; server modules/wallet, right
 * `withdrawals`). Ids travel as strings, times as ISO 8601. Validation messages are keys of the
 * server's catalogue (apps/server/src/lib/messages-wallet.ts).
 */
import { idSchema } from '../api/common.ts'
import { WITHDRAWAL_STATUS, withdrawalView } from '../api/wallet.ts'
import { plainText } from '../validation.ts'
import { z } from '../zod.ts'
import { operationsPaging } from './operations.ts'

/** A refusal's reason: shown to the member in the WALLET_WITHDRAWAL_REFUSED notice. */
export const WITHDRAWAL_REFUSE_REASON_MAX = 200

/** `GET /admin/api/withdrawals`: oldest pending first, or one status; `member` a username or id. */
export const withdrawalSearchQuery = operationsPaging.extend({
  status: z.enum(WITHDRAWAL_STATUS, { error: 'field.invalid' }).optional(),
  member: plainText().trim().max(60, { error: 'field.invalid' }).optional(),
})
export type WithdrawalSearchQuery = z.input<typeof withdrawalSearchQuery>

export const withdrawalIdParams = z.object({ id: idSchema })

/** A withdrawal with its member and the whole account number (the operator pays it out by hand). */
export const adminWithdrawalRow = withdrawalView.extend({
  member: z.object({ id: z.string(), username: z.string(), nickName: z.string() }),
  /** The member's wallet balance now (the amount is already taken from it). */
  balance: z.string(),
  reviewedBy: z.string().nullable(),
})
export type AdminWithdrawalRow = z.infer<typeof adminWithdrawalRow>

export const withdrawalRefuseBody = z.object({
  reason: plainText('withdraw.refuse.reason')
    .trim()
    .min(1, { error: 'withdraw.refuse.reason' })
    .max(WITHDRAWAL_REFUSE_REASON_MAX, { error: 'withdraw.refuse.reason.length' }),
})
export type WithdrawalRefuseBody = z.input<typeof withdrawalRefuseBody>
