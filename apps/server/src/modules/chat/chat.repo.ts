/**
 * Talks (docs/product/chat.md): finding and making them, their members, the row locks every step
 * that writes into a talk takes (in id order), and read positions. Their messages: chat.messages.repo.ts.
 */
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { preparedPer } from '../../db/prepared.ts'
import { memberBlocks, members, talks } from '../../db/schema.ts'

export type TalkRow = typeof talks.$inferSelect

const statements = preparedPer((db) => ({
  talk: db
    .select()
    .from(talks)
    .where(eq(talks.id, sql.placeholder('id')))
    .limit(1)
    .prepare('chat_talk_by_id'),
}))

export async function findTalk(db: DbOrTx, id: number): Promise<TalkRow | undefined> {
  const [row] = await statements(db).talk.execute({ id })
  return row
}

export async function findTalkOf(db: DbOrTx, goodsId: number, buyerId: number): Promise<TalkRow | undefined> {
  const [row] = await db
    .select()
    .from(talks)
    .where(and(eq(talks.goodsId, goodsId), eq(talks.buyerId, buyerId)))
    .limit(1)
  return row
}

/** The talk of this buyer about this listing, made if there is none (a concurrent twin finds the same). */
export async function findOrInsertTalk(
  db: DbOrTx,
  talk: { goodsId: number; buyerId: number; sellerId: number; createdAt: Date },
): Promise<TalkRow> {
  const [made] = await db.insert(talks).values(talk).onConflictDoNothing().returning()
  if (made) return made
  const found = await findTalkOf(db, talk.goodsId, talk.buyerId)
  if (!found) throw new Error('talk vanished after a conflicting insert')
  return found
}

/** The most recent talk between two members (about `goodsId` when given). */
export async function findTalkBetween(
  db: DbOrTx,
  memberId: number,
  otherId: number,
  goodsId: number | null,
): Promise<TalkRow | undefined> {
  const pair = or(
    and(eq(talks.buyerId, memberId), eq(talks.sellerId, otherId)),
    and(eq(talks.buyerId, otherId), eq(talks.sellerId, memberId)),
  )
  const [row] = await db
    .select()
    .from(talks)
    .where(goodsId === null ? pair : and(pair, eq(talks.goodsId, goodsId)))
    .orderBy(sql`${talks.lastMessageAt} desc nulls last`, desc(talks.id))
    .limit(1)
  return row
}

/** A talk locked for the writer, with what decides whether its members may still write. */
export interface LockedTalk {
  id: number
  goodsId: number
  buyerId: number
  sellerId: number
  lastSeq: number
  /** Either member blocked the other. */
  blocked: boolean
  /** Either member's account is disabled or deleted. */
  gone: boolean
}

/**
 * Whether either member of the talk row in the query blocked the other. The subquery names its
 * own table's columns in full: Drizzle writes a one-table query's columns without the table's name.
 */
const eitherBlocked = sql<boolean>`exists (select 1 from ${memberBlocks} b where (b.member_id = ${talks.buyerId} and b.blocked_id = ${talks.sellerId}) or (b.member_id = ${talks.sellerId} and b.blocked_id = ${talks.buyerId}))`

/** A talk's two members and whether either blocked the other (what relaying "typing" needs). */
export async function talkMembers(
  db: DbOrTx,
  talkId: number,
): Promise<{ buyerId: number; sellerId: number; blocked: boolean } | undefined> {
  const [row] = await db
    .select({ buyerId: talks.buyerId, sellerId: talks.sellerId, blocked: eitherBlocked })
    .from(talks)
    .where(eq(talks.id, talkId))
    .limit(1)
  return row
}

/**
 * Locks the talks in id order, so two steps (the writer's batches, offers, deals) never wait on
 * each other in a circle. The subqueries name their own tables' columns in full: Drizzle writes
 * a one-table query's columns without the table's name.
 */
export async function lockTalks(tx: Tx, ids: number[]): Promise<LockedTalk[]> {
  if (ids.length === 0) return []
  const rows = await tx
    .select({
      id: talks.id,
      goodsId: talks.goodsId,
      buyerId: talks.buyerId,
      sellerId: talks.sellerId,
      lastSeq: talks.lastSeq,
      blocked: eitherBlocked,
      gone: sql<boolean>`exists (select 1 from ${members} m where m.id in (${talks.buyerId}, ${talks.sellerId}) and (m.disabled or m.deleted_at is not null))`,
    })
    .from(talks)
    .where(inArray(talks.id, ids))
    .orderBy(asc(talks.id))
    .for('update', { of: talks })
  return rows
}

/**
 * Moves `memberId`'s read position in a talk up to `seq` (never past the last message, never
 * back). Returns the position, or null when the member is not in the talk.
 */
export async function markRead(db: DbOrTx, talkId: number, memberId: number, seq: number) {
  const [row] = await db
    .update(talks)
    .set({
      buyerReadSeq: sql`case when ${talks.buyerId} = ${memberId} then greatest(${talks.buyerReadSeq}, least(${seq}::int, ${talks.lastSeq})) else ${talks.buyerReadSeq} end`,
      sellerReadSeq: sql`case when ${talks.sellerId} = ${memberId} then greatest(${talks.sellerReadSeq}, least(${seq}::int, ${talks.lastSeq})) else ${talks.sellerReadSeq} end`,
    })
    .where(and(eq(talks.id, talkId), or(eq(talks.buyerId, memberId), eq(talks.sellerId, memberId))))
    .returning()
  return row ?? null
}
