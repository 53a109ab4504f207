/**
 * The error codes the web app's first load reacts to (the request layer, the check-in card), in
 * a module of their own: the bundler places a module whole in one chunk, so the full table
 * (error-codes.ts, which uses these) stays with the pages that need it.
 */
export const CODE_NOT_LOGGED_IN = 20003
export const CODE_SESSION_EXPIRED = 20004
export const CODE_SESSION_REPLACED = 20444

/** Codes after which the client opens the login dialog (docs/product/messages.md#how-the-web-app-reacts). */
export const LOGIN_DIALOG_CODES: readonly number[] = [
  CODE_NOT_LOGGED_IN,
  CODE_SESSION_EXPIRED,
  CODE_SESSION_REPLACED,
]
