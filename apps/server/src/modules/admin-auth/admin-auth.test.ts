/**
 * Operator sign-in with a second factor (docs/admin.md, "Roles and sign-in"): the password, the
 * authenticator app's set-up and codes computed here with otpauth at the test clock's time,
 * recovery codes, challenges (5 minutes, 5 tries, single use), the console session (8 hours, never
 * extended, refresh rotation and reuse) and who is refused.
 */
import { randomUUID } from 'node:crypto'
import { ErrorCode, LOGIN_FAILURES_BEFORE_SLIDER } from '@kaifong/contract'
import { ADMIN_RECOVERY_CODE_PATTERN } from '@kaifong/contract/admin'
import { and, eq, isNull } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import { createMember, createSignedIn, DEFAULT_PASSWORD, passSlider } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import {
  adminChallenges,
  adminFactors,
  adminRecoveryCodes,
  auditLog,
  members,
  sessions,
} from '../../db/schema.ts'
import { ADMIN_CLIENT_TYPE, ADMIN_SESSION_SECONDS } from '../../lib/admin.ts'
import { retirePasswordHash } from '../../lib/passwords.ts'
import type { MemberRow } from '../members/members.repo.ts'

const h = useTestApp()
const BASE = '/admin/api/passport'

interface Tokens {
  accessToken: string
  refreshToken: string
}
type LoginResult =
  | { step: 'SETUP'; challenge: string; secret: string; otpauthUrl: string; qrSvg: string }
  | { step: 'VERIFY'; challenge: string }

/** The code an authenticator app shows at the test clock's time (or `offsetSteps` steps away). */
function appCode(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 })
  return totp.generate({ timestamp: h.clock.now().getTime() + offsetSteps * 30_000 })
}

const nextStep = () => h.clock.advance(30_000)

const post = <T>(path: string, payload: object, headers: Record<string, string> = {}) =>
  call<T>(h.app, { method: 'POST', url: `${BASE}/${path}`, payload, headers: { language: 'en', ...headers } })

const login = (username: string, password = DEFAULT_PASSWORD, headers: Record<string, string> = {}) =>
  post<LoginResult>('login', { username, password }, headers)

const me = (headers: Record<string, string>) =>
  call<{ id: string; username: string; nickName: string; role: string; rights: string[] }>(h.app, {
    method: 'GET',
    url: `${BASE}/me`,
    headers,
  })

const bearer = (tokens: Tokens) => ({ accesstoken: tokens.accessToken })

async function challengeOf(username: string, step: 'SETUP' | 'VERIFY') {
  const res = await login(username)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(res.body.result.step).toBe(step)
  return res.body.result
}

/** A first sign-in through the API: the factor confirmed, a console session, the recovery codes. */
async function firstSignIn(member: MemberRow) {
  const started = await challengeOf(member.username, 'SETUP')
  if (started.step !== 'SETUP') throw new Error('expected SETUP')
  const res = await post<{ tokens: Tokens; recoveryCodes: string[] }>('setup', {
    challenge: started.challenge,
    code: appCode(started.secret),
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return { secret: started.secret, ...res.body.result }
}

const operator = (role: 'ADMIN' | 'MODERATOR' = 'ADMIN', over: Partial<typeof members.$inferInsert> = {}) =>
  createMember(h, { role, ...over })

async function consoleSessionsOf(memberId: number) {
  return h.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), eq(sessions.clientType, ADMIN_CLIENT_TYPE)))
}

async function auditOf(memberId: number) {
  return h.db.select().from(auditLog).where(eq(auditLog.actorId, memberId)).orderBy(auditLog.id)
}

