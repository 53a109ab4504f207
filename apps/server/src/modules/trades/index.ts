/** The trades module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { endTradesOf } from './trades.leaving.ts'
export { tradesRoutes } from './trades.routes.ts'
