/** The coins module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { presentEntry } from './coins.present.ts'
export { balanceOf, findEntryByKey } from './coins.repo.ts'
export { coinsRoutes } from './coins.routes.ts'
export type { CoinResult } from './coins.service.ts'
export { coinHistory, earn, spend } from './coins.service.ts'