describe('first sign-in: setting up the authenticator app', () => {
  it('answers SETUP with the secret, its otpauth address and QR code; the first code confirms it and answers tokens and ten recovery codes', async () => {
    const admin = await operator()
    const started = await challengeOf(admin.username, 'SETUP')
    if (started.step !== 'SETUP') throw new Error('expected SETUP')
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(started.otpauthUrl).toContain('otpauth://totp/')
    expect(started.otpauthUrl).toContain(`issuer=Kaifong%20Market`)
    expect(decodeURIComponent(started.otpauthUrl)).toContain(`:${admin.username}?`)
    expect(started.otpauthUrl).toContain(`secret=${started.secret}`)
    expect(started.qrSvg).toContain('<svg')

    const res = await post<{ tokens: Tokens; recoveryCodes: string[] }>('setup', {
      challenge: started.challenge,
      code: appCode(started.secret),
    })
    expect(res.status).toBe(200)
    const { tokens, recoveryCodes } = res.body.result
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    for (const code of recoveryCodes) expect(code).toMatch(ADMIN_RECOVERY_CODE_PATTERN)
    // Only hashes are kept.
    const stored = await h.db
      .select()
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.memberId, admin.id))
    expect(stored).toHaveLength(10)
    for (const row of stored) expect(recoveryCodes).not.toContain(row.codeHash)

    const [factor] = await h.db.select().from(adminFactors).where(eq(adminFactors.memberId, admin.id))
    expect(factor?.confirmedAt).not.toBeNull()

    const who = await me(bearer(tokens))
    expect(who.status).toBe(200)
    expect(who.body.result).toEqual({
      id: String(admin.id),
      username: admin.username,
      nickName: admin.nickName,
      role: 'ADMIN',
      rights: [
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
      ],
    })
    const [session] = await consoleSessionsOf(admin.id)
    expect(session?.expiresAt.getTime()).toBe(h.clock.now().getTime() + ADMIN_SESSION_SECONDS * 1000)
    const actions = (await auditOf(admin.id)).map((r) => [r.action, r.targetType, r.targetId])
    expect(actions).toEqual([
      ['admin.factorSetup', 'member', String(admin.id)],
      ['admin.signIn', 'member', String(admin.id)],
    ])
  })

  it('replaces an unconfirmed secret at each sign-in, never a confirmed one', async () => {
    const admin = await operator()
    const first = await challengeOf(admin.username, 'SETUP')
    const second = await challengeOf(admin.username, 'SETUP')
    if (first.step !== 'SETUP' || second.step !== 'SETUP') throw new Error('expected SETUP')
    expect(second.secret).not.toBe(first.secret)
    // The first secret is gone: its code no longer confirms anything.
    const stale = await post('setup', { challenge: first.challenge, code: appCode(first.secret) })
    expect(stale.body.code).toBe(ErrorCode.ADMIN_CODE_WRONG)
    const ok = await post('setup', { challenge: second.challenge, code: appCode(second.secret) })
    expect(ok.status).toBe(200)

    nextStep()
    const later = await login(admin.username)
    expect(later.body.result).toEqual({ step: 'VERIFY', challenge: expect.any(String) })
    const [factor] = await h.db.select().from(adminFactors).where(eq(adminFactors.memberId, admin.id))
    expect(factor?.secret).toBe(second.secret)
  })

  it('refuses a setup challenge on the verify step and a verify challenge on the setup step', async () => {
    const admin = await operator()
    const setup = await challengeOf(admin.username, 'SETUP')
    if (setup.step !== 'SETUP') throw new Error('expected SETUP')
    const wrongStep = await post('verify', { challenge: setup.challenge, code: appCode(setup.secret) })
    expect(wrongStep.status).toBe(400)
    expect(wrongStep.body.code).toBe(ErrorCode.ADMIN_CHALLENGE_INVALID)
    const { secret } = await firstSignIn(admin)
    nextStep()
    const verify = await challengeOf(admin.username, 'VERIFY')
    const res = await post('setup', { challenge: verify.challenge, code: appCode(secret) })
    expect(res.body.code).toBe(ErrorCode.ADMIN_CHALLENGE_INVALID)
  })

  it('refuses bad input with a localised 400 and writes nothing', async () => {
    const admin = await operator()
    const started = await challengeOf(admin.username, 'SETUP')
    const bad = await post('setup', { challenge: started.challenge, code: '12ab' }, { language: 'zh-Hant' })
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe(ErrorCode.PARAM_ERROR)
    expect(bad.body.message).toMatch(/[\u4e00-\u9fff]/)
    const missing = await post('verify', { code: '123456' })
    expect(missing.status).toBe(400)
    const noBody = await post('login', {})
    expect(noBody.status).toBe(400)
    const [challenge] = await h.db.select().from(adminChallenges)
    expect(challenge?.attempts).toBe(0)
    expect(await auditOf(admin.id)).toEqual([])
  })
})

