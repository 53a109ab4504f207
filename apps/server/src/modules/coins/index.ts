/** The coins module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { presentEntry } from './coins.present.ts'
export { coinsRoutes } from './coins.routes.ts'
export type { CoinResult } from './coins.service.ts'
export { balanceOf, coinHistory, earn, findEntryByKey, spend } from './coins.service.ts'
