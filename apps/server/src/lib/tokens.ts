/** Access tokens (short JWTs) and refresh tokens (opaque random strings stored hashed). */
import { createHash, randomBytes } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'

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

export async function verifyAccessToken(key: Uint8Array, token: string, now: Date): Promise<VerifyResult> {
  try {
    // A token without an expiry would be good forever: only our own tokens, which all have one.
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'sub'],
    })
    const memberId = Number(payload.sub)
    const sessionId = payload.sid
    if (!Number.isSafeInteger(memberId) || typeof sessionId !== 'string') return { ok: false, expired: false }
    return { ok: true, claims: { memberId, sessionId } }
  } catch (err) {
    return { ok: false, expired: err instanceof errors.JWTExpired }
  }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url')
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}
