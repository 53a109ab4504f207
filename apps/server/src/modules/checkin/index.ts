/** The checkin module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { checkinRoutes } from './checkin.routes.ts'
