/**
 * The Twilio client alone, configured as an operator would (loadConfig), against the stand-in of
 * test/twilio.ts: API key auth with a Messaging Service, and what it logs.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { ACCOUNT_SID, startTwilioStandIn } from '../../test/twilio.ts'
import { loadConfig } from '../config.ts'
import { type SendLog, SmsError } from './sms.ts'
import { createTwilioSms } from './sms-twilio.ts'

const API_KEY = `SK${'fedcba9876543210'.repeat(2)}`
const API_SECRET = 'stand-in-api-secret-abcdefghijkl'
const SERVICE = `MG${'00112233445566778899aabbccddeeff'}`
const BODY = '[Kaifong Market] Code 482913, valid for 5 minutes.'

const twilio = await startTwilioStandIn({
  accountSid: ACCOUNT_SID,
  username: API_KEY,
  password: API_SECRET,
  sender: 'MessagingServiceSid',
})
afterAll(() => twilio.close())

const lines: string[] = []
const record =
  (level: string) =>
  (...args: unknown[]) => {
    lines.push(`${level} ${JSON.stringify(args)}`)
  }
const log: SendLog = { info: record('info'), warn: record('warn'), error: record('error') }

const config = loadConfig({
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: ACCOUNT_SID,
  TWILIO_API_KEY: API_KEY,
  TWILIO_API_SECRET: API_SECRET,
  TWILIO_MESSAGING_SERVICE_SID: SERVICE,
  TWILIO_API_BASE: `${twilio.url}/`,
  SMS_TIMEOUT_MS: '300',
})
if (!config.twilio) throw new Error('twilio not configured')
const sms = createTwilioSms(config.twilio, log)

beforeEach(() => {
  twilio.reset()
  lines.length = 0
})

/** No log line may hold the code, a secret, or the whole phone number. */
function expectCleanLogs() {
  const all = lines.join('\n')
  for (const secret of ['482913', API_SECRET, '+85291234567', '91234567']) expect(all).not.toContain(secret)
}

describe('Twilio client', () => {
  it('posts To, MessagingServiceSid and Body with the API key, and logs the message id', async () => {
    await sms.send({ to: '+85291234567', body: BODY })
    expect(twilio.problems).toEqual([])
    expect(twilio.received).toEqual([{ To: '+85291234567', MessagingServiceSid: SERVICE, Body: BODY }])
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^info /)
    expect(lines[0]).toMatch(/"sid":"SM[0-9a-f]{32}"/)
    expect(lines[0]).toContain('"status":"accepted"')
    expect(lines[0]).toContain('"to":"+852****4567"')
    expectCleanLogs()
  })

  it.each([
    ['invalid', 400, 21211, 'warn'],
    ['auth', 401, 20003, 'error'],
  ] as const)(
    'throws Twilio’s %s error with its status and code, logged without secrets',
    async (reply, status, code, level) => {
      twilio.replies.push(reply)
      const err = await sms.send({ to: '+85291234567', body: BODY }).catch((e: unknown) => e)
      expect(err).toBeInstanceOf(SmsError)
      expect(err).toMatchObject({ status, providerCode: code })
      expect(String(err)).not.toContain('91234567')
      expect(lines).toHaveLength(1)
      expect(lines[0]?.startsWith(level)).toBe(true)
      expect(lines[0]).toContain(`https://www.twilio.com/docs/errors/${code}`)
      expectCleanLogs()
    },
  )

  it('gives up on silence after SMS_TIMEOUT_MS, with neither status nor code', async () => {
    twilio.replies.push('hang')
    const err = await sms.send({ to: '+85291234567', body: BODY }).catch((e: unknown) => e)
    expect(err).toMatchObject({ name: 'SmsError', status: null, providerCode: null })
    expect(String(err)).toContain('no answer from Twilio within 300 ms')
    expect(twilio.received).toHaveLength(1)
    expectCleanLogs()
  })
})