describe('later sign-ins: the code or a recovery code', () => {
  it('signs in with the next code, and the new console session ends the previous one', async () => {
    const admin = await operator()
    const first = await firstSignIn(admin)
    nextStep()
    const challenge = await challengeOf(admin.username, 'VERIFY')
    const res = await post<{ tokens: Tokens }>('verify', {
      challenge: challenge.challenge,
      code: appCode(first.secret),
    })
    expect(res.status).toBe(200)
    expect((await me(bearer(res.body.result.tokens))).status).toBe(200)
    const old = await me(bearer(first.tokens))
    expect(old.status).toBe(401)
    expect(old.body.code).toBe(ErrorCode.SESSION_EXPIRED)
    const all = await consoleSessionsOf(admin.id)
    expect(all.filter((s) => !s.revokedAt)).toHaveLength(1)
    expect(all.find((s) => s.revokedAt)?.revokedReason).toBe('REPLACED')
  })

  it('keeps the operator signed in on the member site: a console sign-in ends only console sessions', async () => {
    const admin = await operator()
    const signed = await createSignedIn(h, { role: 'ADMIN' })
    await firstSignIn(admin)
    await firstSignIn(signed.member)
    const member = await call(h.app, {
      method: 'GET',
      url: '/buyer/passport/member',
      headers: signed.headers,
    })
    expect(member.status).toBe(200)
  })

  it('refuses a wrong code with the tries left, and the sixth try after five', async () => {
    const admin = await operator()
    const { secret } = await firstSignIn(admin)
    nextStep()
    const challenge = await challengeOf(admin.username, 'VERIFY')
    const wrong = appCode(secret) === '000000' ? '111111' : '000000'
    for (let left = 4; left >= 1; left--) {
      const res = await post('verify', { challenge: challenge.challenge, code: wrong })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe(ErrorCode.ADMIN_CODE_WRONG)
      expect(res.body.message).toContain(`${left} tries left`)
    }
    const fifth = await post('verify', { challenge: challenge.challenge, code: wrong })
    expect(fifth.status).toBe(429)
    expect(fifth.body.code).toBe(ErrorCode.ADMIN_CHALLENGE_TRIES)
    const right = await post('verify', { challenge: challenge.challenge, code: appCode(secret) })
    expect(right.status).toBe(429)
    expect(right.body.code).toBe(ErrorCode.ADMIN_CHALLENGE_TRIES)
    const [row] = await h.db.select().from(adminChallenges).where(isNull(adminChallenges.consumedAt))
    expect(row?.attempts).toBe(5)
  })

  it('lets a challenge live 5 minutes', async () => {
    const admin = await operator()
    const { secret } = await firstSignIn(admin)
    nextStep()
    const challenge = await challengeOf(admin.username, 'VERIFY')
    h.clock.advance(5 * 60_000)
    const res = await post('verify', { challenge: challenge.challenge, code: appCode(secret) })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(ErrorCode.ADMIN_CHALLENGE_INVALID)
    expect(res.body.message).toContain('sign in again')
    const unknown = await post('verify', { challenge: randomUUID(), code: appCode(secret) })
    expect(unknown.body.code).toBe(ErrorCode.ADMIN_CHALLENGE_INVALID)
  })

  it('accepts one step either side of now', async () => {
    const admin = await operator()
    const { secret } = await firstSignIn(admin)
    h.clock.advance(5 * 30_000)
    const early = await challengeOf(admin.username, 'VERIFY')
    expect((await post('verify', { challenge: early.challenge, code: appCode(secret, -1) })).status).toBe(200)
    h.clock.advance(5 * 30_000)
    const late = await challengeOf(admin.username, 'VERIFY')
    expect((await post('verify', { challenge: late.challenge, code: appCode(secret, 1) })).status).toBe(200)
    h.clock.advance(5 * 30_000)
    const far = await challengeOf(admin.username, 'VERIFY')
    const res = await post('verify', { challenge: far.challenge, code: appCode(secret, 2) })
    expect(res.body.code).toBe(ErrorCode.ADMIN_CODE_WRONG)
  })

  it('never accepts a code twice, nor the step before one accepted', async () => {
    const admin = await operator()
    const { secret } = await firstSignIn(admin)
    // The set-up code's step is used: the same code on a new challenge is a replay.
    const again = await challengeOf(admin.username, 'VERIFY')
    const replay = await post('verify', { challenge: again.challenge, code: appCode(secret) })
    expect(replay.status).toBe(400)
    expect(replay.body.code).toBe(ErrorCode.ADMIN_CODE_USED)
    h.clock.advance(15_000)
    const previous = await post('verify', { challenge: again.challenge, code: appCode(secret, -1) })
    expect(previous.body.code).toBe(ErrorCode.ADMIN_CODE_USED)
    // A replay rolled back cleanly: the challenge still works with the next code.
    h.clock.advance(15_000)
    const next = await post('verify', { challenge: again.challenge, code: appCode(secret) })
    expect(next.status).toBe(200)
  })

  it('takes each recovery code once, audited', async () => {
    const admin = await operator()
    const { recoveryCodes } = await firstSignIn(admin)
    const code = recoveryCodes[3] ?? ''
    const first = await challengeOf(admin.username, 'VERIFY')
    // Typed in capitals without the dash, as people do.
    const res = await post<{ tokens: Tokens }>('verify', {
      challenge: first.challenge,
      code: code.replace('-', '').toUpperCase(),
    })
    expect(res.status).toBe(200)
    expect((await me(bearer(res.body.result.tokens))).status).toBe(200)
    const second = await challengeOf(admin.username, 'VERIFY')
    const reuse = await post('verify', { challenge: second.challenge, code })
    expect(reuse.status).toBe(400)
    expect(reuse.body.code).toBe(ErrorCode.ADMIN_CODE_WRONG)
    const [used] = await h.db
      .select()
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.memberId, admin.id)))
      .then((rows) => rows.filter((r) => r.usedAt))
    expect(used).toBeDefined()
    const actions = (await auditOf(admin.id)).map((r) => r.action)
    expect(actions).toEqual(['admin.factorSetup', 'admin.signIn', 'admin.recoveryCodeUsed', 'admin.signIn'])
    // Another operator's code is no code of this one.
    const other = await operator()
    const theirs = await firstSignIn(other)
    const third = await challengeOf(admin.username, 'VERIFY')
    const foreign = await post('verify', { challenge: third.challenge, code: theirs.recoveryCodes[0] })
    expect(foreign.body.code).toBe(ErrorCode.ADMIN_CODE_WRONG)
  })

  it('gives exactly one session to 50 parallel verifications with the same right code', async () => {
    const admin = await operator()
    const { secret } = await firstSignIn(admin)
    nextStep()
    const challenge = await challengeOf(admin.username, 'VERIFY')
    const code = appCode(secret)
    const results = await Promise.all(
      Array.from({ length: 50 }, () => post('verify', { challenge: challenge.challenge, code })),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    for (const r of results.filter((x) => x.status !== 200)) {
      expect([
        ErrorCode.ADMIN_CODE_USED,
        ErrorCode.ADMIN_CHALLENGE_TRIES,
        ErrorCode.ADMIN_CHALLENGE_INVALID,
      ]).toContain(r.body.code)
      expect(r.status).toBeLessThan(500)
    }
    const all = await consoleSessionsOf(admin.id)
    expect(all).toHaveLength(2)
    expect(all.filter((s) => !s.revokedAt)).toHaveLength(1)
    expect((await auditOf(admin.id)).filter((r) => r.action === 'admin.signIn')).toHaveLength(2)
  })

  it('gives exactly one session to 50 parallel uses of one recovery code on 50 challenges', async () => {
    const admin = await operator()
    const { recoveryCodes } = await firstSignIn(admin)
    const challenges = []
    for (let i = 0; i < 50; i++) challenges.push(await challengeOf(admin.username, 'VERIFY'))
    const results = await Promise.all(
      challenges.map((c) => post('verify', { challenge: c.challenge, code: recoveryCodes[0] })),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    // The losers' wrong codes count: once ten are in, the rest find sign-in locked.
    const refusals = new Set<number>([ErrorCode.ADMIN_CODE_WRONG, ErrorCode.ADMIN_FACTOR_LOCKED])
    for (const r of results)
      expect(r.status === 200 || refusals.has(r.body.code), JSON.stringify(r.body)).toBe(true)
  })

  it('waits 15 minutes after ten wrong codes, however many challenges they were spread over', async () => {
    const admin = await operator()
    const { secret } = await firstSignIn(admin)
    nextStep()
    const wrong = appCode(secret) === '000000' ? '111111' : '000000'
    for (let round = 0; round < 2; round++) {
      const c = await challengeOf(admin.username, 'VERIFY')
      for (let i = 0; i < 5; i++) await post('verify', { challenge: c.challenge, code: wrong })
    }
    const locked = await login(admin.username)
    expect(locked.status).toBe(429)
    expect(locked.body.code).toBe(ErrorCode.ADMIN_FACTOR_LOCKED)
    h.clock.advance(15 * 60_000 + 1000)
    const again = await challengeOf(admin.username, 'VERIFY')
    expect((await post('verify', { challenge: again.challenge, code: appCode(secret) })).status).toBe(200)
  })
})

