import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createMember, DEFAULT_PASSWORD, passSlider } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'

const h = useTestApp()
const LOGIN = '/buyer/passport/member/userLogin'
const ME = '/buyer/passport/member'

describe('POST /buyer/passport/member/userLogin', () => {
  it('returns a token pair that opens GET /buyer/passport/member', async () => {
    const m = await createMember(h, { username: 'mary_chan' })
    const res = await call<{ accessToken: string; refreshToken: string }>(h.app, {
      method: 'POST',
      url: LOGIN,
      headers: { language: 'en', clienttype: 'PC' },
      payload: { username: 'Mary_Chan', password: DEFAULT_PASSWORD },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Login success')
    const me = await call(h.app, {
      method: 'GET',
      url: ME,
      headers: { accesstoken: res.body.result.accessToken },
    })
    expect(me.status).toBe(200)
    expect(me.body.result).toMatchObject({
      id: String(m.id),
      username: 'mary_chan',
      email: m.email,
      mobile: '',
    })
    expect(me.body.result).not.toHaveProperty('passwordHash')
  })

  it('logs in by email too', async () => {
    await createMember(h, { username: 'mary_chan', email: 'mary@example.com' })
    const res = await call(h.app, {
      method: 'POST',
      url: LOGIN,
      payload: { username: 'MARY@example.com', password: DEFAULT_PASSWORD },
    })
    expect(res.status).toBe(200)
  })

  it('gives the same answer for a wrong password and an unknown account', async () => {
    await createMember(h, { username: 'mary_chan' })
    const wrong = await call(h.app, {
      method: 'POST',
      url: LOGIN,
      payload: { username: 'mary_chan', password: 'nope123' },
    })
    const unknown = await call(h.app, {
      method: 'POST',
      url: LOGIN,
      payload: { username: 'nobody_here', password: 'x' },
    })
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401)
      expect(res.body).toMatchObject({ success: false, code: 20010, message: '用戶名或密碼錯誤' })
    }
  })

  it('needs username and password', async () => {
    const res = await call(h.app, {
      method: 'POST',
      url: LOGIN,
      headers: { language: 'en' },
      payload: { username: 'a' },
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Please enter a password')
  })

  it('asks for a LOGIN slider after 5 failures, and lets the right password in once it passes', async () => {
    await createMember(h, { username: 'mary_chan' })
    for (let i = 0; i < 5; i++) {
      await call(h.app, {
        method: 'POST',
        url: LOGIN,
        payload: { username: 'mary_chan', password: 'wrong1' },
      })
    }
    const blocked = await call(h.app, {
      method: 'POST',
      url: LOGIN,
      payload: { username: 'mary_chan', password: DEFAULT_PASSWORD },
    })
    expect(blocked.status).toBe(401)
    expect(blocked.body.code).toBe(20011)

    const uuid = randomUUID()
    await passSlider(h, uuid, 'LOGIN')
    const res = await call(h.app, {
      method: 'POST',
      url: LOGIN,
      headers: { uuid },
      payload: { username: 'mary_chan', password: DEFAULT_PASSWORD },
    })
    expect(res.status).toBe(200)
    // One pass, one attempt: the same pass does not open the next one.
    const again = await call(h.app, {
      method: 'POST',
      url: LOGIN,
      headers: { uuid },
      payload: { username: 'mary_chan', password: DEFAULT_PASSWORD },
    })
    expect(again.body.code).toBe(20011)
  })

  it('forgets failures after 15 minutes', async () => {
    await createMember(h, { username: 'mary_chan' })
    for (let i = 0; i < 5; i++) {
      await call(h.app, {
        method: 'POST',
        url: LOGIN,
        payload: { username: 'mary_chan', password: 'wrong1' },
      })
    }
    h.clock.advance(16 * 60_000)
    const res = await call(h.app, {
      method: 'POST',
      url: LOGIN,
      payload: { username: 'mary_chan', password: DEFAULT_PASSWORD },
    })
    expect(res.status).toBe(200)
  })

  it('refuses a disabled account', async () => {
    await createMember(h, { username: 'mary_chan', disabled: true })
    const res = await call(h.app, {
      method: 'POST',
      url: LOGIN,
      payload: { username: 'mary_chan', password: DEFAULT_PASSWORD },
    })
    expect(res.status).toBe(403)
  })
})
