/** A coin adjustment as the operator types it (docs/admin.md, "Coins"): a whole number to add or deduct. */
import { COIN_ADJUST_MAX } from './types.ts'

/** The amount to send, or the key of what is wrong with the input. */
export function parseAdjustment(direction: 'add' | 'deduct', raw: string): number | { problem: string } {
  const text = raw.trim()
  if (!text) return { problem: 'adminContent.coins.amountRequired' }
  if (!/^\d+$/.test(text)) return { problem: 'adminContent.coins.amountWhole' }
  const n = Number(text)
  if (n === 0) return { problem: 'adminContent.coins.amountZero' }
  if (n > COIN_ADJUST_MAX) return { problem: 'adminContent.coins.amountTooLarge' }
  return direction === 'add' ? n : -n
}
