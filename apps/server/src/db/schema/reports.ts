/** Reports of listings (modules/reports). */
import { bigint, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id } from './common.ts'
import { goods } from './goods.ts'
import { members } from './members.ts'

export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: bigint('reporter_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
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
