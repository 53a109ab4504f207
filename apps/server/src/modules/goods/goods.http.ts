/** What the goods route files share: the base path, OpenAPI tags, and the idempotency header. */
import { z } from 'zod'

export const BASE = '/buyer/goods/goods'
export const tags = ['goods']
export const security = [{ accessToken: [] }]

/** Optional client key that makes a paid request safe to retry (same key → same result, paid once). */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, { error: 'field.invalid' })
    .optional(),
})
