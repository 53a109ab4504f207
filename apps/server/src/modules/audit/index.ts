/** The audit module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */

export { auditRoutes } from './audit.routes.ts'
export type { AuditActor, AuditEntry } from './audit.service.ts'
export { recordAudit } from './audit.service.ts'
