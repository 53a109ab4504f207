/**
 * Operators for API tests of the console (docs/admin.md): an account with a role and a console
 * session (client type ADMIN) made directly, as the second-factor sign-in would make it, so tests
 * of moderation, notices or content need no authenticator. The sign-in itself is tested in
 * modules/admin-auth.
 */
import { randomUUID } from 'node:crypto'
import { type members, sessions } from '../src/db/schema.ts'
import { ADMIN_CLIENT_TYPE, ADMIN_SESSION_SECONDS } from '../src/lib/admin.ts'
import { signAccessToken } from '../src/lib/tokens.ts'
import { createMember } from './factories.ts'
import type { TestApp } from './harness.ts'

export async function createOperator(
  h: TestApp,
  role: 'ADMIN' | 'MODERATOR' = 'ADMIN',
  overrides: Partial<typeof members.$inferInsert> = {},
) {
  const member = await createMember(h, { role, ...overrides })
  const sessionId = randomUUID()
  const now = h.clock.now()
  await h.db.insert(sessions).values({
    id: sessionId,
    memberId: member.id,
    clientType: ADMIN_CLIENT_TYPE,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ADMIN_SESSION_SECONDS * 1000),
  })
  const accessToken = await signAccessToken(h.app.ctx.jwtKey, { memberId: member.id, sessionId }, now)
  return { member, sessionId, accessToken, headers: { accesstoken: accessToken } }
}
