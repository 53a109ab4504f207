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

  it('counts failures per account, whether the username or the email was typed', async () => {
    await createMember(h, { username: 'mary_chan', email: 'mary@example.com' })
    const attempt = (username: string, password: string, ip: string) =>
      call(h.app, { method: 'POST', url: LOGIN, remoteAddress: ip, payload: { username, password } })
    for (let i = 0; i < 3; i++)
      expect((await attempt('mary_chan', 'wrong1', '10.0.0.1')).body.code).toBe(20010)
    for (let i = 0; i < 2; i++)
      expect((await attempt('MARY@example.com', 'wrong1', '10.0.0.2')).body.code).toBe(20010)
    const sixth = await attempt('mary_chan', DEFAULT_PASSWORD, '10.0.0.3')
    expect(sixth.status).toBe(401)
    expect(sixth.body.code).toBe(20011)
  })

  it('counts 50 parallel guesses before trying any: at most 5 are tried without a slider', async () => {
    await createMember(h, { username: 'mary_chan' })
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(h.app, {
          method: 'POST',
          url: LOGIN,
          remoteAddress: `10.0.1.${i + 1}`,
          payload: { username: 'mary_chan', password: `guess${i}` },
        }),
      ),
    )
    expect(answers.filter((a) => a.body.code === 20010)).toHaveLength(5)
    expect(answers.filter((a) => a.body.code === 20011)).toHaveLength(45)
  }, 60_000)

  it('lets 20 people behind one carrier NAT log in at once', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, () => createMember(h)))
    const answers = await Promise.all(
      people.map((m) =>
        call(h.app, {
          method: 'POST',
          url: LOGIN,
          remoteAddress: '10.0.2.1',
          payload: { username: m.username, password: DEFAULT_PASSWORD },
        }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(people.map(() => 200))
  }, 60_000)

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
