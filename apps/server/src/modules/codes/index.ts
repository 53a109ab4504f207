/** The codes module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { codesRoutes } from './codes.routes.ts'
export { assertPhonesVerified, phoneTarget, sendCode, verifyCode } from './codes.service.ts'
