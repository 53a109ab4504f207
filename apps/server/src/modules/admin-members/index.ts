/** The admin-members module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { adminMembersRoutes } from './admin-members.routes.ts'
export { banMember } from './admin-members.service.ts'
