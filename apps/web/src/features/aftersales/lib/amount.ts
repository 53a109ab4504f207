/**
 * The refund amount the buyer types, checked as the server checks it (docs/product/after-sales.md,
 * "Applying"): exact HK$, more than 0, at most 2 decimals, at most the cap. Exact cents, no floats.
 */
import { compareMoney, parseMoney } from '@kaifong/contract'

/** The i18n key of what is wrong with `value` against the cap `max`, or null when it is fine. */
export function amountProblem(value: string, max: string): 'invalid' | 'over' | null {
  const typed = parseMoney(value.trim())
  if (!typed.ok || typed.money <= 0n) return 'invalid'
  const cap = parseMoney(max)
  return cap.ok && compareMoney(typed.money, cap.money) > 0 ? 'over' : null
}

/** Whether an amount from the server is more than zero (the cap leaves anything to ask for). */
export const positive = (amount: string) => {
  const read = parseMoney(amount)
  return read.ok && read.money > 0n
}
