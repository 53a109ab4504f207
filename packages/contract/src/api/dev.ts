/** The development outbox: mail and SMS written instead of sent (/dev; server module dev). */
import { z } from '../zod.ts'

export const outboxMessage = z.object({
  to: z.string(),
  channel: z.enum(['email', 'sms']),
  subject: z.string(),
  text: z.string(),
  code: z.string(),
  createTime: z.string(),
})
export type OutboxMessage = z.infer<typeof outboxMessage>
