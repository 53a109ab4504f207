import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createMember, createSignedIn, DEFAULT_PASSWORD, emailCode } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'

const h = useTestApp()
const STEP1 = '/buyer/passport/member/resetByEmail'
const STEP2 = '/buyer/passport/member/resetPasswordByEmail'
const LOGIN = '/buyer/passport/member/userLogin'

describe('password reset by email', () => {
  it('verifies the code, sets the new password and ends every session', async () => {
    const s = await createSignedIn(h, { email: 'mary@example.com' })
    const uuid = randomUUID()
    const code = await emailCode(h, 'FIND_USER', 'mary@example.com', uuid)
    const step1 = await call(h.app, {
      method: 'POST',
      url: STEP1,
      headers: { uuid },
      payload: { email: 'mary@example.com', code },
    })
    expect(step1.status).toBe(200)
    const step2 = await call(h.app, {
      method: 'POST',
      url: STEP2,
      headers: { uuid },
      payload: { email: 'mary@example.com', password: 'NewPass99' },
    })
    expect(step2.status).toBe(200)

    const me = await call(h.app, { method: 'GET', url: '/buyer/passport/member', headers: s.headers })
    expect(me.body.code).toBe(20004)
    const old = await call(h.app, {
      method: 'POST',
      url: LOGIN,
      payload: { username: s.member.username, password: DEFAULT_PASSWORD },
    })
    expect(old.status).toBe(401)
    const fresh = await call(h.app, {
      method: 'POST',
      url: LOGIN,
      payload: { username: s.member.username, password: 'NewPass99' },
    })
    expect(fresh.status).toBe(200)
  })

  it('refuses step 2 without step 1, from another device, or twice', async () => {
    await createMember(h, { email: 'mary@example.com' })
    const uuid = randomUUID()
    const none = await call(h.app, {
      method: 'POST',
      url: STEP2,
      headers: { uuid, language: 'en' },
      payload: { email: 'mary@example.com', password: 'NewPass99' },
    })
    expect(none.status).toBe(400)
    expect(none.body).toMatchObject({ code: 20015, message: 'Please verify your email first' })

    const code = await emailCode(h, 'FIND_USER', 'mary@example.com', uuid)
    await call(h.app, {
      method: 'POST',
      url: STEP1,
      headers: { uuid },
      payload: { email: 'mary@example.com', code },
    })
    const otherDevice = await call(h.app, {
      method: 'POST',
      url: STEP2,
      headers: { uuid: randomUUID() },
      payload: { email: 'mary@example.com', password: 'NewPass99' },
    })
    expect(otherDevice.body.code).toBe(20015)
    const first = await call(h.app, {
      method: 'POST',
      url: STEP2,
      headers: { uuid },
      payload: { email: 'mary@example.com', password: 'NewPass99' },
    })
    expect(first.status).toBe(200)
    const second = await call(h.app, {
      method: 'POST',
      url: STEP2,
      headers: { uuid },
      payload: { email: 'mary@example.com', password: 'Other999' },
    })
    expect(second.body.code).toBe(20015)
  })

  it('lets the verification lapse after 10 minutes', async () => {
    await createMember(h, { email: 'mary@example.com' })
    const uuid = randomUUID()
    const code = await emailCode(h, 'FIND_USER', 'mary@example.com', uuid)
    await call(h.app, {
      method: 'POST',
      url: STEP1,
      headers: { uuid },
      payload: { email: 'mary@example.com', code },
    })
    h.clock.advance(11 * 60_000)
    const res = await call(h.app, {
      method: 'POST',
      url: STEP2,
      headers: { uuid },
      payload: { email: 'mary@example.com', password: 'NewPass99' },
    })
    expect(res.body.code).toBe(20015)
  })

  it('refuses a wrong code, an unknown email and a bad new password', async () => {
    await createMember(h, { email: 'mary@example.com' })
    const uuid = randomUUID()
    const code = await emailCode(h, 'FIND_USER', 'mary@example.com', uuid)
    const wrong = await call(h.app, {
      method: 'POST',
      url: STEP1,
      headers: { uuid },
      payload: { email: 'mary@example.com', code: code === '111111' ? '222222' : '111111' },
    })
    expect(wrong.body.code).toBe(80210)
    const unknown = await call(h.app, {
      method: 'POST',
      url: STEP1,
      headers: { uuid },
      payload: { email: 'who@example.com', code },
    })
    // An unknown address answers as a registered one without a live code (docs/decisions.md, "Accounts").
    expect(unknown.status).toBe(400)
    expect(unknown.body.code).toBe(80211)
    const bad = await call(h.app, {
      method: 'POST',
      url: STEP2,
      headers: { uuid },
      payload: { email: 'mary@example.com', password: '123' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe(4002)
  })
})
