/** The auth module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { authRoutes } from './auth.routes.ts'
export { checkCurrentPassword, passwordAccepted } from './auth.service.ts'
export { contactChangeRoutes } from './contact-change.routes.ts'
export { countryOf, describeUserAgent } from './device-info.ts'
export { devicesRoutes } from './devices.routes.ts'
export { countAccountFailures, recordLoginAttempt, settleLoginAttempt } from './login-attempts.repo.ts'
export { acceptLoginAttempt, checkLoginPassword, withRetryAfter } from './login-guard.ts'
export type { SessionRow } from './sessions.repo.ts'
export {
  endedAmong,
  extendSession,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  liveSessionsOf,
  markRefreshTokenUsed,
  revokeMemberSessions,
  revokeSession,
} from './sessions.repo.ts'
