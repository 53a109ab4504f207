/** The profile module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { profileRoutes } from './profile.routes.ts'
