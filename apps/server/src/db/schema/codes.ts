/** Verification codes, and the outbox that stands in for mail and SMS in development (modules/codes, modules/dev). */
import type { OutboxMessage } from '@kaifong/contract'
import { index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id } from './common.ts'

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    channel: text('channel').notNull(), // email | sms
    type: text('type').notNull(),
    target: text('target').notNull(), // normalised email, or +<prefix><mobile>
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.target, t.type, t.createdAt),
    index('verification_codes_ip_idx').on(t.ip, t.createdAt),
  ],
)

/** Mail and SMS written instead of sent (development), readable at /dev/outbox. Written by lib/mailer.ts. @owner lib */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text('channel').$type<OutboxMessage['channel']>().notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    code: text('code').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
)
