/**
 * Operator sign-in (docs/admin.md, "Roles and sign-in"): the password, then the second factor
 * (TOTP, RFC 6238) or a one-time recovery code (server modules/admin-auth). The console keeps its
 * own session (client type ADMIN), 8 hours at most, never a member's.
 */
import { loginBody, tokenPair } from '../api/auth.ts'
import { codeSchema, plainText } from '../validation.ts'
import { z } from '../zod.ts'

/** A challenge lives this long between the password and the second factor. */
export const ADMIN_CHALLENGE_MINUTES = 5
/** Wrong codes one challenge allows; then the operator signs in again. */
export const ADMIN_CHALLENGE_TRIES = 5
/** Recovery codes given when the authenticator app is confirmed (each works once). */
export const ADMIN_RECOVERY_CODE_COUNT = 10
/** `xxxxx-xxxxx` in lower-case base32 letters and digits (a–z without i, l, o, u; 2–9 without 0 and 1). */
export const ADMIN_RECOVERY_CODE_PATTERN = /^[a-z2-9]{5}-[a-z2-9]{5}$/

/** Step 1: the member passport's credentials (username or email, and the password). */
export const adminLoginBody = loginBody
export type AdminLoginBody = z.input<typeof adminLoginBody>

const challenge = plainText('field.required').trim().min(1, { error: 'field.required' }).max(128, {
  error: 'field.invalid',
})

/** Step 1's answer: set up the authenticator app first (SETUP), or give its code (VERIFY). */
export const adminLoginResult = z.discriminatedUnion('step', [
  z.object({
    step: z.literal('SETUP'),
    challenge: z.string(),
    /** Base32, for typing into the app by hand. */
    secret: z.string(),
    otpauthUrl: z.string(),
    /** The otpauthUrl as a QR code, an SVG document. */
    qrSvg: z.string(),
  }),
  z.object({ step: z.literal('VERIFY'), challenge: z.string() }),
])
export type AdminLoginResult = z.infer<typeof adminLoginResult>

/** Step 2 (first sign-in): the app's current 6-digit code confirms it. */
export const adminSetupBody = z.object({ challenge, code: codeSchema })
export type AdminSetupBody = z.input<typeof adminSetupBody>

export const adminSetupResult = z.object({
  tokens: tokenPair,
  /** Shown once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
})
export type AdminSetupResult = z.infer<typeof adminSetupResult>

/** Step 2 (later sign-ins): the app's 6-digit code or an unused recovery code. */
export const adminVerifyBody = z.object({
  challenge,
  code: plainText('code.required')
    .trim()
    .min(1, { error: 'code.required' })
    .max(32, { error: 'field.invalid' }),
})
export type AdminVerifyBody = z.input<typeof adminVerifyBody>

export const adminVerifyResult = z.object({ tokens: tokenPair })
export type AdminVerifyResult = z.infer<typeof adminVerifyResult>

/** Rotates the console's tokens within the session's 8 hours; answers a new token pair. */
export const adminRefreshBody = z.object({
  refreshToken: z
    .string({ error: 'field.required' })
    .min(16, { error: 'field.invalid' })
    .max(128, { error: 'field.invalid' }),
})
export type AdminRefreshBody = z.input<typeof adminRefreshBody>

export const adminRole = z.enum(['MODERATOR', 'ADMIN'])
export type AdminRoleName = z.infer<typeof adminRole>

/** The signed-in operator: what the console shows and which of its areas it offers. */
export const adminMe = z.object({
  id: z.string(),
  username: z.string(),
  nickName: z.string(),
  role: adminRole,
  /** dashboard, reports, members.view, members.ban, members.reset, coins, notices, content, settings, audit */
  rights: z.array(z.string()),
})
export type AdminMe = z.infer<typeof adminMe>

/** What an operator may do (docs/admin.md, "Roles and sign-in"); the server's lib/admin.ts gives them to roles. */
export const ADMIN_RIGHTS = [
  'dashboard',
  'reports',
  'members.view',
  'members.ban',
  'members.reset',
  'coins',
  'notices',
  'content',
  'settings',
  'audit',
  'shops',
  'orders',
  'withdrawals',
  'complaints',
] as const
export type AdminRight = (typeof ADMIN_RIGHTS)[number]
