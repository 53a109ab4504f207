/**
 * Messages of talks (docs/product/chat.md): the history pages members read, and the two ways a
 * message is added. A talk's `last_seq` is raised under its row lock, so its messages commit in
 * seq order: `appendMessage` adds one (a trade's or a review's event), `insertBatch` the writer's
 * batch of members' messages (chat.writer.ts).
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm'
import { type DbOrTx, queryRows, type Tx } from '../../db/client.ts'
import { preparedPer } from '../../db/prepared.ts'
import { type MessagePhoto, messages, talks } from '../../db/schema.ts'

export type MessageRow = typeof messages.$inferSelect
export type NewMessage = Omit<typeof messages.$inferInsert, 'id' | 'seq' | 'talkId'>

const statements = preparedPer((db) => ({
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
