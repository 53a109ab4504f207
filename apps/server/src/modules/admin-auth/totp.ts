/**
 * The operator's second factor (docs/admin.md, "Roles and sign-in"): TOTP of RFC 6238 (SHA-1,
 * 6 digits, 30-second steps, one step either side accepted) and one-time recovery codes. Times come
 * from the caller (ctx.clock), so tests can move them.
 */
import { randomInt, timingSafeEqual } from 'node:crypto'
import { ADMIN_RECOVERY_CODE_COUNT, ADMIN_RECOVERY_CODE_PATTERN } from '@kaifong/contract/admin'
import { HOTP, Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import { sha256 } from '../../lib/tokens.ts'

export const TOTP_ISSUER = 'Kaifong Market'
const PERIOD_SECONDS = 30
const DIGITS = 6
const WINDOW = 1

/** A new 160-bit secret, base32 (what authenticator apps take). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUrlOf(secret: string, username: string): string {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  }).toString()
}

export function qrSvgOf(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
}

/** The 30-second step `at` falls in. */
export function stepAt(at: Date): number {
  return Math.floor(at.getTime() / 1000 / PERIOD_SECONDS)
}

/** The code of one step (tests compute the app's code with otpauth too). */
export function codeOfStep(secret: string, step: number): string {
  return HOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    counter: step,
  })
}

export function isTotpFormat(code: string): boolean {
  return /^\d{6}$/.test(code)
}

/**
 * The step whose code `code` is, within one step of `at`; null when none. The caller accepts the
 * step only if it is later than the last one accepted (admin_factors.last_step), so a code works once.
 */
export function matchingStep(secret: string, code: string, at: Date): number | null {
  if (!isTotpFormat(code)) return null
  const given = Buffer.from(code)
  const now = stepAt(at)
  let found: number | null = null
  // Every candidate is compared, so the time taken says nothing about which one matched.
  for (let step = now - WINDOW; step <= now + WINDOW; step++) {
    const expected = Buffer.from(codeOfStep(secret, step))
    if (timingSafeEqual(given, expected) && found === null) found = step
  }
  return found
}

// Base32 without the look-alikes (i, l, o, u, 0, 1): 30 symbols, about 49 bits a code.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstvwxyz23456789'

function recoveryCode(): string {
  const pick = () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]
  const half = () => Array.from({ length: 5 }, pick).join('')
  return `${half()}-${half()}`
}

export function newRecoveryCodes(): string[] {
  const codes = new Set<string>()
  while (codes.size < ADMIN_RECOVERY_CODE_COUNT) codes.add(recoveryCode())
  return [...codes]
}

/** A typed recovery code in its stored form (lower case, one dash), or null when it is none. */
export function normalizeRecoveryCode(typed: string): string | null {
  const compact = typed.trim().toLowerCase().replace(/[\s-]/g, '')
  if (compact.length !== 10) return null
  const code = `${compact.slice(0, 5)}-${compact.slice(5)}`
  return ADMIN_RECOVERY_CODE_PATTERN.test(code) ? code : null
}

/** Kept hashed, bound to the operator: a leaked table names no usable code. */
export function hashRecoveryCode(memberId: number, code: string): string {
  return sha256(`${memberId}:${code}`)
}
