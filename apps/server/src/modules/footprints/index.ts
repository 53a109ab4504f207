/** The footprints module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { footprintsListeners } from './footprints.listeners.ts'
export { footprintsRoutes } from './footprints.routes.ts'
