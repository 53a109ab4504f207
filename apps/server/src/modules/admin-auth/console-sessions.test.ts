/**
 * A console session and a member's sessions of the same person stay apart (docs/admin.md, "Roles
 * and sign-in"): the member refresh cannot stretch a console session past its 8 hours, a member
 * sign-in on a desktop does not end the console, and the member's devices page neither lists nor
 * signs out the console session.
 */
import { ErrorCode } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createOperator } from '../../../test/admin-factories.ts'
import { login } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { refreshTokens, sessions } from '../../db/schema.ts'
import { sha256 } from '../../lib/tokens.ts'

const h = useTestApp()

describe('console sessions beside member sessions', () => {
  it('the member refresh refuses a console refresh token', async () => {
    const operator = await createOperator(h)
    const token = 'console-refresh-token-for-the-test'
    await h.db.insert(refreshTokens).values({ tokenHash: sha256(token), sessionId: operator.sessionId })
    const res = await call(h.app, { method: 'GET', url: `/buyer/passport/member/refresh/${token}` })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(ErrorCode.REFRESH_TOKEN_INVALID)
    const [session] = await h.db.select().from(sessions).where(eq(sessions.id, operator.sessionId))
    expect(session?.expiresAt.getTime()).toBeLessThanOrEqual(h.clock.now().getTime() + 8 * 3600_000)
  })

  it('a member sign-in on a desktop leaves the console signed in, and the devices page does not show it', async () => {
    const operator = await createOperator(h)
    const member = await login(h.app, operator.member.username)
    const consoleMe = await call(h.app, {
      method: 'GET',
      url: '/admin/api/passport/me',
      headers: operator.headers,
    })
    expect(consoleMe.status).toBe(200)

    const headers = { accesstoken: member.accessToken }
    const devices = await call<{ sessions: { id: string }[] }>(h.app, {
      method: 'GET',
      url: '/buyer/passport/member/sessions',
      headers,
    })
    expect(devices.status).toBe(200)
    expect(devices.body.result.sessions.map((s) => s.id)).not.toContain(operator.sessionId)

    const signOut = await call(h.app, {
      method: 'DELETE',
      url: `/buyer/passport/member/sessions/${operator.sessionId}`,
      headers,
    })
    expect(signOut.status).toBe(404)
    const still = await call(h.app, {
      method: 'GET',
      url: '/admin/api/passport/me',
      headers: operator.headers,
    })
    expect(still.status).toBe(200)
  })

  it('a console token is no member token', async () => {
    const operator = await createOperator(h)
    const res = await call(h.app, { method: 'GET', url: '/buyer/passport/member', headers: operator.headers })
    expect(res.status).toBe(401)
  })
})
