/** Slider captcha challenges (modules/captcha). */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './common.ts'

/** One slider challenge per device uuid and purpose; a new one replaces the old. */
export const sliderChallenges = pgTable(
  'slider_challenges',
  {
    uuid: text('uuid').notNull(),
    type: text('type').notNull(),
    xPos: integer('x_pos').notNull(),
    yPos: integer('y_pos').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    passedAt: timestamp('passed_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.uuid, t.type] })],
)
