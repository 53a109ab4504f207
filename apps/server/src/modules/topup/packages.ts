/** Coin packages (setting "coins.packages"); prices are exact HK$ decimals, handled as integer cents. */
import type { CoinPackage } from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import { getSetting } from '../site/index.ts'

export const DEFAULT_PACKAGES: CoinPackage[] = [
  { id: 'coins-100', coins: 100, price: '8.00' },
  { id: 'coins-300', coins: 300, price: '22.00' },
  { id: 'coins-1000', coins: 1000, price: '68.00' },
]

/** "12.5" → 1250, with no floating point anywhere. */
export function toCents(price: string): number {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(price)
  if (!match) throw new Error(`bad price ${price}`)
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

export function fromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

export async function loadPackages(db: DbOrTx): Promise<CoinPackage[]> {
  const value = await getSetting(db, 'coins.packages')
  return Array.isArray(value) && value.length ? value : DEFAULT_PACKAGES
}
