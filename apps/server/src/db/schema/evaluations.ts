/** Reviews after a deal (modules/evaluations; docs/product/domain-rules.md#reviews). */
import type { ReviewRole } from '@kaifong/contract'
import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { deals, talks } from './chat.ts'
import { createdAt, id } from './common.ts'
import { goods } from './goods.ts'
import { members } from './members.ts'

/** One review per side of a deal: `member_id` wrote it about `member2_id`, whose role was `role`. */
export const evaluations = pgTable(
  'evaluations',
  {
    id: id(),
    dealId: bigint('deal_id', { mode: 'number' })
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    member2Id: bigint('member2_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    role: text('role').$type<ReviewRole>().notNull(),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    talkId: bigint('talk_id', { mode: 'number' })
      .notNull()
      .references(() => talks.id, { onDelete: 'cascade' }),
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
