/** The coin balance and ledger (server module coins; docs/decisions.md, Coins). */
import { z } from '../zod.ts'

const COIN_REASONS = [
  'CHECK_IN',
  'TASK_VIDEO',
  'TASK_VERIFY_PHONE',
  'TASK_VERIFY_EMAIL',
  'WELCOME',
  'INVITE_FRIEND',
  'TOP_UP',
  'LIST_GOODS',
  'RENEW_GOODS',
  'BOOST_GOODS',
  'ADMIN_ADJUST',
  'ACCOUNT_DELETED',
  'ORDER_PAY',
  'ORDER_REFUND',
] as const
export type CoinReason = (typeof COIN_REASONS)[number]

export const pointResult = z.object({ point: z.number().int() })

export const coinEntry = z.object({
  id: z.string(),
  amount: z.number().int(),
  direction: z.enum(['INCREASE', 'REDUCE']),
  reason: z.string(),
  ref: z.string(),
  balanceAfter: z.number().int(),
  createTime: z.string(),
})
export type CoinEntry = z.infer<typeof coinEntry>
