/** The broadcasts module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { broadcastJobPlugin } from './broadcasts.job.ts'
export { broadcastsRoutes } from './broadcasts.routes.ts'
