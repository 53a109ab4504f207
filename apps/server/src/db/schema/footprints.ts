/** Browsing history (modules/footprints). */
import { bigint, index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { goods } from './goods.ts'
import { members } from './members.ts'

/** Browsing history: one row per member and listing, moved to the top on each view. */
export const footprints = pgTable(
  'footprints',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.goodsId] }),
    index('footprints_member_idx').on(t.memberId, t.viewedAt.desc()),
  ],
)
