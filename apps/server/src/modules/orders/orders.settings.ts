/**
 * The orders' settings (docs/product/orders.md, "Settings"), read from the settings table with
 * their defaults: an operator's value is used only when it is a whole number in its range.
 */
import type { DbOrTx } from '../../db/client.ts'
import { getSetting, type SettingKey } from '../site/index.ts'

export interface OrderSettings {
  /** Minutes an UNPAID order waits for payment (1 to 7 days). */
  payMinutes: number
  /** Days after shipping when a DELIVERED order completes by itself (1 to 60). */
  autoCompleteDays: number
  /** Coins worth HK$1 (1 to 10,000). */
  coinsPerDollar: number
  /** The largest share of an order's price coins may pay, in percent (0 turns coins off, up to 100). */
  coinsMaxSharePercent: number
}

export const DEFAULT_ORDER_SETTINGS: OrderSettings = {
  payMinutes: 30,
  autoCompleteDays: 10,
  coinsPerDollar: 100,
  coinsMaxSharePercent: 50,
}

const RANGES: Record<keyof OrderSettings, [SettingKey, number, number]> = {
  payMinutes: ['order.payMinutes', 1, 7 * 24 * 60],
  autoCompleteDays: ['order.autoCompleteDays', 1, 60],
  coinsPerDollar: ['order.coinsPerDollar', 1, 10_000],
  coinsMaxSharePercent: ['order.coinsMaxSharePercent', 0, 100],
}

export async function orderSettings(db: DbOrTx): Promise<OrderSettings> {
  const out = { ...DEFAULT_ORDER_SETTINGS }
  for (const name of Object.keys(RANGES) as (keyof OrderSettings)[]) {
    const [key, min, max] = RANGES[name]
    const value: unknown = await getSetting(db, key)
    if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max)
      out[name] = value
  }
  return out
}
