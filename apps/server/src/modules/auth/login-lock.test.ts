/**
 * The login lock (docs/decisions.md, "Accounts"): past LOGIN_FAILURES_BEFORE_LOCK failures each
 * further one locks the account for twice as long, whatever slider the client passed; the owner is
 * mailed once per episode; a password reset lets its own device back in.
 */
import { randomUUID } from 'node:crypto'
import { ErrorCode, LOGIN_LOCK_MAX_MINUTES } from '@kaifong/contract'
import { describe, expect, it } from 'vitest'
import { createMember, DEFAULT_PASSWORD, emailCode, passSlider } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { loginNoticesSettled } from './login-notice.ts'

const h = useTestApp()
const LOGIN = '/buyer/passport/member/userLogin'
const MINUTE = 60_000

function attempt(username: string, password: string, opts: { uuid?: string; ip?: string } = {}) {
  return call(h.app, {
    method: 'POST',
    url: LOGIN,
    remoteAddress: opts.ip ?? '10.40.0.1',
    headers: { language: 'en', ...(opts.uuid ? { uuid: opts.uuid } : {}) },
    payload: { username, password },
  })
}

/** A try by an attacker who solves every slider: its picture gives the hole away (docs/decisions.md, "Slider captcha"). */
async function solved(username: string, password: string, ip?: string) {
  const uuid = randomUUID()
  await passSlider(h, uuid, 'LOGIN')
  return attempt(username, password, { uuid, ip })
}

/** Five free failures, then a sixth past the slider, which starts the first lock (1 minute). */
async function lockOnce(username: string, ip = '10.40.0.1') {
  for (let i = 0; i < 5; i++)
    expect((await attempt(username, `wrong${i}`, { ip })).body.code).toBe(ErrorCode.WRONG_PASSWORD)
  expect((await solved(username, 'wrong5', ip)).body.code).toBe(ErrorCode.WRONG_PASSWORD)
}

const noticesTo = (email: string) => h.mailer.sent.filter((m) => m.to === email)

