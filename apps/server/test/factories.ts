/** Small factories for API tests: members, sessions, slider passes and codes, through the real paths. */
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { members, sliderChallenges } from '../src/db/schema.ts'
import { hashPassword } from '../src/lib/passwords.ts'
import type { MemberRow } from '../src/modules/members/members.repo.ts'
import { call, type TestApp } from './harness.ts'

let seq = 0
let cachedHash: Promise<string> | null = null
export const DEFAULT_PASSWORD = 'Passw0rd!'

export async function createMember(
  h: TestApp,
  overrides: Partial<typeof members.$inferInsert> = {},
): Promise<MemberRow> {
  seq += 1
  cachedHash ??= hashPassword(DEFAULT_PASSWORD)
  const username = overrides.username ?? `member${seq}_${randomUUID().slice(0, 4)}`
  const [row] = await h.db
    .insert(members)
    .values({
      username,
      email: `${username}@example.com`,
      passwordHash: await cachedHash,
      nickName: username,
      // Unique across test files sharing one database (each file counts from 1): X parts the
      // counter from 10 random hex digits.
      invitationCode: `INV${seq}X${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`,
      emailVerifiedAt: h.clock.now(),
      ...overrides,
    })
    .returning()
  if (!row) throw new Error('createMember failed')
  return row
}

export async function login(app: FastifyInstance, username: string, password = DEFAULT_PASSWORD) {
  const res = await call<{ accessToken: string; refreshToken: string }>(app, {
    method: 'POST',
    url: '/buyer/passport/member/userLogin',
    payload: { username, password },
  })
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`)
  return res.body.result
}

/** A member and a logged-in session for them. */
export async function createSignedIn(h: TestApp, overrides: Partial<typeof members.$inferInsert> = {}) {
  const member = await createMember(h, overrides)
  const tokens = await login(h.app, member.username)
  return { member, ...tokens, headers: { accesstoken: tokens.accessToken } }
}

/** Fetches a slider challenge and answers it correctly, reading the answer from the database. */
export async function passSlider(h: TestApp, uuid: string, type: string): Promise<void> {
  const challenge = await h.app.inject({
    method: 'GET',
    url: `/common/common/slider/${type}`,
    headers: { uuid },
  })
  if (challenge.statusCode !== 200) throw new Error(`slider: ${challenge.body}`)
  const [row] = await h.db
    .select({ xPos: sliderChallenges.xPos, yPos: sliderChallenges.yPos })
    .from(sliderChallenges)
    .where(and(eq(sliderChallenges.uuid, uuid), eq(sliderChallenges.type, type)))
  const verify = await call<boolean>(h.app, {
    method: 'POST',
    url: `/common/common/slider/${type}`,
    headers: { uuid },
    payload: { verificationEnums: type, xPos: row?.xPos, yPos: row?.yPos },
  })
  if (verify.body.result !== true) throw new Error('slider did not pass')
}

/** Passes the slider and asks for an email code; returns the code that was sent. */
export async function emailCode(h: TestApp, type: string, email: string, uuid = randomUUID(), headers = {}) {
  await passSlider(h, uuid, type)
  const res = await call(h.app, {
    method: 'GET',
    url: `/common/common/email/${type}/${encodeURIComponent(email)}`,
    headers: { uuid, ...headers },
  })
  if (res.status !== 200) throw new Error(`email code: ${JSON.stringify(res.body)}`)
  const code = h.mailer.last(email)?.code
  if (!code) throw new Error('no code was sent')
  return code
}

export async function smsCode(h: TestApp, type: string, prefix: string, mobile: string, headers: object) {
  const uuid = randomUUID()
  await passSlider(h, uuid, type)
  const res = await call(h.app, {
    method: 'GET',
    url: `/common/common/sms/TC/${type}/${prefix}/${mobile}`,
    headers: { uuid, ...headers },
  })
  if (res.status !== 200) throw new Error(`sms code: ${JSON.stringify(res.body)}`)
  const code = h.mailer.last(`+${prefix}${mobile}`)?.code
  if (!code) throw new Error('no sms was sent')
  return code
}
