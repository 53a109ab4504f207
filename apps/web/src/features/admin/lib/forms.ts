/**
 * The server's refusals on the console's forms (docs/errors.md: `result.fields` names each field):
 * the message for one field, the form-level alert for what no field shows, and each language's
 * message of a localized field.
 */
import type { Language } from '@kaifong/contract'
import { ApiError } from './admin-api.ts'
import { LANGS } from './localized.ts'

/** The server's message for a field (`title.en`, `memberId`), if it named one. */
export function fieldError(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError)) return null
  return error.fields.find((f) => f.field === field)?.message ?? null
}

/** The server's message when none of `fields` carries it (for the form-level alert). */
export function formError(error: unknown, fields: readonly string[] = []): string | null {
  if (!error) return null
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error)
  if (error.fields.length && error.fields.every((f) => fields.includes(f.field))) return null
  return error.message
}

/**
 * Each language's error for a localized field: `required` where the operator left it empty (once
 * they tried to save), otherwise the server's message for `<field>.<lang>` (or for the whole field,
 * shown under the first language).
 */
export function localizedErrors(
  error: unknown,
  field: string,
  missing: readonly Language[],
  required: string,
): Record<Language, string | null> {
  const whole = fieldError(error, field)
  const entries = LANGS.map((lang, i) => [
    lang,
    missing.includes(lang) ? required : (fieldError(error, `${field}.${lang}`) ?? (i === 0 ? whole : null)),
  ])
  return Object.fromEntries(entries) as Record<Language, string | null>
}
