/** Medals members own (modules/medals). */
import type { MedalKey } from '@kaifong/contract'
import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { members } from './members.ts'

export const medalAwards = pgTable(
  'medal_awards',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    medal: text('medal').$type<MedalKey>().notNull(),
    ownedAt: timestamp('owned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.medal] })],
)
