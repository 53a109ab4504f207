/** Coin packages (setting "coins.packages"); prices are exact HK$ decimals, read as the contract's Money. */
import type { CoinPackage } from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import { getSetting } from '../site/index.ts'

export const DEFAULT_PACKAGES: CoinPackage[] = [
  { id: 'coins-100', coins: 100, price: '8.00' },
  { id: 'coins-300', coins: 300, price: '22.00' },
  { id: 'coins-1000', coins: 1000, price: '68.00' },
]

export async function loadPackages(db: DbOrTx): Promise<CoinPackage[]> {
  const value = await getSetting(db, 'coins.packages')
  return Array.isArray(value) && value.length ? value : DEFAULT_PACKAGES
}
