/** Notices to members (modules/notices). */
import type { Notice, NoticeStatus, NoticeType } from '@kaifong/contract'
import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id, type Localized, refTo } from './common.ts'
import { members } from './members.ts'

export const notices = pgTable(
  'notices',
  {
    id: id(),
    memberId: refTo('member_id', () => members.id),
    type: text('type').$type<NoticeType>().notNull(),
    status: text('status').$type<NoticeStatus>().notNull().default('UN_READ'),
    title: jsonb('title').$type<Localized>().notNull(),
    content: jsonb('content').$type<Localized>().notNull(),
    operatorName: text('operator_name').notNull().default(''),
    goodsId: bigint('goods_id', { mode: 'number' }),
    goodsName: text('goods_name').notNull().default(''),
    goodsPicture: text('goods_picture').notNull().default(''),
    pointChangeType: text('point_change_type').$type<NonNullable<Notice['pointChangeType']>>(),
    createdAt: createdAt(),
  },
  (t) => [index('notices_member_status_idx').on(t.memberId, t.status, t.createdAt)],
)
