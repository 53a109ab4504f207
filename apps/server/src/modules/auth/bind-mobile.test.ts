import { describe, expect, it } from 'vitest'
import { createMember, createSignedIn, smsCode } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { findMemberById } from '../members/members.repo.ts'

const h = useTestApp()
const URL = '/buyer/passport/member/bindMobile'

describe('POST /buyer/passport/member/bindMobile', () => {
  it('binds a verified phone', async () => {
    const s = await createSignedIn(h)
    const code = await smsCode(h, 'BIND_MOBILE', '852', '91234567', s.headers)
    const res = await call(h.app, {
      method: 'POST',
      url: URL,
      headers: s.headers,
      payload: { mobile: '91234567', code, countryCode: '852' },
    })
    expect(res.status).toBe(200)
    expect(res.body.result).toMatchObject({ mobile: '91234567', countryCode: '852', phoneVerified: true })
    expect((await findMemberById(h.db, s.member.id))?.phoneVerifiedAt).not.toBeNull()
  })

  it('needs a session', async () => {
    const res = await call(h.app, {
      method: 'POST',
      url: URL,
      payload: { mobile: '91234567', code: '123456', countryCode: '852' },
    })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe(20003)
  })

  it('refuses a wrong code and writes nothing', async () => {
    const s = await createSignedIn(h)
    const code = await smsCode(h, 'BIND_MOBILE', '852', '91234567', s.headers)
    const res = await call(h.app, {
      method: 'POST',
      url: URL,
      headers: s.headers,
      payload: { mobile: '91234567', code: code === '000000' ? '000001' : '000000', countryCode: '852' },
    })
    expect(res.body.code).toBe(80210)
    expect((await findMemberById(h.db, s.member.id))?.phoneVerifiedAt).toBeNull()
  })

  it.each([
    [{ mobile: '', code: '123456', countryCode: '852' }, 'Please enter a phone number'],
    [{ mobile: '1234', code: '123456', countryCode: '852' }, 'Invalid phone number'],
    [{ mobile: '91234567', code: '123456', countryCode: '44' }, 'Please choose a country or region code'],
    [{ mobile: '91234567', code: '', countryCode: '852' }, 'Verification code cannot be empty'],
    [{ mobile: '23456789', code: '123456', countryCode: '86' }, 'Invalid phone number'],
  ])('refuses %j', async (payload, message) => {
    const s = await createSignedIn(h)
    const res = await call(h.app, {
      method: 'POST',
      url: URL,
      headers: { ...s.headers, language: 'en' },
      payload,
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
  })

  it('refuses a phone verified by another member (20013)', async () => {
    await createMember(h, { mobile: '91234567', countryCode: '852', phoneVerifiedAt: new Date() })
    const s = await createSignedIn(h)
    const res = await call(h.app, {
      method: 'POST',
      url: URL,
      headers: s.headers,
      payload: { mobile: '91234567', code: '123456', countryCode: '852' },
    })
    expect(res.status).toBe(409)
    expect(res.body.code).toBe(20013)
  })
})
