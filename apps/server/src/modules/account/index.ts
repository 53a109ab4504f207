/** The account module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { accountRoutes } from './account.routes.ts'
