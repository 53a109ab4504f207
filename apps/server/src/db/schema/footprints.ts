/** Browsing history (modules/footprints). */
import { index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { refTo } from './common.ts'
import { goods } from './goods.ts'
import { members } from './members.ts'

/** Browsing history: one row per member and listing, moved to the top on each view. */
export const footprints = pgTable(
  'footprints',
  {
    memberId: refTo('member_id', () => members.id),
    goodsId: refTo('goods_id', () => goods.id),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.goodsId] }),
    index('footprints_member_idx').on(t.memberId, t.viewedAt.desc()),
  ],
)
