/** Coin tasks (modules/tasks). */
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { id } from './common.ts'
import { members } from './members.ts'

/** Repeatable tasks (watch a video): started, then claimed once the countdown has passed. */
export const taskRuns = pgTable(
  'task_runs',
  {
    id: id(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    task: text('task').notNull(),
    day: text('day').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [index('task_runs_member_day_idx').on(t.memberId, t.task, t.day)],
)
