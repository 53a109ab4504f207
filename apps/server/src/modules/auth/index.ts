/** The auth module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { authRoutes } from './auth.routes.ts'
export { checkCurrentPassword, passwordAccepted } from './auth.service.ts'
export { contactChangeRoutes } from './contact-change.routes.ts'
export { countryOf, describeUserAgent } from './device-info.ts'
export { devicesRoutes } from './devices.routes.ts'
export { countAccountFailures, recordLoginAttempt, settleLoginAttempt } from './login-attempts.service.ts'
export { acceptLoginAttempt, checkLoginPassword, withRetryAfter } from './login-guard.ts'
export type { SessionRow } from './sessions.service.ts'
export {
  endedAmong,
  extendSession,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  liveSessionsOf,
  markRefreshTokenUsed,
  revokeConsoleSessions,
  revokeMemberSessions,
  revokeSession,
} from './sessions.service.ts'
