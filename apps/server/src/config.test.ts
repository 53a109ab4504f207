import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({ PORT: 3000, NODE_ENV: 'development', isProduction: false, SEED_DEMO: true })
    expect(c.DATA_DIR).toMatch(/data$/)
  })

  it('fails loudly on a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/)
  })
})