describe('the password step', () => {
  it('answers a wrong password as the member login does, whoever the account is', async () => {
    const admin = await operator()
    const member = await createMember(h)
    for (const username of [admin.username, member.username, 'nobody_here']) {
      const res = await login(username, 'Wrong1234!')
      expect(res.status).toBe(401)
      expect(res.body.code).toBe(ErrorCode.WRONG_PASSWORD)
    }
    // Through the email too, as at the member login.
    expect((await login(admin.email)).status).toBe(200)
  })

  it('refuses members, banned and deleted operators only after the right password', async () => {
    const member = await createMember(h)
    const banned = await operator('ADMIN', { disabled: true, banReason: 'spam', bannedAt: h.clock.now() })
    const deleted = await operator('MODERATOR', { deletedAt: h.clock.now() })
    // As account deletion leaves it (modules/account): the hash retired.
    await h.db
      .update(members)
      .set({ passwordHash: retirePasswordHash(deleted.passwordHash) })
      .where(eq(members.id, deleted.id))
    for (const who of [member, banned, deleted]) {
      const res = await login(who.username)
      expect(res.status).toBe(403)
      expect(res.body.code).toBe(ErrorCode.ADMIN_FORBIDDEN)
    }
    expect(await h.db.select().from(adminChallenges)).toEqual([])
    expect(await h.db.select().from(adminFactors)).toEqual([])
  })

  it('refuses an operator asked to reset the password', async () => {
    const admin = await operator('MODERATOR', { passwordResetRequired: true })
    const res = await login(admin.username)
    expect(res.status).toBe(403)
    expect(res.body.code).toBe(ErrorCode.PASSWORD_RESET_REQUIRED)
  })

  it('shares the member login limits but asks no slider (the console has none; its code step stops a script)', async () => {
    const admin = await operator()
    const wrong = (uuid?: string) =>
      call(h.app, {
        method: 'POST',
        url: '/buyer/passport/member/userLogin',
        headers: uuid ? { uuid } : {},
        payload: { username: admin.username, password: 'Wrong1234!' },
      })
    for (let i = 0; i < LOGIN_FAILURES_BEFORE_SLIDER; i++) expect((await wrong()).status).toBe(401)
    // The member login now wants the slider; the console's password step goes on to the code.
    expect((await wrong()).body.code).toBe(ErrorCode.LOGIN_SLIDER_REQUIRED)
    expect((await login(admin.username)).status).toBe(200)
    // That success starts the account's count again; six more failures past the slider (as a solver
    // would send them) pause the account, for the console too.
    for (let i = 0; i <= LOGIN_FAILURES_BEFORE_SLIDER; i++) {
      const uuid = randomUUID()
      await passSlider(h, uuid, 'LOGIN')
      expect((await wrong(uuid)).body.code).toBe(ErrorCode.WRONG_PASSWORD)
    }
    const locked = await login(admin.username)
    expect(locked.status).toBe(429)
    expect(locked.body.code).toBe(ErrorCode.LOGIN_LOCKED)
  })

  it('signs a moderator in with the moderator rights', async () => {
    const moderator = await operator('MODERATOR')
    const { tokens } = await firstSignIn(moderator)
    const who = await me(bearer(tokens))
    expect(who.body.result.role).toBe('MODERATOR')
    expect(who.body.result.rights).toEqual(['dashboard', 'reports', 'members.view', 'members.ban'])
  })
})

