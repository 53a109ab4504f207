/** Reports of listings (modules/reports). */
import { index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_reporter_goods_key').on(t.reporterId, t.goodsId),
    index('reports_status_idx').on(t.status, t.createdAt),
  ],
)
