/** The content module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { contentRoutes } from './content.routes.ts'