describe('the login lock', () => {
  it('refuses even the right password past a passed slider while locked, and says when to try again', async () => {
    await createMember(h, { username: 'mary_chan' })
    await lockOnce('mary_chan')
    const locked = await solved('mary_chan', DEFAULT_PASSWORD)
    expect(locked.status).toBe(429)
    expect(locked.body).toMatchObject({
      code: ErrorCode.LOGIN_LOCKED,
      message:
        'Too many wrong passwords: sign-in to this account is paused. Try again in 1 min (at 10:01, Hong Kong time), or reset your password with "Forgot password"',
    })
    expect(locked.headers['retry-after']).toBe('60')
    const zh = await call(h.app, {
      method: 'POST',
      url: LOGIN,
      remoteAddress: '10.40.0.1',
      payload: { username: 'mary_chan', password: DEFAULT_PASSWORD },
    })
    expect(zh.body.message).toBe(
      '密碼錯誤次數太多，此帳戶暫停登入。請於 1 分鐘後（香港時間 10:01）再試，或按「忘記密碼」重設密碼',
    )
  })

  it('doubles the lock with each further failure, and lets the right password in when it ends', async () => {
    await createMember(h, { username: 'mary_chan' })
    await lockOnce('mary_chan')
    h.clock.advance(MINUTE)
    expect((await solved('mary_chan', 'wrong6')).body.code).toBe(ErrorCode.WRONG_PASSWORD)
    const twice = await solved('mary_chan', DEFAULT_PASSWORD)
    expect(twice.body.code).toBe(ErrorCode.LOGIN_LOCKED)
    expect(twice.headers['retry-after']).toBe('120')
    h.clock.advance(2 * MINUTE)
    expect((await solved('mary_chan', 'wrong7')).body.code).toBe(ErrorCode.WRONG_PASSWORD)
    const fourTimes = await solved('mary_chan', DEFAULT_PASSWORD)
    expect(fourTimes.headers['retry-after']).toBe('240')
    h.clock.advance(4 * MINUTE - 1000)
    expect((await solved('mary_chan', DEFAULT_PASSWORD)).body.code).toBe(ErrorCode.LOGIN_LOCKED)
    h.clock.advance(1000)
    expect((await solved('mary_chan', DEFAULT_PASSWORD)).status).toBe(200)
    // A success starts the count again: the next failure locks nothing.
    expect((await solved('mary_chan', 'wrong8')).body.code).toBe(ErrorCode.WRONG_PASSWORD)
    expect((await solved('mary_chan', DEFAULT_PASSWORD)).status).toBe(200)
  })

  it(`locks for at most ${LOGIN_LOCK_MAX_MINUTES} minutes at a time`, async () => {
    await createMember(h, { username: 'mary_chan' })
    await lockOnce('mary_chan')
    const waits: string[] = []
    for (let i = 0; i < 8; i++) {
      const locked = await solved('mary_chan', 'wrong')
      expect(locked.body.code).toBe(ErrorCode.LOGIN_LOCKED)
      const wait = String(locked.headers['retry-after'])
      waits.push(wait)
      h.clock.advance(Number(wait) * 1000)
      expect((await solved('mary_chan', `guess${i}`)).body.code).toBe(ErrorCode.WRONG_PASSWORD)
    }
    expect(waits).toEqual(['60', '120', '240', '480', '960', '1920', '3600', '3600'])
  }, 60_000)

  it('mails the owner once per lock episode, with the way to reset the password', async () => {
    const m = await createMember(h, { username: 'mary_chan', email: 'mary@example.com' })
    await lockOnce('mary_chan')
    await loginNoticesSettled(h.app.ctx)
    const [notice, ...more] = noticesTo('mary@example.com')
    expect(more).toHaveLength(0)
    expect(notice).toMatchObject({ channel: 'email', code: '' })
    expect(notice?.subject).toContain('街坊市集')
    for (const words of ['mary_chan', '10:01', `${h.config.PUBLIC_URL}/forgetPassword`, 'Hong Kong time'])
      expect(notice?.text).toContain(words)
    // Further locks of the same episode send nothing more.
    h.clock.advance(MINUTE)
    expect((await solved('mary_chan', 'wrong6')).body.code).toBe(ErrorCode.WRONG_PASSWORD)
    await loginNoticesSettled(h.app.ctx)
    expect(noticesTo('mary@example.com')).toHaveLength(1)
    // The owner's success ends the episode: the next lock is a new one.
    h.clock.advance(2 * MINUTE)
    expect((await solved('mary_chan', DEFAULT_PASSWORD)).status).toBe(200)
    await lockOnce('mary_chan', '10.41.0.1')
    await loginNoticesSettled(h.app.ctx)
    expect(noticesTo('mary@example.com')).toHaveLength(2)
    expect(m.email).toBe('mary@example.com')
  }, 60_000)

  it('locks an unknown name exactly as a member, and mails nobody', async () => {
    await createMember(h, { username: 'mary_chan' })
    await lockOnce('mary_chan')
    await lockOnce('nobody_here', '10.41.0.1')
    const member = await solved('mary_chan', 'whatever1')
    const nobody = await solved('nobody_here', 'whatever1')
    for (const res of [member, nobody]) {
      expect(res.status).toBe(429)
      expect(res.headers['retry-after']).toBe('60')
    }
    expect(nobody.body.message).toBe(member.body.message)
    await loginNoticesSettled(h.app.ctx)
    expect(h.mailer.sent.map((m) => m.to)).toEqual(['mary_chan@example.com'])
  })

  it('lets the device that reset the password sign in once, though the account is locked again', async () => {
    await createMember(h, { username: 'mary_chan', email: 'mary@example.com' })
    await lockOnce('mary_chan')
    const owner = randomUUID()
    const code = await emailCode(h, 'FIND_USER', 'mary@example.com', owner)
    for (const [url, payload] of [
      ['/buyer/passport/member/resetByEmail', { email: 'mary@example.com', code }],
      ['/buyer/passport/member/resetPasswordByEmail', { email: 'mary@example.com', password: 'NewPass99' }],
    ] as const)
      expect((await call(h.app, { method: 'POST', url, headers: { uuid: owner }, payload })).status).toBe(200)
    // The reset is a success: the attacker needs six failures again to lock the account ...
    await lockOnce('mary_chan', '10.41.0.1')
    expect((await solved('mary_chan', 'NewPass99')).body.code).toBe(ErrorCode.LOGIN_LOCKED)
    // ... and the device that proved the email still gets in, once.
    expect((await attempt('mary_chan', 'NewPass99', { uuid: owner, ip: '10.42.0.1' })).status).toBe(200)
  }, 60_000)

  it('shares the lock with the console sign-in', async () => {
    await createMember(h, { username: 'op_chan', role: 'ADMIN' })
    await lockOnce('op_chan')
    const uuid = randomUUID()
    await passSlider(h, uuid, 'LOGIN')
    const res = await call(h.app, {
      method: 'POST',
      url: '/admin/api/passport/login',
      remoteAddress: '10.40.0.1',
      headers: { uuid },
      payload: { username: 'op_chan', password: DEFAULT_PASSWORD },
    })
    expect(res.status).toBe(429)
    expect(res.body.code).toBe(ErrorCode.LOGIN_LOCKED)
    expect(res.headers['retry-after']).toBe('60')
  })

  it('lets an attacker who solves every slider test at most 35 passwords of one account in a day', async () => {
    await createMember(h, { username: 'mary_chan' })
    const end = h.clock.now().getTime() + 24 * 60 * MINUTE
    let tested = 0
    // The attacker waits as told (Retry-After), else tries again at the per-IP request limit (30 a minute).
    while (h.clock.now().getTime() < end && tested <= 100) {
      const res = await solved('mary_chan', `guess${tested}`)
      if (res.body.code === ErrorCode.WRONG_PASSWORD) {
        tested += 1
        h.clock.advance(2000)
        continue
      }
      expect(res.body.code).toBe(ErrorCode.LOGIN_LOCKED)
      h.clock.advance(Number(res.headers['retry-after']) * 1000)
    }
    expect(tested).toBeLessThanOrEqual(35)
    expect(tested).toBeGreaterThanOrEqual(30)
  }, 120_000)
})
