/** The dev module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { devRoutes } from './dev.routes.ts'
