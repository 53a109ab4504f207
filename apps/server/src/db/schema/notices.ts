/** Notices to members (modules/notices). */
import type { Notice, NoticeStatus, NoticeType } from '@kaifong/contract'
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
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
    /** The chat talk a notice about an offer or a deal leads to. */
    talkId: bigint('talk_id', { mode: 'number' }),
    /**
     * Notices that add up into one (the coin changes of a Hong Kong day, docs/decisions.md
     * "Coin notices per day"): the key they share, what they came to and how many there were.
     */
    groupKey: text('group_key'),
    groupAmount: integer('group_amount'),
    groupCount: integer('group_count').notNull().default(1),
    /** A path on this site the notice leads to (a saved search's results, modules/saved-searches). */
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notices_member_status_idx').on(t.memberId, t.status, t.createdAt),
    uniqueIndex('notices_member_group_key').on(t.memberId, t.groupKey),
  ],
)
