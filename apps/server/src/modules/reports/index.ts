/** The reports module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { reportsRoutes } from './reports.routes.ts'
export { holdAfterReports, type ReportSettlement, settleListingReports } from './reports.service.ts'
