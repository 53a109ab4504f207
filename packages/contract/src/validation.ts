/**
 * Validation rules of docs/product/validation.md as zod schemas. Messages are keys of `validationMessages`,
 * so the server can localise them by the `language` header and the web app by i18next.
 */

import {
  CODE_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_PREFIXES,
  USERNAME_MAX,
  USERNAME_MIN,
} from './constants.ts'
import { z } from './zod.ts'

/**
 * Control characters (C0 except tab, line feed and carriage return; DEL; C1) never belong in text
 * a person typed, and PostgreSQL refuses NUL outright. Every free-text input refuses them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
export const hasControlChars = (value: string): boolean => CONTROL_CHARS.test(value)
/** A string schema that refuses control characters; chain the field's own rules after it. */
export const plainText = (required?: string) =>
  z
    .string(required ? { error: required } : undefined)
    .refine((v) => !hasControlChars(v), { error: 'text.control' })

// Usernames are compared case-insensitively: we store them lower-cased (docs/decisions.md).
export const usernameSchema = z
  .string({ error: 'username.required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'username.required' })
  .min(USERNAME_MIN, { error: 'username.length' })
  .max(USERNAME_MAX, { error: 'username.length' })
  .regex(/^[a-z0-9_.]+$/, { error: 'username.chars' })
  .refine((v) => !v.includes('..'), { error: 'username.periods' })
  .refine((v) => !/^\d+$/.test(v), { error: 'username.numeric' })

export const passwordSchema = z
  .string({ error: 'password.required' })
  .min(1, { error: 'password.required' })
  .min(PASSWORD_MIN, { error: 'password.length' })
  .max(PASSWORD_MAX, { error: 'password.length' })
  .regex(/^[A-Za-z0-9!#$%^&*.~,@]+$/, { error: 'password.chars' })

export const EMAIL_PATTERN = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/
export const emailSchema = z
  .string({ error: 'email.required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'email.required' })
  .max(254, { error: 'email.invalid' })
  .regex(EMAIL_PATTERN, { error: 'email.invalid' })

export const codeSchema = z
  .string({ error: 'code.required' })
  .trim()
  .min(1, { error: 'code.required' })
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { error: 'code.format' })

export const countryCodeSchema = z.enum(PHONE_PREFIXES, { error: 'phone.prefix' })

/**
 * Mobile number patterns per prefix: HK 8 digits from 4–9 (2 and 3 are landlines, which cannot take
 * an SMS code), mainland 11 digits from 1, NANP 10 digits (docs/product/validation.md#phone).
 */
const PHONE_PATTERNS: Record<(typeof PHONE_PREFIXES)[number], RegExp> = {
  '852': /^[4-9]\d{7}$/,
  '86': /^1\d{10}$/,
  '1': /^[2-9]\d{9}$/,
}
export function isValidPhone(prefix: string, mobile: string): boolean {
  const pattern = PHONE_PATTERNS[prefix as keyof typeof PHONE_PATTERNS]
  return pattern ? pattern.test(mobile) : false
}
export const mobileSchema = z
  .string({ error: 'phone.required' })
  .trim()
  .min(1, { error: 'phone.required' })
  .regex(/^\d{7,15}$/, { error: 'phone.invalid' })

/** Mask for display (docs/product/validation.md#masking): 11-digit phones keep 3+4 digits; other lengths keep the ends. */
export function maskPhone(mobile: string): string {
  if (mobile.length === 11) return `${mobile.slice(0, 3)}****${mobile.slice(7)}`
  if (mobile.length <= 4) return mobile
  const keep = Math.floor((mobile.length - 4) / 2)
  return `${mobile.slice(0, keep)}****${mobile.slice(keep + 4)}`
}

/** Mask for display (docs/product/validation.md#masking): keep the first 2 and last 2 of the local part (1 if it has ≤ 3). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 0) return email
  const local = email.slice(0, at)
  const domain = email.slice(at)
  if (local.length <= 3) return `${local.slice(0, 1)}***${domain}`
  return `${local.slice(0, 2)}***${local.slice(-2)}${domain}`
}
