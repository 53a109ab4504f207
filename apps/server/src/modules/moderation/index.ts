/** The moderation module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { moderationRoutes } from './moderation.routes.ts'
