/** The dashboard module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { dashboardRoutes } from './dashboard.routes.ts'
