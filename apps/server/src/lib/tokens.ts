/** Access tokens (short JWTs) and refresh tokens (opaque random strings stored hashed). */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { SignJWT } from 'jose'

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60
export const REFRESH_TOKEN_TTL_SECONDS = 15 * 24 * 60 * 60

export interface AccessClaims {
  memberId: number
  sessionId: string
}

export async function signAccessToken(key: Uint8Array, claims: AccessClaims, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000)
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.memberId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key)
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; expired: boolean }

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url')

/**
 * Checks an access token with node:crypto: HS256 only (the header must be exactly the one
 * `signAccessToken` writes, so no other algorithm, "none" included, is ever considered), a
 * constant-time signature comparison, then `exp`, `iat`, `sub` and `sid`. Every authenticated
 * request does this; through WebCrypto (jose's verify) it cost about 90 µs a request, importing
 * the key each time (docs/decisions.md, "Close to the limit on the server").
 */
export async function verifyAccessToken(key: Uint8Array, token: string, now: Date): Promise<VerifyResult> {
  const refused: VerifyResult = { ok: false, expired: false }
  const [header, body, signature, extra] = token.split('.')
  if (header !== HEADER || body === undefined || signature === undefined || extra !== undefined)
    return refused
  const expected = createHmac('sha256', key).update(`${header}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return refused
  let claims: { exp?: unknown; iat?: unknown; sub?: unknown; sid?: unknown }
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof claims
  } catch {
    return refused
  }
  if (claims === null || typeof claims !== 'object') return refused
  const { exp, iat, sub, sid } = claims
  // A token without an expiry would be good forever: only our own tokens, which all have one.
  if (typeof exp !== 'number' || typeof iat !== 'number' || typeof sub !== 'string') return refused
  if (Math.floor(now.getTime() / 1000) >= exp) return { ok: false, expired: true }
  const memberId = Number(sub)
  if (!Number.isSafeInteger(memberId) || typeof sid !== 'string') return refused
  return { ok: true, claims: { memberId, sessionId: sid } }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url')
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}
