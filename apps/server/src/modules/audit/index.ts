/** The audit module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */

export type { AuditActor } from './audit.repo.ts'
export { recordAudit } from './audit.repo.ts'
export { auditRoutes } from './audit.routes.ts'
