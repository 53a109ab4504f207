/** Medals members own (modules/medals). */
import type { MedalKey } from '@kaifong/contract'
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { refTo } from './common.ts'
import { members } from './members.ts'

export const medalAwards = pgTable(
  'medal_awards',
  {
    memberId: refTo('member_id', () => members.id),
    medal: text('medal').$type<MedalKey>().notNull(),
    ownedAt: timestamp('owned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.medal] })],
)
