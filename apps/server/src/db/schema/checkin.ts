/** Daily check-ins (modules/checkin). */
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt, refTo } from './common.ts'
import { members } from './members.ts'

/** One row per member per Hong Kong calendar day checked in. */
export const checkIns = pgTable(
  'check_ins',
  {
    memberId: refTo('member_id', () => members.id),
    day: text('day').notNull(), // YYYY-MM-DD in Asia/Hong_Kong
    streak: integer('streak').notNull(),
    reward: integer('reward').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
)
