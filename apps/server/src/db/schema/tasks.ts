/** Coin tasks (modules/tasks). */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { id, refTo } from './common.ts'
import { members } from './members.ts'

/** Repeatable tasks (watch a video): started, then claimed once the countdown has passed. */
export const taskRuns = pgTable(
  'task_runs',
  {
    id: id(),
    memberId: refTo('member_id', () => members.id),
    task: text('task').notNull(),
    day: text('day').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [index('task_runs_member_day_idx').on(t.memberId, t.task, t.day)],
)
