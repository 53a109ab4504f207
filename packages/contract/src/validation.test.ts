import { describe, expect, it } from 'vitest'
import {
  emailSchema,
  isValidPhone,
  maskEmail,
  maskPhone,
  passwordSchema,
  usernameSchema,
} from './validation.ts'

describe('validation rules (docs/product/validation.md)', () => {
  it.each([
    ['mary_chan', true],
    ['Mary.Chan', true],
    ['a.b_c1', true],
    ['abcd', false],
    ['abcdefghijklmnop', false],
    ['mary..chan', false],
    ['1234567', false],
    ['mary chan', false],
    ['mary-chan', false],
  ])('username %j → %s', (value, valid) => {
    expect(usernameSchema.safeParse(value).success).toBe(valid)
  })

  it.each([
    ['abc123', true],
    ['a!#$%^&*.~,@', true],
    ['12345', false],
    ['a'.repeat(21), false],
    ['abc 123', false],
    ['abc+123', false],
  ])('password %j → %s', (value, valid) => {
    expect(passwordSchema.safeParse(value).success).toBe(valid)
  })

  it('normalises emails and refuses malformed ones', () => {
    expect(emailSchema.parse(' Mary@Example.COM ')).toBe('mary@example.com')
    for (const bad of ['mary', 'mary@', '@example.com', 'mary@example', 'ma ry@example.com']) {
      expect(emailSchema.safeParse(bad).success).toBe(false)
    }
  })

  it('checks phone numbers by prefix', () => {
    expect(isValidPhone('852', '91234567')).toBe(true)
    expect(isValidPhone('852', '1234567')).toBe(false)
    // HK landlines (2, 3) take no SMS; mobiles start 4–9.
    expect(isValidPhone('852', '21234567')).toBe(false)
    expect(isValidPhone('852', '31234567')).toBe(false)
    expect(isValidPhone('852', '41234567')).toBe(true)
    expect(isValidPhone('852', '51234567')).toBe(true)
    expect(isValidPhone('86', '13800138000')).toBe(true)
    expect(isValidPhone('86', '23800138000')).toBe(false)
    expect(isValidPhone('1', '4155550100')).toBe(true)
    expect(isValidPhone('44', '7700900000')).toBe(false)
  })

  it('masks phones and emails for display', () => {
    expect(maskPhone('13800138000')).toBe('138****8000')
    expect(maskPhone('91234567')).toBe('91****67')
    expect(maskEmail('marychan@example.com')).toBe('ma***an@example.com')
    expect(maskEmail('abc@example.com')).toBe('a***@example.com')
  })
})

describe('plain text', () => {
  it('refuses control characters but keeps line breaks, tabs and every script', async () => {
    const { plainText } = await import('./validation.ts')
    const schema = plainText().trim().max(20)
    for (const bad of ['a\u0000b', '\u001b[31m', 'x\u007f', 'y\u0085', 'z\u0008'])
      expect(schema.safeParse(bad).success).toBe(false)
    for (const good of ['梳化 sofa\n二手', '\t沙发', 'Café 😀', '旺角 E2\r\n出口'])
      expect(schema.safeParse(good).success).toBe(true)
  })
})
