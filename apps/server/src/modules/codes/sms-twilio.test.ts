/**
 * SMS codes through Twilio (SMS_PROVIDER=twilio), against a stand-in of its API on loopback that
 * checks each request as Twilio documents it (test/twilio.ts): the code the stand-in receives binds
 * the phone; every refusal or silence answers 502 80215 and keeps no code.
 */
import { randomUUID } from 'node:crypto'
import { count } from 'drizzle-orm'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSignedIn, passSlider } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { ACCOUNT_SID, AUTH_TOKEN, startTwilioStandIn, type TwilioReply } from '../../../test/twilio.ts'
import { outbox, verificationCodes } from '../../db/schema.ts'
import { findMemberById } from '../members/members.repo.ts'

const FROM = '+15005550006'
const twilio = await startTwilioStandIn({
  accountSid: ACCOUNT_SID,
  username: ACCOUNT_SID,
  password: AUTH_TOKEN,
  sender: 'From',
})
afterAll(() => twilio.close())

const h = useTestApp({
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: ACCOUNT_SID,
  TWILIO_AUTH_TOKEN: AUTH_TOKEN,
  TWILIO_FROM: FROM,
  TWILIO_API_BASE: twilio.url,
  // The hang is given up on after this; every other answer comes at once.
  SMS_TIMEOUT_MS: '400',
})

beforeEach(() => twilio.reset())
// Whatever a test did, every request that reached the stand-in was as Twilio documents it.
afterEach(() => expect(twilio.problems).toEqual([]))

async function sendSms(headers: Record<string, string>, mobile = '91234567') {
  const uuid = randomUUID()
  await passSlider(h, uuid, 'BIND_MOBILE')
  return call(h.app, {
    method: 'GET',
    url: `/common/common/sms/TC/BIND_MOBILE/852/${mobile}`,
    headers: { ...headers, uuid },
  })
}

const rows = async (table: typeof verificationCodes | typeof outbox) =>
  (await h.db.select({ n: count() }).from(table))[0]?.n ?? 0

describe('SMS codes through Twilio', () => {
  it('sends the code to Twilio, not the outbox; the code Twilio got binds the phone', async () => {
    const s = await createSignedIn(h)
    const res = await sendSms(s.headers)
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('驗證碼已發送')
    expect(twilio.received).toHaveLength(1)
    const sms = twilio.received[0]
    expect(sms).toMatchObject({ To: '+85291234567', From: FROM })
    const code = /【街坊市集】驗證碼 (\d{6})，5 分鐘內有效。/.exec(sms?.Body ?? '')?.[1]
    expect(code).toBeDefined()
    expect(await rows(outbox)).toBe(0)

    const bind = await call(h.app, {
      method: 'POST',
      url: '/buyer/passport/member/bindMobile',
      headers: s.headers,
      payload: { countryCode: '852', mobile: '91234567', code },
    })
    expect(bind.status).toBe(200)
    expect(bind.body.result).toMatchObject({ countryCode: '852', mobile: '91234567', phoneVerified: true })
    expect((await findMemberById(h.db, s.member.id))?.phoneVerifiedAt).not.toBeNull()
  })

  it.each<[string, TwilioReply[], number]>([
    ['an invalid number (400 21211), not retried', ['invalid'], 1],
    ['bad credentials (401 20003), not retried', ['auth'], 1],
    ['its own failure (500), after one retry', ['error', 'error'], 2],
    ['silence past SMS_TIMEOUT_MS, not retried', ['hang'], 1],
  ])('answers 502 80215 and keeps no code when Twilio answers %s', async (_, replies, requests) => {
    const s = await createSignedIn(h)
    twilio.replies.push(...replies)
    const res = await sendSms({ ...s.headers, language: 'en' })
    expect(res.status).toBe(502)
    expect(res.body).toMatchObject({ code: 80215, message: 'Sending failed, please try again later' })
    expect(twilio.received).toHaveLength(requests)
    expect(await rows(verificationCodes)).toBe(0)
    expect(await rows(outbox)).toBe(0)
    // Nothing was kept, so no resend wait: the member may ask again at once.
    expect((await sendSms(s.headers)).status).toBe(200)
  })

  it('sends the code when Twilio takes it on the retry after a 500', async () => {
    const s = await createSignedIn(h)
    twilio.replies.push('error')
    const res = await sendSms(s.headers)
    expect(res.status).toBe(200)
    expect(twilio.received).toHaveLength(2)
    expect(twilio.received[0]?.Body).toBe(twilio.received[1]?.Body)
    expect(await rows(verificationCodes)).toBe(1)
  })
})
