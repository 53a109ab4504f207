/** Talks, their messages, blocks and talk reports (modules/chat; docs/product/chat.md). Offers and deals: schema/trades.ts. */
import type { ChatEvent, MessageKind, SafetyKind } from '@kaifong/contract'
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, id, refTo } from './common.ts'
import { goods } from './goods.ts'
import { members } from './members.ts'

/**
 * One buyer, one seller, one listing. `last_seq` numbers the talk's messages: it is raised under
 * the talk's row lock, so messages of a talk commit in the order of their seq and a client that
 * has seen seq n has seen every message before it; the last message is the one at `last_seq`.
 * Each side's read position is a seq too, so its unread count is `last_seq - read_seq`.
 */
export const talks = pgTable(
  'talks',
  {
    id: id(),
    goodsId: refTo('goods_id', () => goods.id),
    buyerId: refTo('buyer_id', () => members.id),
    sellerId: refTo('seller_id', () => members.id),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    buyerReadSeq: integer('buyer_read_seq').notNull().default(0),
    sellerReadSeq: integer('seller_read_seq').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('talks_goods_buyer_key').on(t.goodsId, t.buyerId),
    index('talks_buyer_idx').on(t.buyerId, t.lastMessageAt.desc().nullsLast(), t.id.desc()),
    index('talks_seller_idx').on(t.sellerId, t.lastMessageAt.desc().nullsLast(), t.id.desc()),
    index('talks_created_idx').on(t.createdAt),
    check('talks_two_members', sql`${t.buyerId} <> ${t.sellerId}`),
  ],
)

export type MessagePhoto = { url: string; thumbnail: string; width: number; height: number }

/**
 * Messages of a talk: TEXT and PHOTO from a member, EVENT for each step of an offer or deal
 * (`sender_id` null for the system's own). A member's `client_id` makes a resend harmless.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    talkId: refTo('talk_id', () => talks.id),
    seq: integer('seq').notNull(),
    senderId: bigint('sender_id', { mode: 'number' }).references(() => members.id, { onDelete: 'set null' }),
    kind: text('kind').$type<MessageKind>().notNull(),
    text: text('text').notNull().default(''),
    photo: jsonb('photo').$type<MessagePhoto>(),
    event: text('event').$type<ChatEvent>(),
    quoteId: bigint('quote_id', { mode: 'number' }),
    price: numeric('price', { precision: 12, scale: 2 }),
    clientId: text('client_id'),
    /** Safety tips for the receiver of a TEXT message, decided once when it is sent (packages/contract/src/chat-safety.ts). */
    safety: text('safety').array().$type<SafetyKind[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_talk_seq_key').on(t.talkId, t.seq),
    uniqueIndex('messages_client_key')
      .on(t.talkId, t.senderId, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
)

/** A member who blocked another: no messages either way in any of their talks. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    memberId: refTo('member_id', () => members.id),
    blockedId: refTo('blocked_id', () => members.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.blockedId] }),
    index('member_blocks_blocked_idx').on(t.blockedId),
  ],
)

/** Reports of a talk, with the last messages as they were when reported (the admin queue reads them). */
export const talkReports = pgTable(
  'talk_reports',
  {
    id: id(),
    reporterId: refTo('reporter_id', () => members.id),
    talkId: refTo('talk_id', () => talks.id),
    reportedId: refTo('reported_id', () => members.id),
    typeNum: smallint('type_num').notNull(),
    context: text('context').notNull().default(''),
    /** The talk's last messages (at most 50) as presented when the report was made. */
    excerpt: jsonb('excerpt').$type<unknown[]>().notNull(),
    status: text('status').notNull().default('OPEN'),
    /** How an operator settled it: DISMISSED | WARNED | BANNED (modules/moderation). */
    outcome: text('outcome'),
    handledBy: bigint('handled_by', { mode: 'number' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('talk_reports_reporter_talk_key').on(t.reporterId, t.talkId),
    index('talk_reports_status_idx').on(t.status, t.createdAt),
    index('talk_reports_talk_idx').on(t.talkId),
  ],
)
