/** The admin-auth module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { adminAuthRoutes } from './admin-auth.routes.ts'
