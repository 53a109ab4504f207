/**
 * Checking a phone number before the slider (GET /common/common/sms/check; docs/decisions.md,
 * "Checking a phone number before the slider"): a number another member has verified is refused
 * with 20013 at once, and every check counts against the member's and the address's limits.
 */
import { ErrorCode } from '@kaifong/contract'
import { describe, expect, it } from 'vitest'
import { createSignedIn, login } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { PHONE_CHECK_LIMITS } from './codes.purpose.ts'

const h = useTestApp()

const check = (headers: Record<string, string>, mobile: string, remoteAddress = '127.0.0.1') =>
  call(h.app, { method: 'GET', url: `/common/common/sms/check/852/${mobile}`, headers, remoteAddress })

describe('GET /common/common/sms/check/:prefix/:mobile', () => {
  it('says a number bound to another account is taken, before any slider, in the member’s language', async () => {
    await createSignedIn(h, { countryCode: '852', mobile: '91234567', phoneVerifiedAt: h.clock.now() })
    const s = await createSignedIn(h)
    for (const [language, message] of [
      ['zh-Hant', '此手機號碼已被其他帳號綁定'],
      ['zh-Hans', '此手机号码已被其他账号绑定'],
      ['en', 'This phone number is bound to another account'],
    ] as const) {
      const res = await check({ ...s.headers, language }, '91234567')
      expect(res.status).toBe(409)
      expect(res.body).toMatchObject({ success: false, code: ErrorCode.PHONE_TAKEN, message })
    }
  })

  it('answers 200 for a free number, the member’s own, or one only typed (not verified) by another', async () => {
    const mine = await createSignedIn(h, {
      countryCode: '852',
      mobile: '92345678',
      phoneVerifiedAt: h.clock.now(),
    })
    await createSignedIn(h, { countryCode: '852', mobile: '93456789', phoneVerifiedAt: null })
    for (const mobile of ['98765432', '92345678', '93456789']) {
      const res = await check(mine.headers, mobile)
      expect([mobile, res.status]).toEqual([mobile, 200])
    }
  })

  it('refuses a visitor (401) and a malformed number (400) without counting it', async () => {
    expect((await check({}, '91234567')).status).toBe(401)
    const s = await createSignedIn(h)
    for (let i = 0; i < PHONE_CHECK_LIMITS.member.max + 2; i++) {
      expect((await check(s.headers, '1234')).status).toBe(400)
    }
    expect((await check(s.headers, '91234567')).status).toBe(200)
  })

  it('limits a member to 10 checks a day (429 80217), then lets them check again the next day', async () => {
    const s = await createSignedIn(h)
    for (let i = 0; i < PHONE_CHECK_LIMITS.member.max; i++) {
      expect((await check(s.headers, `9100000${i}`)).status).toBe(200)
    }
    const refused = await check({ ...s.headers, language: 'en' }, '91000099')
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({
      code: ErrorCode.PHONE_CHECK_LIMIT,
      message: 'Too many phone number checks. Please try again later.',
    })
    h.clock.advance(PHONE_CHECK_LIMITS.member.windowMs)
    // A day later the access token has lapsed too: the member signs in again.
    const again = await login(h.app, s.member.username)
    expect((await check({ accesstoken: again.accessToken }, '91000099')).status).toBe(200)
  })

  it('limits an address to 30 checks a day, whichever members ask', async () => {
    const ip = '203.0.113.7'
    let used = 0
    while (used < PHONE_CHECK_LIMITS.ip.max) {
      const s = await createSignedIn(h)
      for (let i = 0; i < 5 && used < PHONE_CHECK_LIMITS.ip.max; i++, used++) {
        expect((await check(s.headers, `9200000${i}`, ip)).status).toBe(200)
      }
    }
    const fresh = await createSignedIn(h)
    expect((await check(fresh.headers, '92000000', ip)).body.code).toBe(ErrorCode.PHONE_CHECK_LIMIT)
    // Another address is not held up by this one.
    expect((await check(fresh.headers, '92000000', '203.0.113.8')).status).toBe(200)
  })
})
