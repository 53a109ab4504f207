/**
 * The HK$ wallet (server module wallet; docs/product/money.md, "Wallet"): its balance and payment
 * password, the history (MoneyManagement), recharges through the provider and withdrawals. The
 * web forms validate with these same schemas; amounts travel as exact decimal strings.
 */
import { WALLET_REASONS } from '../enums.ts'
import { moneyText, parseMoney } from '../money.ts'
import { codeSchema, EMAIL_PATTERN, isValidPhone, plainText } from '../validation.ts'
import { z } from '../zod.ts'
import { paymentMethodSchema } from './payments.ts'

/** Wrong payment passwords in a row before the wallet locks, and for how long. */
export const WALLET_PASSWORD_TRIES = 5
export const WALLET_LOCK_MINUTES = 15
/** A recharge is HK$10 to HK$10,000; a withdrawal HK$100 to HK$50,000 (docs/product/money.md). */
export const RECHARGE_MIN = '10.00'
export const RECHARGE_MAX = '10000.00'
export const WITHDRAWAL_MIN = '100.00'
export const WITHDRAWAL_MAX = '50000.00'
export const WITHDRAWAL_HOLDER_MAX = 60

/** Six digits, not all the same and not a straight run (123456, 987654): those are guessed first. */
export function isWeakPayPassword(digits: string): boolean {
  if (/^(\d)\1{5}$/.test(digits)) return true
  const steps = new Set([...digits].slice(1).map((d, i) => Number(d) - Number(digits[i])))
  return steps.size === 1 && (steps.has(1) || steps.has(-1))
}

/** A payment password being checked: only its form (a weak one set earlier still works). */
export const payPasswordSchema = z
  .string({ error: 'wallet.password.required' })
  .min(1, { error: 'wallet.password.required' })
  .regex(/^\d{6}$/, { error: 'wallet.password.format' })

/** A payment password being chosen. */
const newPayPasswordSchema = payPasswordSchema.refine((v) => !isWeakPayPassword(v), {
  error: 'wallet.password.weak',
})

/** An HK$ amount between `min` and `max`, normalised to its exact text ("100.00"). */
const amountBetween = (min: string, max: string, rangeKey: string) =>
  z.union([z.string(), z.number()], { error: 'wallet.amount.invalid' }).transform((v, ctx) => {
    const r = parseMoney(v)
    const low = parseMoney(min)
    const high = parseMoney(max)
    if (!r.ok || !low.ok || !high.ok) {
      ctx.addIssue({
        code: 'custom',
        message: r.ok || r.error !== 'max' ? 'wallet.amount.invalid' : rangeKey,
      })
      return z.NEVER
    }
    if (r.money < low.money || r.money > high.money) {
      ctx.addIssue({ code: 'custom', message: rangeKey })
      return z.NEVER
    }
    return moneyText(r.money)
  })

/** GET /buyer/wallet/wallet/check: the wallet as its owner sees it. */
export const walletCheck = z.object({
  balance: z.string(),
  hasPassword: z.boolean(),
  /** Until when wrong payment passwords locked it (ISO time), or null. */
  lockedUntil: z.string().nullable(),
  /** The member's email, partly hidden, where a reset code goes ("ab***@example.com"). */
  resetEmail: z.string(),
})
export type WalletCheck = z.infer<typeof walletCheck>

/** POST /buyer/wallet/wallet/set-password: the first payment password, with the login password. */
export const setPayPasswordBody = z.object({
  password: newPayPasswordSchema,
  loginPassword: z
    .string({ error: 'wallet.loginPassword.required' })
    .min(1, { error: 'wallet.loginPassword.required' })
    .max(128, { error: 'wallet.loginPassword.required' }),
})
export type SetPayPasswordBody = z.input<typeof setPayPasswordBody>

/** POST /buyer/wallet/wallet/reset-password: a new payment password, with the email code. */
export const resetPayPasswordBody = z.object({ password: newPayPasswordSchema, code: codeSchema })
export type ResetPayPasswordBody = z.input<typeof resetPayPasswordBody>

