/** The medals module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { medalsListeners } from './medals.listeners.ts'
export { medalsRoutes } from './medals.routes.ts'
export { awardsOf } from './medals.service.ts'
