import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

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
    const prod = loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' })
    expect(prod).toMatchObject({ PAYMENTS_SANDBOX: false, API_DOCS: false })
    const on = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.com:587',
      PAYMENTS_SANDBOX: 'true',
      API_DOCS: 'true',
    })
    expect(on).toMatchObject({ PAYMENTS_SANDBOX: true, API_DOCS: true })
  })

  it('refuses to start in production without a mail transport unless told to', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL/)
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_NO_MAIL: 'true' }).isProduction).toBe(true)
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_NO_MAIL: 'yes' })).toThrow(/ALLOW_NO_MAIL/)
  })
})
