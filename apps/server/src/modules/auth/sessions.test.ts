import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { createMember, createSignedIn, login } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'

const h = useTestApp()
const ME = '/buyer/passport/member'
const refreshUrl = (token: string) => `/buyer/passport/member/refresh/${token}`

describe('sessions', () => {
  it('refuses no token with 401 20003 and a garbage token likewise', async () => {
    const none = await call(h.app, { method: 'GET', url: ME, headers: { language: 'en' } })
    expect(none.status).toBe(401)
    expect(none.body).toMatchObject({ code: 20003, message: 'User not logged in' })
    const junk = await call(h.app, { method: 'GET', url: ME, headers: { accesstoken: 'abc.def.ghi' } })
    expect(junk.body.code).toBe(20003)
  })

  /** A token signed with our own key, with the given session, member and lifetime. */
  async function forge(accessToken: string, memberId: number, ttlSeconds: number | null) {
    const sid = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()).sid
    const iat = Math.floor(h.clock.now().getTime() / 1000)
    const jwt = new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(memberId))
    jwt.setIssuedAt(iat)
    if (ttlSeconds !== null) jwt.setExpirationTime(iat + ttlSeconds)
    const token = await jwt.sign(h.app.ctx.jwtKey)
    return call(h.app, { method: 'GET', url: ME, headers: { accesstoken: token } })
  }

  it('refuses a token signed with our key whose member is not its session’s', async () => {
    const victim = await createSignedIn(h)
    const attacker = await createSignedIn(h)
    const res = await forge(attacker.accessToken, victim.member.id, 600)
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(20003)
    expect((await forge(attacker.accessToken, attacker.member.id, 600)).status).toBe(200)
  })

  it('refuses a token without an expiry', async () => {
    const s = await createSignedIn(h)
    const res = await forge(s.accessToken, s.member.id, null)
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(20003)
  })

  it('refuses an expired access token with 401 20004', async () => {
    const s = await createSignedIn(h)
    h.clock.advance(61 * 60_000)
    const res = await call(h.app, { method: 'GET', url: ME, headers: s.headers })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(20004)
  })

  it('ends the older session when the account logs in again on the same client type (20444)', async () => {
    const first = await createSignedIn(h)
    await login(h.app, first.member.username)
    const res = await call(h.app, { method: 'GET', url: ME, headers: { ...first.headers, language: 'en' } })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(20444)
    expect(res.body.message).toContain('logged in from another place')
    const refresh = await call(h.app, { method: 'GET', url: refreshUrl(first.refreshToken) })
    expect(refresh.body.code).toBe(20444)
  })

  it('keeps one live session when the same account logs in 5 times at once as one client type', async () => {
    const m = await createMember(h)
    // Five: each attempt in flight counts as a failure until its password checks out (login.test.ts).
    const pairs = await Promise.all(Array.from({ length: 5 }, () => login(h.app, m.username)))
    const live = await Promise.all(
      pairs.map((p) => call(h.app, { method: 'GET', url: ME, headers: { accesstoken: p.accessToken } })),
    )
    expect(live.filter((r) => r.status === 200)).toHaveLength(1)
  }, 60_000)

  it('rotates refresh tokens; a reused one ends the session', async () => {
    const s = await createSignedIn(h)
    h.clock.advance(5 * 60_000)
    const rotated = await call<{ accessToken: string; refreshToken: string }>(h.app, {
      method: 'GET',
      url: refreshUrl(s.refreshToken),
    })
    expect(rotated.status).toBe(200)
    expect(rotated.body.result.refreshToken).not.toBe(s.refreshToken)
    const ok = await call(h.app, {
      method: 'GET',
      url: ME,
      headers: { accesstoken: rotated.body.result.accessToken },
    })
    expect(ok.status).toBe(200)

    const reuse = await call(h.app, { method: 'GET', url: refreshUrl(s.refreshToken) })
    expect(reuse.status).toBe(401)
    expect(reuse.body.code).toBe(20012)
    const after = await call(h.app, {
      method: 'GET',
      url: ME,
      headers: { accesstoken: rotated.body.result.accessToken },
    })
    expect(after.body.code).toBe(20004)
    const next = await call(h.app, { method: 'GET', url: refreshUrl(rotated.body.result.refreshToken) })
    expect(next.status).toBe(401)
  })

  it('refuses an unknown refresh token', async () => {
    const res = await call(h.app, { method: 'GET', url: refreshUrl('x'.repeat(43)) })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(20012)
  })

  it('refreshes after the access token expired, until the refresh token expires after 15 days idle', async () => {
    const s = await createSignedIn(h)
    h.clock.advance(2 * 60 * 60_000)
    const res = await call(h.app, { method: 'GET', url: refreshUrl(s.refreshToken) })
    expect(res.status).toBe(200)
    h.clock.advance(16 * 24 * 60 * 60_000)
    const late = await call<{ refreshToken: string }>(h.app, {
      method: 'GET',
      url: refreshUrl((res.body.result as { refreshToken: string }).refreshToken),
    })
    expect(late.body.code).toBe(20004)
  })

  it('logout ends the session', async () => {
    const s = await createSignedIn(h)
    const out = await call(h.app, {
      method: 'POST',
      url: '/buyer/passport/member/logout',
      headers: s.headers,
    })
    expect(out.status).toBe(200)
    const res = await call(h.app, { method: 'GET', url: ME, headers: s.headers })
    expect(res.body.code).toBe(20004)
    const refresh = await call(h.app, { method: 'GET', url: refreshUrl(s.refreshToken) })
    expect(refresh.status).toBe(401)
  })

  it('logout needs a session', async () => {
    await createMember(h)
    const res = await call(h.app, { method: 'POST', url: '/buyer/passport/member/logout' })
    expect(res.body.code).toBe(20003)
  })
})
