import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

const SID = `AC${'a'.repeat(32)}`
const TWILIO = {
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: SID,
  TWILIO_AUTH_TOKEN: 's3cr3t-auth',
  TWILIO_FROM: '+85230001234',
}
/** A production configuration that starts: mail and SMS. */
const PRODUCTION = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587', ...TWILIO }

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({ PORT: 3000, NODE_ENV: 'development', isProduction: false, SEED_DEMO: true })
    expect(c.DATA_DIR).toMatch(/data$/)
    expect(c.PUBLIC_URL).toBe('http://localhost:3000')
    expect(loadConfig({ PORT: '3300' }).PUBLIC_URL).toBe('http://localhost:3300')
    expect(loadConfig({ PUBLIC_URL: 'https://kaifong.hk/' }).PUBLIC_URL).toBe('https://kaifong.hk')
  })

  it('fails loudly on a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/)
  })

  it('keeps demo-only parts off in production unless switched on', () => {
    const dev = loadConfig({})
    expect(dev).toMatchObject({ PAYMENTS_SANDBOX: true, API_DOCS: true })
    const prod = loadConfig(PRODUCTION)
    expect(prod).toMatchObject({ PAYMENTS_SANDBOX: false, API_DOCS: false })
    const on = loadConfig({
      ...PRODUCTION,
      PAYMENTS_SANDBOX: 'true',
      API_DOCS: 'true',
    })
    expect(on).toMatchObject({ PAYMENTS_SANDBOX: true, API_DOCS: true })
  })

  it('refuses to start in production without a mail transport unless told to', () => {
    const noSms = { NODE_ENV: 'production', PHONE_VERIFICATION: 'off' }
    expect(() => loadConfig(noSms)).toThrow(/SMTP_URL/)
    expect(loadConfig({ ...noSms, ALLOW_NO_MAIL: 'true' }).isProduction).toBe(true)
    expect(() => loadConfig({ ...noSms, ALLOW_NO_MAIL: 'yes' })).toThrow(/ALLOW_NO_MAIL/)
  })

  it('refuses to start in production without an SMS provider while phones are verified by SMS', () => {
    const mail = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' }
    expect(() => loadConfig(mail)).toThrow(
      /SMS_PROVIDER: required in production while PHONE_VERIFICATION=sms .*SMS_PROVIDER=twilio .*PHONE_VERIFICATION=off/,
    )
    expect(() => loadConfig({ ...mail, PHONE_VERIFICATION: 'sms' })).toThrow(/SMS_PROVIDER/)
    expect(loadConfig({ ...mail, PHONE_VERIFICATION: 'off' })).toMatchObject({
      PHONE_VERIFICATION: 'off',
      twilio: null,
    })
    expect(loadConfig(PRODUCTION).twilio).toMatchObject({ accountSid: SID })
    expect(() => loadConfig({ ...mail, PHONE_VERIFICATION: 'maybe' })).toThrow(/PHONE_VERIFICATION/)
    // Both wrongs at once are both named.
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL[\s\S]*SMS_PROVIDER/)
    // Outside production SMS go to the dev outbox.
    expect(loadConfig({})).toMatchObject({ PHONE_VERIFICATION: 'sms', twilio: null })
  })

  it('takes Twilio with the Account SID and auth token, or an API key, and a sender', () => {
    expect(loadConfig(TWILIO).twilio).toEqual({
      accountSid: SID,
      username: SID,
      password: 's3cr3t-auth',
      sender: { From: '+85230001234' },
      apiBase: 'https://api.twilio.com',
      timeoutMs: 10_000,
    })
    const key = `SK${'b'.repeat(32)}`
    const service = `MG${'c'.repeat(32)}`
    const byKey = {
      ...TWILIO,
      TWILIO_AUTH_TOKEN: undefined,
      TWILIO_API_KEY: key,
      TWILIO_API_SECRET: 'secret',
      TWILIO_FROM: undefined,
      TWILIO_MESSAGING_SERVICE_SID: service,
      TWILIO_API_BASE: 'http://127.0.0.1:9999/',
    }
    expect(loadConfig(byKey).twilio).toMatchObject({
      username: key,
      password: 'secret',
      sender: { MessagingServiceSid: service },
      apiBase: 'http://127.0.0.1:9999',
    })
    // An alphanumeric sender ID is a sender too.
    expect(loadConfig({ ...TWILIO, TWILIO_FROM: 'Kaifong' }).twilio?.sender).toEqual({ From: 'Kaifong' })
  })

  it('names what is missing or wrong in the Twilio settings, never echoing a secret', () => {
    const refused = (env: Record<string, string | undefined>, pattern: RegExp) => {
      let message = ''
      try {
        loadConfig(env)
      } catch (err) {
        message = err instanceof Error ? err.message : String(err)
      }
      expect(message).toMatch(pattern)
      expect(message).not.toContain('s3cr3t')
    }
    refused({ ...TWILIO, TWILIO_ACCOUNT_SID: undefined }, /TWILIO_ACCOUNT_SID: required/)
    refused({ ...TWILIO, TWILIO_ACCOUNT_SID: 'AC123' }, /TWILIO_ACCOUNT_SID: an Account SID/)
    refused({ ...TWILIO, TWILIO_AUTH_TOKEN: undefined }, /TWILIO_AUTH_TOKEN: required .*TWILIO_API_KEY/)
    refused({ ...TWILIO, TWILIO_API_KEY: `SK${'b'.repeat(32)}` }, /not both/)
    refused(
      { ...TWILIO, TWILIO_AUTH_TOKEN: undefined, TWILIO_API_KEY: `SK${'b'.repeat(32)}` },
      /TWILIO_AUTH_TOKEN: required/,
    )
    refused({ ...TWILIO, TWILIO_FROM: undefined }, /TWILIO_FROM: set either .*exactly one/)
    refused({ ...TWILIO, TWILIO_MESSAGING_SERVICE_SID: `MG${'c'.repeat(32)}` }, /exactly one/)
    refused({ ...TWILIO, TWILIO_FROM: '91234567' }, /TWILIO_FROM: a number in E.164/)
    refused({ ...TWILIO, SMS_PROVIDER: 'nexmo' }, /SMS_PROVIDER/)
    refused(
      { ...TWILIO, SMS_PROVIDER: undefined },
      /TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM set; add SMS_PROVIDER=twilio/,
    )
    refused({ ...PRODUCTION, TWILIO_API_BASE: 'http://127.0.0.1:9999' }, /TWILIO_API_BASE: must be https/)
    refused({ ...TWILIO, SMS_TIMEOUT_MS: '10' }, /SMS_TIMEOUT_MS/)
  })
})
