import { randomUUID } from 'node:crypto'
import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createMember, createSignedIn, passSlider } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { verificationCodes } from '../../db/schema.ts'

const h = useTestApp()
const emailUrl = (type: string, email: string) => `/common/common/email/${type}/${encodeURIComponent(email)}`

async function codeCount() {
  const [row] = await h.db.select({ n: count() }).from(verificationCodes)
  return row?.n ?? 0
}

async function send(type: string, email: string, uuid = randomUUID(), headers: Record<string, string> = {}) {
  await passSlider(h, uuid, type)
  return call(h.app, { method: 'GET', url: emailUrl(type, email), headers: { uuid, ...headers } })
}

describe('email codes', () => {
  it('sends a 6-digit REGISTER code in the request language', async () => {
    const res = await send('REGISTER', 'Fan@Example.com', randomUUID(), { language: 'en' })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Code sent')
    const mail = h.mailer.last('fan@example.com')
    expect(mail?.code).toMatch(/^\d{6}$/)
    expect(mail?.subject).toBe('[Kaifong Market] Your verification code')
    expect(mail?.text).toContain(mail?.code ?? 'x')
    expect(mail?.text).toContain('5 minutes')
  })

  it('needs a passed slider (80204), and one pass sends once', async () => {
    const uuid = randomUUID()
    const none = await call(h.app, {
      method: 'GET',
      url: emailUrl('REGISTER', 'a@example.com'),
      headers: { uuid },
    })
    expect(none.status).toBe(400)
    expect(none.body.code).toBe(80204)
    await passSlider(h, uuid, 'REGISTER')
    expect(
      (await call(h.app, { method: 'GET', url: emailUrl('REGISTER', 'a@example.com'), headers: { uuid } }))
        .status,
    ).toBe(200)
    h.clock.advance(61_000)
    const again = await call(h.app, {
      method: 'GET',
      url: emailUrl('REGISTER', 'a@example.com'),
      headers: { uuid },
    })
    expect(again.body.code).toBe(80204)
    expect(h.mailer.sent).toHaveLength(1)
  })

  it('does not spend the slider pass of another purpose', async () => {
    const uuid = randomUUID()
    await passSlider(h, uuid, 'LOGIN')
    const res = await call(h.app, {
      method: 'GET',
      url: emailUrl('REGISTER', 'a@example.com'),
      headers: { uuid },
    })
    expect(res.body.code).toBe(80204)
  })

  it('refuses an invalid email before anything else, writing nothing', async () => {
    const res = await call(h.app, {
      method: 'GET',
      url: emailUrl('REGISTER', 'not-an-email'),
      headers: { uuid: randomUUID(), language: 'zh-Hans' },
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('电邮地址格式不正确')
    const zhHant = await call(h.app, {
      method: 'GET',
      url: emailUrl('LOGIN', 'a@b'),
      headers: { uuid: randomUUID() },
    })
    expect(zhHant.status).toBe(400)
    expect(zhHant.body.message).toBe('電郵地址格式不正確')
    expect(await codeCount()).toBe(0)
  })

  it('answers REGISTER for a taken email and FIND_USER for an unknown one as any other, and mails them no code', async () => {
    await createMember(h, { email: 'taken@example.com' })
    const taken = await send('REGISTER', 'taken@example.com')
    const unknown = await send('FIND_USER', 'nobody@example.com')
    for (const res of [taken, unknown]) expect(res.body).toMatchObject({ code: 200, message: '驗證碼已發送' })
    expect(h.mailer.sent.map((m) => [m.to, m.code])).toEqual([
      ['taken@example.com', ''],
      ['nobody@example.com', ''],
    ])
    expect(await codeCount()).toBe(2)
  })

  it('tells nothing about an address to a client without a slider pass', async () => {
    await createMember(h, { email: 'taken@example.com' })
    const ask = (type: string, email: string) =>
      call(h.app, { method: 'GET', url: emailUrl(type, email), headers: { uuid: randomUUID() } })
    const answers = await Promise.all([
      ask('REGISTER', 'taken@example.com'),
      ask('REGISTER', 'free@example.com'),
      ask('FIND_USER', 'taken@example.com'),
      ask('FIND_USER', 'nobody@example.com'),
    ])
    for (const a of answers) {
      expect(a.status).toBe(400)
      expect(a.body).toMatchObject({ code: 80204, message: answers[0]?.body.message })
    }
    expect(h.mailer.sent).toHaveLength(0)
  })

  it('spends the slider pass on a refused address, so one pass probes one address', async () => {
    const s = await createSignedIn(h, { email: 'me@example.com' })
    await createMember(h, { email: 'other@example.com' })
    const uuid = randomUUID()
    expect((await send('CHANGE_EMAIL', 'other@example.com', uuid, s.headers)).body.code).toBe(20009)
    const again = await call(h.app, {
      method: 'GET',
      url: emailUrl('CHANGE_EMAIL', 'another@example.com'),
      headers: { uuid, ...s.headers },
    })
    expect(again.body.code).toBe(80204)
  })

  it('needs a session for CHANGE_EMAIL and refuses another member’s address', async () => {
    const anon = await send('CHANGE_EMAIL', 'me@example.com')
    expect(anon.status).toBe(401)
    expect(anon.body.code).toBe(20003)
    const s = await createSignedIn(h, { email: 'me@example.com' })
    await createMember(h, { email: 'other@example.com' })
    expect((await send('CHANGE_EMAIL', 'me@example.com', randomUUID(), s.headers)).status).toBe(200)
    expect((await send('CHANGE_EMAIL', 'new@example.com', randomUUID(), s.headers)).status).toBe(200)
    expect((await send('CHANGE_EMAIL', 'other@example.com', randomUUID(), s.headers)).status).toBe(409)
  })

  it('makes you wait 60 s between sends to one address', async () => {
    await send('REGISTER', 'a@example.com')
    h.clock.advance(20_000)
    const soon = await send('REGISTER', 'a@example.com', randomUUID(), { language: 'en' })
    expect(soon.status).toBe(429)
    expect(soon.body).toMatchObject({ code: 80213, message: 'Please wait 40 s before sending again' })
    h.clock.advance(40_000)
    expect((await send('REGISTER', 'a@example.com')).status).toBe(200)
  })

  it('caps sends per address at 10 a day', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await send('REGISTER', 'a@example.com')).status).toBe(200)
      h.clock.advance(61_000)
    }
    const capped = await send('REGISTER', 'a@example.com')
    expect(capped.status).toBe(429)
    expect(capped.body.code).toBe(80214)
    h.clock.advance(24 * 60 * 60_000)
    expect((await send('REGISTER', 'a@example.com')).status).toBe(200)
  })

  it('caps sends per IP at 30 a day', async () => {
    for (let i = 0; i < 30; i++) expect((await send('REGISTER', `p${i}@example.com`)).status).toBe(200)
    const capped = await send('REGISTER', 'one-more@example.com')
    expect(capped.body.code).toBe(80214)
  })

  it('answers 502 and keeps no code when the mailer fails', async () => {
    const original = h.mailer.send.bind(h.mailer)
    h.mailer.send = async () => {
      throw new Error('smtp down')
    }
    try {
      const res = await send('REGISTER', 'a@example.com')
      expect(res.status).toBe(502)
      expect(res.body.code).toBe(80215)
      expect(await codeCount()).toBe(0)
    } finally {
      h.mailer.send = original
    }
  })
})