describe('the console session', () => {
  it('is no member session, and a member session is no console session', async () => {
    const admin = await operator()
    const { tokens } = await firstSignIn(admin)
    const asMember = await call(h.app, {
      method: 'GET',
      url: '/buyer/passport/member',
      headers: bearer(tokens),
    })
    expect(asMember.status).toBe(401)
    const signed = await createSignedIn(h, { role: 'ADMIN' })
    const memberOnConsole = await me(signed.headers)
    expect(memberOnConsole.status).toBe(403)
    expect(memberOnConsole.body.code).toBe(ErrorCode.ADMIN_FORBIDDEN)
    const visitor = await me({})
    expect(visitor.status).toBe(401)
    expect(visitor.body.code).toBe(ErrorCode.NOT_LOGGED_IN)
    // Neither do the refresh tokens cross over.
    const crossed = await post('refresh', { refreshToken: signed.refreshToken })
    expect(crossed.status).toBe(401)
    expect(crossed.body.code).toBe(ErrorCode.REFRESH_TOKEN_INVALID)
  })

  it('rotates tokens within 8 hours and never past them', async () => {
    const admin = await operator()
    const { tokens } = await firstSignIn(admin)
    const [before] = await consoleSessionsOf(admin.id)
    h.clock.advance(ADMIN_SESSION_SECONDS * 1000 - 60_000)
    const rotated = await post<Tokens>('refresh', { refreshToken: tokens.refreshToken })
    expect(rotated.status).toBe(200)
    expect(rotated.body.result.refreshToken).not.toBe(tokens.refreshToken)
    expect((await me(bearer(rotated.body.result))).status).toBe(200)
    const [after] = await consoleSessionsOf(admin.id)
    expect(after?.expiresAt).toEqual(before?.expiresAt)
    h.clock.advance(60_000)
    const ended = await me(bearer(rotated.body.result))
    expect(ended.status).toBe(401)
    expect(ended.body.code).toBe(ErrorCode.SESSION_EXPIRED)
    const late = await post('refresh', { refreshToken: rotated.body.result.refreshToken })
    expect(late.status).toBe(401)
    expect(late.body.code).toBe(ErrorCode.SESSION_EXPIRED)
  })

  it('ends the session when a used refresh token comes back', async () => {
    const admin = await operator()
    const { tokens } = await firstSignIn(admin)
    const rotated = await post<Tokens>('refresh', { refreshToken: tokens.refreshToken })
    expect(rotated.status).toBe(200)
    const reused = await post('refresh', { refreshToken: tokens.refreshToken })
    expect(reused.status).toBe(401)
    expect(reused.body.code).toBe(ErrorCode.REFRESH_TOKEN_INVALID)
    expect((await me(bearer(rotated.body.result))).status).toBe(401)
    const [session] = await consoleSessionsOf(admin.id)
    expect(session?.revokedReason).toBe('REUSED')
    const fresh = await post('refresh', { refreshToken: rotated.body.result.refreshToken })
    expect(fresh.status).toBe(401)
  })

  it('rotates once for 50 parallel refreshes with one token', async () => {
    const admin = await operator()
    const { tokens } = await firstSignIn(admin)
    const results = await Promise.all(
      Array.from({ length: 50 }, () => post('refresh', { refreshToken: tokens.refreshToken })),
    )
    expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1)
    expect(results.every((r) => r.status === 200 || r.status === 401)).toBe(true)
  })

  it('logs out: the session ends, audited', async () => {
    const admin = await operator()
    const { tokens } = await firstSignIn(admin)
    const out = await call(h.app, { method: 'POST', url: `${BASE}/logout`, headers: bearer(tokens) })
    expect(out.status).toBe(200)
    expect((await me(bearer(tokens))).status).toBe(401)
    expect((await post('refresh', { refreshToken: tokens.refreshToken })).status).toBe(401)
    expect((await auditOf(admin.id)).map((r) => r.action)).toContain('admin.signOut')
  })

  it('shuts out an operator banned or demoted since signing in', async () => {
    const admin = await operator()
    const { tokens } = await firstSignIn(admin)
    await h.db.update(members).set({ disabled: true, banReason: 'x' }).where(eq(members.id, admin.id))
    const banned = await me(bearer(tokens))
    expect(banned.status).toBe(403)
    expect(banned.body.code).toBe(ErrorCode.ADMIN_FORBIDDEN)
    const refresh = await post('refresh', { refreshToken: tokens.refreshToken })
    expect(refresh.status).toBe(403)
    const loginAgain = await login(admin.username)
    expect(loginAgain.status).toBe(403)

    const moderator = await operator('MODERATOR')
    const signed = await firstSignIn(moderator)
    await h.db.update(members).set({ role: 'MEMBER' }).where(eq(members.id, moderator.id))
    expect((await me(bearer(signed.tokens))).status).toBe(403)
  })

  it('refuses an open challenge of an operator demoted in the meantime', async () => {
    const admin = await operator()
    const { secret } = await firstSignIn(admin)
    nextStep()
    const challenge = await challengeOf(admin.username, 'VERIFY')
    await h.db.update(members).set({ role: 'MEMBER' }).where(eq(members.id, admin.id))
    const res = await post('verify', { challenge: challenge.challenge, code: appCode(secret) })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe(ErrorCode.ADMIN_FORBIDDEN)
  })
})
