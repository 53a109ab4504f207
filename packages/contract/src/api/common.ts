/** Field primitives the API files share: ids, repeated form keys, form booleans. */
import { z } from '../zod.ts'

/** Ids travel as strings of digits (docs/listings-api.md); numbers are accepted too. */
export const idOf = (required: string) =>
  z
    .union([z.string(), z.number()], { error: required })
    .transform((v) => String(v).trim())
    .refine((v) => v.length > 0, { error: required })
    .refine((v) => v.length === 0 || /^[1-9]\d{0,17}$/.test(v), { error: 'field.invalid' })
export const idSchema = idOf('field.required')

/** Accepts a repeated form key (string or array) or a comma list. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return []
    if (Array.isArray(v)) return v
    if (typeof v === 'string') return v.split(',').filter(Boolean)
    return [v]
  }, z.array(item))

export const boolish = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean(),
)

/**
 * A whole number from `min` to `max`, as a number or a string of digits (a form's field): "1.5",
 * "1e3", "0x10", "" and anything else are refused with `error`.
 */
export const wholeNumber = (error: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d{1,15}\s*$/.test(v) ? Number(v) : v),
    z.number({ error }).int({ error }).min(min, { error }).max(max, { error }),
  )
