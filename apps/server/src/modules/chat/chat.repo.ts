/**
 * Talks and messages (docs/product/chat.md). A talk's `last_seq` is raised under its row lock, so
 * its messages commit in seq order; every function that adds a message to a talk goes through
 * `appendMessage` (one event) or `writeBatch` (the writer's batch of members' messages).
 */
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm'
import { type DbOrTx, queryRows, type Tx } from '../../db/client.ts'
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
  /** A member's page of a talk in one statement: null when the talk is not theirs (or not there). */
  page: db
    .select({ rows: sql<RawMessage[] | null>`rows` })
    .from(
      sql`(select (
        select coalesce(json_agg(m order by m.seq), '[]'::json) from (
          select * from (
            select id, talk_id, seq, sender_id, kind, text, photo, event, quote_id, price::text as price,
                   client_id, safety, created_at
            from ${messages} where talk_id = t.id
              and seq < coalesce(${sql.placeholder('before')}::int, t.last_seq + 1)
              and seq > coalesce(${sql.placeholder('after')}::int, 0)
            order by case when ${sql.placeholder('after')}::int is null then -seq else seq end
            limit ${sql.placeholder('limit')}::int) newest
        ) m) as rows
        from ${talks} t
        where t.id = ${sql.placeholder('talkId')}::bigint
          and (t.buyer_id = ${sql.placeholder('member')}::bigint or t.seller_id = ${sql.placeholder('member')}::bigint)) s`,
    )
    .prepare('chat_history_of_member'),
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

/**
 * A page of a talk's history as `memberId` may read it, oldest first: up to `limit` messages
 * before seq `before` (the newest when it is null) or after seq `after`. Null when the talk is not
 * the member's: membership and messages in one round trip, as every page of every chat asks.
 */
export async function historyOf(
  db: DbOrTx,
  q: { talkId: number; memberId: number; before: number | null; after: number | null; limit: number },
): Promise<MessageRow[] | null> {
  const [found] = await statements(db).page.execute({
    talkId: q.talkId,
    member: q.memberId,
    before: q.before,
    after: q.after,
    limit: q.limit,
  })
  return found ? (found.rows ?? []).map(messageOf) : null
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

/** A messages row as a raw statement returns it (ids may come back as strings). */
interface RawMessage {
  id: string | number
  talk_id: string | number
  seq: number
  sender_id: string | number | null
  kind: MessageRow['kind']
  text: string
  photo: MessagePhoto | null
  event: MessageRow['event']
  quote_id: string | number | null
  price: string | null
  client_id: string | null
  safety: MessageRow['safety']
  created_at: Date | string
}

const messageOf = (r: RawMessage): MessageRow => ({
  id: Number(r.id),
  talkId: Number(r.talk_id),
  seq: r.seq,
  senderId: r.sender_id === null ? null : Number(r.sender_id),
  kind: r.kind,
  text: r.text,
  photo: r.photo,
  event: r.event,
  quoteId: r.quote_id === null ? null : Number(r.quote_id),
  price: r.price,
  clientId: r.client_id,
  safety: r.safety,
  createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
})

/**
 * Messages already stored under these client ids (a resend), by `talkId:senderId:clientId`: one
 * lookup of the unique index per key.
 */
export async function findResent(
  tx: Tx,
  keys: { talkId: number; senderId: number; clientId: string }[],
): Promise<Map<string, MessageRow>> {
  if (keys.length === 0) return new Map()
  const rows = await queryRows<RawMessage>(
    tx,
    sql`select m.* from ${messages} m
        join unnest(${sql.param(keys.map((k) => k.talkId))}::bigint[], ${sql.param(keys.map((k) => k.senderId))}::bigint[],
                    ${sql.param(keys.map((k) => k.clientId))}::text[]) as k(t, s, c)
          on m.talk_id = k.t and m.sender_id = k.s and m.client_id = k.c
        where m.client_id is not null`,
  )
  return new Map(rows.map(messageOf).map((r) => [`${r.talkId}:${r.senderId}:${r.clientId}`, r]))
}

export interface BatchMessage {
  talkId: number
  seq: number
  senderId: number
  kind: 'TEXT' | 'PHOTO'
  text: string
  photo: MessagePhoto | null
  clientId: string
  safety: MessageRow['safety']
  createdAt: Date
}

/**
 * Stores a batch of members' messages whose seqs the caller gave out under `lockTalks`, and moves
 * each talk's last seq, time and its authors' read positions: one statement, one array per column
 * (docs/decisions.md, "Chat delivery").
 */
export async function insertBatch(tx: Tx, batch: BatchMessage[]): Promise<MessageRow[]> {
  if (batch.length === 0) return []
  const col = <T>(f: (m: BatchMessage) => T) => sql.param(batch.map(f))
  const rows = await queryRows<RawMessage>(
    tx,
    sql`with ins as (
          insert into ${messages} (talk_id, seq, sender_id, kind, text, photo, client_id, safety, created_at)
          select t, s, a, k, x, p::jsonb, c, string_to_array(f, ','), w::timestamptz
          from unnest(${col((m) => m.talkId)}::bigint[], ${col((m) => m.seq)}::int[], ${col((m) => m.senderId)}::bigint[],
                      ${col((m) => m.kind)}::text[], ${col((m) => m.text)}::text[],
                      ${col((m) => (m.photo ? JSON.stringify(m.photo) : null))}::text[],
                      ${col((m) => m.clientId)}::text[], ${col((m) => m.safety.join(','))}::text[],
                      ${col((m) => m.createdAt.toISOString())}::text[])
            as v(t, s, a, k, x, p, c, f, w)
          returning *
        ), reached as (
          select i.talk_id, max(i.seq) as seq, max(i.created_at) as at,
                 max(i.seq) filter (where i.sender_id = tk.buyer_id) as buyer_seq,
                 max(i.seq) filter (where i.sender_id = tk.seller_id) as seller_seq
          from ins i join ${talks} tk on tk.id = i.talk_id
          group by i.talk_id
        ), moved as (
          update ${talks} t set last_seq = r.seq, last_message_at = r.at,
            buyer_read_seq = greatest(t.buyer_read_seq, coalesce(r.buyer_seq, 0)),
            seller_read_seq = greatest(t.seller_read_seq, coalesce(r.seller_seq, 0))
          from reached r where t.id = r.talk_id
          returning t.id
        )
        select * from ins`,
  )
  return rows.map(messageOf)
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
