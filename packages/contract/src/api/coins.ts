/** Coins, check-in, tasks, medals, notices and top-up shapes (issue: coins). */
import { z } from 'zod'

export const COIN_REASONS = [
  'CHECK_IN',
  'TASK_VIDEO',
  'TASK_VERIFY_PHONE',
  'TASK_VERIFY_EMAIL',
  'INVITE_FRIEND',
  'TOP_UP',
  'LIST_GOODS',
  'RENEW_GOODS',
  'BOOST_GOODS',
  'ADMIN_ADJUST',
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

export const checkInStatus = z.object({
  signDays: z.number().int(),
  selfSigned: z.boolean(),
  /** Coins for today's check-in (or tomorrow's when already checked in): 1…7. */
  nextReward: z.number().int(),
})
export type CheckInStatus = z.infer<typeof checkInStatus>

export const checkInResult = z.object({
  signDays: z.number().int(),
  reward: z.number().int(),
  point: z.number().int(),
})
export type CheckInResult = z.infer<typeof checkInResult>

export const TASK_KEYS = ['VIDEO', 'VERIFY_PHONE', 'VERIFY_EMAIL', 'INVITE_FRIEND'] as const
export type TaskKey = (typeof TASK_KEYS)[number]

export const taskItem = z.object({
  key: z.enum(TASK_KEYS),
  reward: z.number().int(),
  /** For daily tasks: done today and the daily limit; for one-time tasks: 0/1. */
  done: z.number().int(),
  limit: z.number().int(),
  status: z.enum(['TODO', 'IN_PROGRESS', 'DONE']),
  /** VIDEO: seconds the countdown lasts, and when the current run may be claimed. */
  seconds: z.number().int(),
  claimableAt: z.string().nullable(),
})
export type TaskItem = z.infer<typeof taskItem>

export const taskAction = z.object({
  taskKey: z.literal('VIDEO', { error: 'field.invalid' }),
  action: z.enum(['START', 'CLAIM'], { error: 'field.invalid' }),
})

export const medal = z.object({
  medalId: z.string(),
  key: z.string(),
  haveOwned: z.boolean(),
  ownedTime: z.string().nullable(),
})
export type Medal = z.infer<typeof medal>
export const medalList = z.object({
  memberId: z.string(),
  nickName: z.string(),
  face: z.string(),
  count: z.number().int(),
  medals: z.array(medal),
})
export type MedalList = z.infer<typeof medalList>

export const notice = z.object({
  id: z.string(),
  memberId: z.string(),
  status: z.enum(['UN_READ', 'ALREADY_READ']),
  noticeType: z.string(),
  createTime: z.string(),
  operatorName: z.string(),
  goodsId: z.string().nullable(),
  goodsName: z.string(),
  goodsPicture: z.string(),
  title: z.string(),
  content: z.string(),
  pointChangeType: z.enum(['REDUCE', 'INCREASE']).nullable(),
})
export type Notice = z.infer<typeof notice>

export const coinPackage = z.object({
  id: z.string(),
  coins: z.number().int(),
  /** HK$ as an exact decimal string, e.g. "8.00". */
  price: z.string(),
})
export type CoinPackage = z.infer<typeof coinPackage>

export const payment = z.object({
  id: z.string(),
  packageId: z.string(),
  coins: z.number().int(),
  price: z.string(),
  status: z.enum(['PENDING', 'PAID', 'FAILED']),
  createTime: z.string(),
  settleTime: z.string().nullable(),
  /** Where the payer pays; null when the payment cannot be continued (its provider is not configured). */
  checkoutUrl: z.string().nullable(),
})
export type Payment = z.infer<typeof payment>

/** The configured payment provider, or null when top-up is unavailable (docs/decisions.md, Top-up). */
export const paymentProviderInfo = z.object({
  name: z.string(),
  /** A fake provider for demonstrations: no real money moves, and every page must say so. */
  sandbox: z.boolean(),
})
export type PaymentProviderInfo = z.infer<typeof paymentProviderInfo>

export const topUpOverview = z.object({
  packages: z.array(coinPackage),
  payments: z.array(payment),
  provider: paymentProviderInfo.nullable(),
})
export type TopUpOverview = z.infer<typeof topUpOverview>

export const invitationInfo = z.object({
  invitationCode: z.string(),
  link: z.string(),
  reward: z.number().int(),
  friends: z.array(
    z.object({
      nickName: z.string(),
      joinTime: z.string(),
      phoneVerified: z.boolean(),
      rewarded: z.boolean(),
    }),
  ),
})
export type InvitationInfo = z.infer<typeof invitationInfo>