/** One wallet ledger entry (MoneyManagement), newest first; `amount` is its size, `direction` its sign. */
export const walletEntry = z.object({
  id: z.string(),
  amount: z.string(),
  direction: z.enum(['INCREASE', 'REDUCE']),
  reason: z.enum(WALLET_REASONS),
  /** What it was for: a recharge sn, an order sn, a withdrawal id. */
  ref: z.string(),
  balanceAfter: z.string(),
  createTime: z.string(),
})
export type WalletEntry = z.infer<typeof walletEntry>

/** POST /buyer/wallet/recharge: HK$10 to HK$10,000, by card or FPS; answers the payment to pay. */
export const rechargeBody = z.object({
  amount: amountBetween(RECHARGE_MIN, RECHARGE_MAX, 'recharge.amount.range'),
  method: paymentMethodSchema.default('CARD'),
})
export type RechargeBody = z.input<typeof rechargeBody>

const holderSchema = plainText('withdraw.holder.required')
  .trim()
  .min(1, { error: 'withdraw.holder.required' })
  .max(WITHDRAWAL_HOLDER_MAX, { error: 'withdraw.holder.length' })

/** Digits with the spaces and hyphens people type between them removed. */
const digitsOf = (v: string) => v.replace(/[\s-]/g, '')

/** An FPS proxy: an FPS ID (7 or 9 digits), a Hong Kong mobile number (8 digits, +852 optional) or an email. */
export function normalizeFpsProxy(input: string): string | null {
  const text = input.trim()
  if (text.includes('@')) return text.length <= 254 && EMAIL_PATTERN.test(text) ? text.toLowerCase() : null
  const digits = digitsOf(text).replace(/^\+?852/, '')
  if (/^\d{7}$|^\d{9}$/.test(digits)) return digits
  return isValidPhone('852', digits) ? digits : null
}

/** Where the money goes: a Hong Kong bank account (bank code, branch and account number) or an FPS proxy. */
export const withdrawalAccount = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('BANK'),
      bank: z
        .string({ error: 'withdraw.bank.code' })
        .trim()
        .regex(/^\d{3}$/, { error: 'withdraw.bank.code' }),
      account: z
        .string({ error: 'withdraw.bank.account' })
        .max(40, { error: 'withdraw.bank.account' })
        .transform(digitsOf)
        .refine((v) => /^\d{9,12}$/.test(v), { error: 'withdraw.bank.account' }),
      holder: holderSchema,
    }),
    z.object({
      method: z.literal('FPS'),
      account: z
        .string({ error: 'withdraw.fps.id' })
        .max(254, { error: 'withdraw.fps.id' })
        .transform((v, ctx) => {
          const proxy = normalizeFpsProxy(v)
          if (proxy) return proxy
          ctx.addIssue({ code: 'custom', message: 'withdraw.fps.id' })
          return z.NEVER
        }),
      holder: holderSchema,
    }),
  ],
  { error: 'withdraw.method' },
)
export type WithdrawalAccount = z.output<typeof withdrawalAccount>

/** POST /buyer/wallet/withdrawal: the amount is taken from the wallet at once and held until an operator decides. */
export const withdrawalBody = z.object({
  amount: amountBetween(WITHDRAWAL_MIN, WITHDRAWAL_MAX, 'withdraw.amount.range'),
  password: payPasswordSchema,
  account: withdrawalAccount,
})
export type WithdrawalBody = z.input<typeof withdrawalBody>

export const WITHDRAWAL_STATUS = ['PENDING', 'APPROVED', 'REFUSED'] as const
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUS)[number]

/** A withdrawal as its member sees it: the account number shows its last 4 characters only. */
export const withdrawalView = z.object({
  id: z.string(),
  amount: z.string(),
  account: z.object({
    method: z.enum(['BANK', 'FPS']),
    bank: z.string(),
    holder: z.string(),
    account: z.string(),
  }),
  status: z.enum(WITHDRAWAL_STATUS),
  /** The operator's reason for a refusal; '' otherwise. */
  reason: z.string(),
  createTime: z.string(),
  reviewTime: z.string().nullable(),
})
export type WithdrawalView = z.infer<typeof withdrawalView>
