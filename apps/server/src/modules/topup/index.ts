/** The topup module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { loadPackages } from './packages.ts'
export { topupListeners } from './topup.listeners.ts'
export { topupRoutes } from './topup.routes.ts'
