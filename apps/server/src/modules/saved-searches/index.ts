/** The saved-searches module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { savedSearchAlertJobPlugin } from './saved-searches.job.ts'
export { savedSearchesListeners } from './saved-searches.listeners.ts'
export { savedSearchesRoutes } from './saved-searches.routes.ts'
