import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createSignedIn, emailCode, smsCode } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'

const h = useTestApp()

describe('dev outbox', () => {
  it('lists sent mail and SMS newest first, filtered by recipient', async () => {
    const code = await emailCode(h, 'REGISTER', 'fan@example.com')
    const s = await createSignedIn(h)
    const sms = await smsCode(h, 'BIND_MOBILE', '852', '91234567', s.headers)
    const all = await call<{ to: string; channel: string; code: string; createTime: string }[]>(h.app, {
      method: 'GET',
      url: '/dev/outbox',
    })
    expect(all.body.result.map((m) => m.channel)).toEqual(['sms', 'email'])
    const mail = await call<{ to: string; code: string; subject: string }[]>(h.app, {
      method: 'GET',
      url: '/dev/outbox?to=fan@example.com',
    })
    expect(mail.body.result).toHaveLength(1)
    expect(mail.body.result[0]).toMatchObject({ to: 'fan@example.com', code, channel: 'email' })
    const phone = await call<{ code: string }[]>(h.app, { method: 'GET', url: '/dev/outbox?to=85291234567' })
    expect(phone.body.result[0]?.code).toBe(sms)
  })

  it('renders an HTML page for browsers, escaping what it shows', async () => {
    await emailCode(h, 'REGISTER', 'fan@example.com')
    const res = await h.app.inject({
      method: 'GET',
      url: '/dev/outbox?to=<script>',
      headers: { accept: 'text/html,application/xhtml+xml' },
    })
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('Dev outbox')
    expect(res.body).not.toContain('<script>')
    expect(res.body).toContain('&lt;script&gt;')
  })

  it('refuses a recipient with control characters with a 400', async () => {
    const res = await call(h.app, { method: 'GET', url: '/dev/outbox?to=a%00b', headers: { language: 'en' } })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(4002)
  })

  it('tells the slider answer for a device, 404 when there is none', async () => {
    const uuid = randomUUID()
    const none = await call(h.app, { method: 'GET', url: '/dev/slider/REGISTER', headers: { uuid } })
    expect(none.status).toBe(404)
    await h.app.inject({ method: 'GET', url: '/common/common/slider/REGISTER', headers: { uuid } })
    const res = await call<{ xPos: number; yPos: number }>(h.app, {
      method: 'GET',
      url: '/dev/slider/REGISTER',
      headers: { uuid },
    })
    const check = await call<boolean>(h.app, {
      method: 'POST',
      url: '/common/common/slider/REGISTER',
      headers: { uuid },
      payload: { xPos: res.body.result.xPos, yPos: res.body.result.yPos },
    })
    expect(check.body.result).toBe(true)
  })
})
