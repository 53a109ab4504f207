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
})
