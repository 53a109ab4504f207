/** Validates input that a route cannot declare as one schema (e.g. fields from query or body). */
import type { z } from 'zod'

/** Field problems found by `validate`; the error handler answers them like schema failures. */
export class InputError extends Error {
  constructor(readonly issues: { path: string; message: string }[]) {
    super('invalid input')
    this.name = 'InputError'
  }
}

export function validate<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  throw new InputError(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })))
}
