/** The wallet module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { withdrawalsAdminRoutes } from './wallet.admin.routes.ts'
export { walletListeners } from './wallet.listeners.ts'
export { checkPayPassword } from './wallet.password.ts'
export { walletRoutes } from './wallet.routes.ts'
export type { WalletMove, WalletResult } from './wallet.service.ts'
export { walletBalance, walletCredit, walletDebit, walletEntryByKey } from './wallet.service.ts'
