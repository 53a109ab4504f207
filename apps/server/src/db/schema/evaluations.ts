/** Reviews after a deal (modules/evaluations; docs/product/domain-rules.md#reviews). */
import type { ReviewRole } from '@kaifong/contract'
import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { talks } from './chat.ts'
import { createdAt, id, refTo } from './common.ts'
import { goods } from './goods.ts'
import { members } from './members.ts'
import { deals } from './trades.ts'

/** One review per side of a deal: `member_id` wrote it about `member2_id`, whose role was `role`. */
export const evaluations = pgTable(
  'evaluations',
  {
    id: id(),
    dealId: refTo('deal_id', () => deals.id),
    memberId: refTo('member_id', () => members.id),
    member2Id: refTo('member2_id', () => members.id),
    role: text('role').$type<ReviewRole>().notNull(),
    goodsId: refTo('goods_id', () => goods.id),
    talkId: refTo('talk_id', () => talks.id),
    content: text('content').notNull(),
    serviceScore: smallint('service_score').notNull(),
    tag1: boolean('tag1').notNull().default(false),
    tag2: boolean('tag2').notNull().default(false),
    tag3: boolean('tag3').notNull().default(false),
    tag4: boolean('tag4').notNull().default(false),
    tag5: boolean('tag5').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('evaluations_deal_writer_key').on(t.dealId, t.memberId),
    index('evaluations_member2_idx').on(t.member2Id, t.createdAt.desc()),
    index('evaluations_member_idx').on(t.memberId, t.createdAt.desc()),
    check('evaluations_score_range', sql`${t.serviceScore} between 1 and 5`),
  ],
)
