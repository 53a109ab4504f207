/** Reports of listings (modules/reports). */
import { bigint, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, refTo } from './common.ts'
import { goods } from './goods.ts'
import { members } from './members.ts'

export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: refTo('reporter_id', () => members.id),
    goodsId: refTo('goods_id', () => goods.id),
    typeNum: smallint('type_num').notNull(),
    context: text('context').notNull().default(''),
    goodsName: text('goods_name').notNull(),
    goodsPicture: text('goods_picture').notNull().default(''),
    status: text('status').notNull().default('OPEN'), // OPEN | HANDLED
    /** How an operator settled it: DISMISSED | DOWN | DELETED (modules/moderation). */
    outcome: text('outcome'),
    handledBy: bigint('handled_by', { mode: 'number' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_reporter_goods_key').on(t.reporterId, t.goodsId),
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_goods_idx').on(t.goodsId, t.status),
  ],
)
