/** The evaluations module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { evaluationsRoutes } from './evaluations.routes.ts'
