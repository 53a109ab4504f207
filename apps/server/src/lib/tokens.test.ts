import { randomBytes } from 'node:crypto'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from './tokens.ts'

const key = new Uint8Array(randomBytes(48))
const now = new Date('2026-11-26T12:00:00Z')
const claims = { memberId: 42, sessionId: 'session-1' }

describe('access tokens', () => {
  it('accepts a token it signed, until its expiry', async () => {
    const token = await signAccessToken(key, claims, now)
    expect(await verifyAccessToken(key, token, now)).toEqual({ ok: true, claims })
    const lastSecond = new Date(now.getTime() + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000)
    expect((await verifyAccessToken(key, token, lastSecond)).ok).toBe(true)
    const expiry = new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000)
    expect(await verifyAccessToken(key, token, expiry)).toEqual({ ok: false, expired: true })
  })

  it('refuses another key, a changed body or signature, and anything that is not three parts', async () => {
    const token = await signAccessToken(key, claims, now)
    const [header, body, sig] = token.split('.')
    const other = await signAccessToken(new Uint8Array(randomBytes(48)), claims, now)
    const forged = Buffer.from(JSON.stringify({ sub: '1', sid: 'session-1', iat: 1, exp: 9e9 })).toString(
      'base64url',
    )
    for (const bad of [
      other,
      `${header}.${forged}.${sig}`,
      `${header}.${body}.${sig?.slice(0, -2)}AA`,
      `${header}.${body}`,
      `${token}.x`,
      '',
      'not a token',
    ]) {
      expect(await verifyAccessToken(key, bad, now)).toEqual({ ok: false, expired: false })
    }
  })

  it('refuses other algorithms and "none", even with a valid HS256 signature over them', async () => {
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: '42', sid: 's', iat: 1, exp: 9e9 }),
    ).toString('base64url')}.`
    expect((await verifyAccessToken(key, none, now)).ok).toBe(false)
    const typed = await new SignJWT({ sid: 's' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('42')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key)
    expect((await verifyAccessToken(key, typed, new Date())).ok).toBe(false)
    const hs512 = await new SignJWT({ sid: 's' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('42')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key)
    expect((await verifyAccessToken(key, hs512, new Date())).ok).toBe(false)
  })

  it('refuses a signed token without an expiry, an issue time, a member or a session', async () => {
    const sign = (payload: Record<string, unknown>) => {
      let jwt = new SignJWT(payload).setProtectedHeader({ alg: 'HS256' })
      if (payload.sub === undefined) jwt = jwt.setSubject('42')
      return jwt.sign(key)
    }
    const iat = Math.floor(now.getTime() / 1000)
    for (const payload of [
      { sid: 's', iat },
      { sid: 's', exp: iat + 60 },
      { sid: 's', iat, exp: iat + 60, sub: 'abc' },
      { iat, exp: iat + 60 },
    ]) {
      expect((await verifyAccessToken(key, await sign(payload), now)).ok).toBe(false)
    }
  })
})
