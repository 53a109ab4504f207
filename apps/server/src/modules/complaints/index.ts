/** The complaints module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { complaintsAdminRoutes } from './complaints.admin.routes.ts'
export { complaintsRoutes } from './complaints.routes.ts'
