/** The favourites module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { favouritesRoutes } from './favourites.routes.ts'
