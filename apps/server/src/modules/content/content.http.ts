/** What the console's content and settings routes share (content.routes.ts and its siblings). */
import { z } from 'zod'
import { envelopeOf } from '../../lib/envelope.ts'

export const tags = ['admin']
export const security = [{ accessToken: [] }]
export const API = '/admin/api'
export const idParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, { error: 'field.invalid' })
    .transform(Number),
})
export const done = envelopeOf(z.null())
