/**
 * Talks and messages (docs/product/chat.md). A talk's `last_seq` is raised under its row lock, so
 * its messages commit in seq order; every function that adds a message to a talk goes through
 * `appendMessage` (one event) or `writeBatch` (the writer's batch of members' messages).
 */
import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { preparedPer } from '../../db/prepared.ts'
import { type MessagePhoto, memberBlocks, members, messages, talks } from '../../db/schema.ts'

export type TalkRow = typeof talks.$inferSelect
export type MessageRow = typeof messages.$inferSelect
export type NewMessage = Omit<typeof messages.$inferInsert, 'id' | 'seq' | 'talkId'>

const statements = preparedPer((db) => ({
  talk: db
    .select()
    .from(talks)
    .where(eq(talks.id, sql.placeholder('id')))
    .limit(1)
    .prepare('chat_talk_by_id'),
  history: db
    .select()
    .from(messages)
    .where(and(eq(messages.talkId, sql.placeholder('talkId')), lt(messages.seq, sql.placeholder('before'))))
    .orderBy(desc(messages.seq))
    .limit(sql.placeholder('limit'))
    .prepare('chat_history_before'),
  after: db
    .select()
    .from(messages)
    .where(and(eq(messages.talkId, sql.placeholder('talkId')), gt(messages.seq, sql.placeholder('after'))))
    .orderBy(asc(messages.seq))
    .limit(sql.placeholder('limit'))
    .prepare('chat_history_after'),
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

/** Newest first: up to `limit` messages before seq `before`. */
export function messagesBefore(
  db: DbOrTx,
  talkId: number,
  before: number,
  limit: number,
): Promise<MessageRow[]> {
  return statements(db).history.execute({ talkId, before, limit })
}

/** Oldest first: up to `limit` messages after seq `after`. */
export function messagesAfter(
  db: DbOrTx,
  talkId: number,
  after: number,
  limit: number,
): Promise<MessageRow[]> {
  return statements(db).after.execute({ talkId, after, limit })
}

/**
 * Adds one message to a talk in the caller's transaction: the talk's seq is raised (and its row
 * locked until commit), and the author's read position moves to the new message.
 */
export async function appendMessage(
  tx: Tx,
  talkId: number,
  message: NewMessage & { createdAt: Date },
): Promise<MessageRow> {
  const author = message.senderId ?? null
  const [talk] = await tx
    .update(talks)
    .set({
      lastSeq: sql`${talks.lastSeq} + 1`,
      lastMessageAt: message.createdAt,
      buyerReadSeq: sql`case when ${talks.buyerId} = ${author} then ${talks.lastSeq} + 1 else ${talks.buyerReadSeq} end`,
      sellerReadSeq: sql`case when ${talks.sellerId} = ${author} then ${talks.lastSeq} + 1 else ${talks.sellerReadSeq} end`,
    })
    .where(eq(talks.id, talkId))
    .returning({ lastSeq: talks.lastSeq })
  if (!talk) throw new Error(`talk ${talkId} not found`)
  const [row] = await tx
    .insert(messages)
    .values({ ...message, talkId, seq: talk.lastSeq })
    .returning()
  if (!row) throw new Error('message insert returned nothing')
  return row
}

/** A talk locked for the writer, with what decides whether its members may still write. */
export interface LockedTalk {
  id: number
  buyerId: number
  sellerId: number
  lastSeq: number
  /** Either member blocked the other. */
  blocked: boolean
  /** Either member's account is disabled or deleted. */
  gone: boolean
}

/** Locks the talks in id order (so two writers never wait on each other in a circle). */
export async function lockTalks(tx: Tx, ids: number[]): Promise<LockedTalk[]> {
  const rows = await tx
    .select({
      id: talks.id,
      buyerId: talks.buyerId,
      sellerId: talks.sellerId,
      lastSeq: talks.lastSeq,
      blocked: sql<boolean>`exists (select 1 from ${memberBlocks} b where (b.member_id = ${talks.buyerId} and b.blocked_id = ${talks.sellerId}) or (b.member_id = ${talks.sellerId} and b.blocked_id = ${talks.buyerId}))`,
      gone: sql<boolean>`exists (select 1 from ${members} m where m.id in (${talks.buyerId}, ${talks.sellerId}) and m.disabled)`,
    })
    .from(talks)
    .where(inArray(talks.id, ids))
    .orderBy(asc(talks.id))
    .for('update', { of: talks })
  return rows
}

/** Messages already stored under these client ids (a resend), by `talkId:senderId:clientId`. */
export async function findResent(
  tx: Tx,
  keys: { talkId: number; senderId: number; clientId: string }[],
): Promise<Map<string, MessageRow>> {
  if (keys.length === 0) return new Map()
  const rows = await tx
    .select()
    .from(messages)
    .where(
      and(
        inArray(
          messages.talkId,
          keys.map((k) => k.talkId),
        ),
        inArray(
          messages.clientId,
          keys.map((k) => k.clientId),
        ),
      ),
    )
  return new Map(rows.map((r) => [`${r.talkId}:${r.senderId}:${r.clientId}`, r]))
}

export interface BatchMessage {
  talkId: number
  seq: number
  senderId: number
  kind: 'TEXT' | 'PHOTO'
  text: string
  photo: MessagePhoto | null
  clientId: string
  createdAt: Date
}

/**
 * Stores a batch of members' messages whose seqs the caller gave out under `lockTalks`, and moves
 * each talk's last seq, time and its authors' read positions.
 */
export async function insertBatch(tx: Tx, batch: BatchMessage[]): Promise<MessageRow[]> {
  if (batch.length === 0) return []
  const rows = await tx.insert(messages).values(batch).returning()
  const last = new Map<
    number,
    { seq: number; at: Date; buyerSeq: number; sellerSeq: number; senders: Set<number> }
  >()
  for (const m of batch) {
    const entry = last.get(m.talkId) ?? {
      seq: 0,
      at: m.createdAt,
      buyerSeq: 0,
      sellerSeq: 0,
      senders: new Set(),
    }
    if (m.seq > entry.seq) {
      entry.seq = m.seq
      entry.at = m.createdAt
    }
    entry.senders.add(m.senderId)
    last.set(m.talkId, entry)
  }
  // One statement for every talk of the batch: (id, last seq, time, the seq each author reached).
  const values = sql.join(
    [...last.entries()].map(([talkId, e]) => {
      const byAuthor = batch.filter((m) => m.talkId === talkId)
      const seqOf = (senderId: number) =>
        Math.max(0, ...byAuthor.filter((m) => m.senderId === senderId).map((m) => m.seq))
      const [a = 0, b = 0] = [...e.senders]
      return sql`(${talkId}::bigint, ${e.seq}::int, ${e.at.toISOString()}::timestamptz, ${a}::bigint, ${seqOf(a)}::int, ${b}::bigint, ${seqOf(b)}::int)`
    }),
    sql`, `,
  )
  await tx.execute(sql`
    update ${talks} t set
      last_seq = v.seq,
      last_message_at = v.at,
      buyer_read_seq = greatest(t.buyer_read_seq,
        case when t.buyer_id = v.a then v.a_seq when t.buyer_id = v.b then v.b_seq else 0 end),
      seller_read_seq = greatest(t.seller_read_seq,
        case when t.seller_id = v.a then v.a_seq when t.seller_id = v.b then v.b_seq else 0 end)
    from (values ${values}) as v(id, seq, at, a, a_seq, b, b_seq)
    where t.id = v.id`)
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
