import { randomUUID } from 'node:crypto'
import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createMember, createSignedIn, passSlider } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { verificationCodes } from '../../db/schema.ts'
import { phoneTarget } from './codes.service.ts'

const h = useTestApp()
const smsUrl = (type: string, prefix: string, mobile: string) =>
  `/common/common/sms/TC/${type}/${prefix}/${mobile}`

async function send(type: string, prefix: string, mobile: string, headers: Record<string, string> = {}) {
  const uuid = randomUUID()
  await passSlider(h, uuid, type)
  return call(h.app, { method: 'GET', url: smsUrl(type, prefix, mobile), headers: { uuid, ...headers } })
}

async function codeCount() {
  const [row] = await h.db.select({ n: count() }).from(verificationCodes)
  return row?.n ?? 0
}

describe('sms codes', () => {
  it('sends a BIND_MOBILE code to +<prefix><mobile>, in zh-Hant by default', async () => {
    const s = await createSignedIn(h)
    const res = await send('BIND_MOBILE', '852', '91234567', s.headers)
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('驗證碼已發送')
    const sms = h.mailer.last('+85291234567')
    expect(sms).toMatchObject({ channel: 'sms', to: phoneTarget('852', '91234567') })
    expect(sms?.text).toContain('街坊市集')
    expect(sms?.text).toContain(sms?.code ?? 'x')
  })

  it('refuses a visitor with 20003, writing nothing', async () => {
    const res = await send('BIND_MOBILE', '852', '91234567')
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(20003)
    expect(await codeCount()).toBe(0)
  })

  it('refuses a bad phone or prefix with a localized 400; a visitor gets 401 before the phone is read', async () => {
    const s = await createSignedIn(h)
    const bad = await send('BIND_MOBILE', '852', '1234', s.headers)
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('手機號碼格式不正確')
    const en = await call(h.app, {
      method: 'GET',
      url: smsUrl('CHANGE_MOBILE', '86', '2345678901'),
      headers: { ...s.headers, uuid: randomUUID(), language: 'en' },
    })
    expect(en.status).toBe(400)
    expect(en.body.message).toBe('Invalid phone number')
    const visitor = await call(h.app, {
      method: 'GET',
      url: smsUrl('CHANGE_MOBILE', '86', '2345678901'),
      headers: { uuid: randomUUID(), language: 'en' },
    })
    expect(visitor.status).toBe(401)
    expect(visitor.body.result).toBeNull()
    const prefix = await send('BIND_MOBILE', '44', '7911123456', s.headers)
    expect(prefix.status).toBe(400)
    expect(prefix.body.code).toBe(4002)
    expect(await codeCount()).toBe(0)
  })

  it('refuses an HK landline (852 starting 2 or 3): only mobiles from 4–9 get a code', async () => {
    const s = await createSignedIn(h)
    for (const landline of ['21234567', '31234567']) {
      const res = await send('BIND_MOBILE', '852', landline, s.headers)
      expect(res.status).toBe(400)
      expect(res.body.code).toBe(4002)
      expect(res.body.message).toBe('手機號碼格式不正確')
    }
    expect(await codeCount()).toBe(0)
    expect((await send('BIND_MOBILE', '852', '41234567', s.headers)).status).toBe(200)
  })

  it('refuses a phone verified by another member, not one’s own', async () => {
    const verified = { countryCode: '852', mobile: '91234567', phoneVerifiedAt: new Date() }
    await createMember(h, verified)
    const s = await createSignedIn(h)
    const taken = await send('BIND_MOBILE', '852', '91234567', { ...s.headers, language: 'en' })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({
      code: 20013,
      message: 'This phone number is bound to another account',
    })
    const me = await createSignedIn(h, { ...verified, mobile: '61234567' })
    expect((await send('CHANGE_MOBILE', '852', '61234567', me.headers)).status).toBe(200)
    expect(h.mailer.sent).toHaveLength(1)
  })

  it('needs a passed slider of the same type', async () => {
    const s = await createSignedIn(h)
    const uuid = randomUUID()
    await passSlider(h, uuid, 'CHANGE_MOBILE')
    const res = await call(h.app, {
      method: 'GET',
      url: smsUrl('BIND_MOBILE', '1', '4155550123'),
      headers: { uuid, ...s.headers },
    })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(80204)
  })
})
