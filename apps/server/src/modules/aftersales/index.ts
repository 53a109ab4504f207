/** The after-sales module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { afterSalesListeners } from './aftersales.listeners.ts'
export { afterSalesRoutes } from './aftersales.routes.ts'
