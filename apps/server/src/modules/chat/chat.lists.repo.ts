/**
 * Reads of talks as the talk list shows them: the other member, the listing, the last message and
 * the latest offer, in one statement per page. A member's talks are read through two ordered index
 * scans (as buyer, as seller) merged, never by sorting all of them.
 */
import type { ChatEvent, MarketEnable, MessageKind } from '@kaifong/contract'
import { type SQL, sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client.ts'
import { preparedPer } from '../../db/prepared.ts'

export interface TalkListRow {
  id: number
  goodsId: number
  buyerId: number
  sellerId: number
  lastSeq: number
  lastMessageAt: Date | null
  buyerReadSeq: number
  sellerReadSeq: number
  otherName: string
  otherFace: string
  /** The other member deleted their account: shown as "deleted member". */
  otherDeleted: boolean
  goodsName: string
  goodsCover: string
  goodsPrice: string
  goodsMarketEnable: MarketEnable
  goodsCloseTime: Date | null
  goodsDeletedAt: Date | null
  lastMessage: { kind: MessageKind; text: string; event: ChatEvent | null; price: string | null } | null
  quotePrice: string | null
  quoteStatus: number | null
}

interface RawRow {
  id: string | number
  goods_id: string | number
  buyer_id: string | number
  seller_id: string | number
  last_seq: number
  last_message_at: string | Date | null
  buyer_read_seq: number
  seller_read_seq: number
  other_name: string
  other_face: string
  other_deleted: boolean
  goods_name: string
  goods_cover: string
  goods_price: string
  goods_market_enable: MarketEnable
  goods_close_time: string | Date | null
  goods_deleted_at: string | Date | null
  msg_kind: MessageKind | null
  msg_text: string | null
  msg_event: ChatEvent | null
  msg_price: string | null
  quote_price: string | null
  quote_status: number | null
}

const dateOf = (v: string | Date | null) => (v === null ? null : v instanceof Date ? v : new Date(v))

function mapRow(r: RawRow): TalkListRow {
  return {
    id: Number(r.id),
    goodsId: Number(r.goods_id),
    buyerId: Number(r.buyer_id),
    sellerId: Number(r.seller_id),
    lastSeq: r.last_seq,
    lastMessageAt: dateOf(r.last_message_at),
    buyerReadSeq: r.buyer_read_seq,
    sellerReadSeq: r.seller_read_seq,
    otherName: r.other_name,
    otherFace: r.other_face,
    otherDeleted: r.other_deleted,
    goodsName: r.goods_name,
    goodsCover: r.goods_cover,
    goodsPrice: r.goods_price,
    goodsMarketEnable: r.goods_market_enable,
    goodsCloseTime: dateOf(r.goods_close_time),
    goodsDeletedAt: dateOf(r.goods_deleted_at),
    lastMessage: r.msg_kind
      ? { kind: r.msg_kind, text: r.msg_text ?? '', event: r.msg_event, price: r.msg_price }
      : null,
    quotePrice: r.quote_price,
    quoteStatus: r.quote_status === null ? null : Number(r.quote_status),
  }
}

/** Everything the list shows of the talks in `page` (a subquery of talks rows), as `viewer`. */
const decorate = (page: SQL, viewer: SQL | number) => sql`
  select p.id, p.goods_id, p.buyer_id, p.seller_id, p.last_seq, p.last_message_at,
    p.buyer_read_seq, p.seller_read_seq,
    o.nick_name as other_name, o.face as other_face, o.deleted_at is not null as other_deleted,
    g.name as goods_name, g.cover as goods_cover, g.price::text as goods_price,
    g.market_enable as goods_market_enable, g.close_time as goods_close_time, g.deleted_at as goods_deleted_at,
    m.kind as msg_kind, m.text as msg_text, m.event as msg_event, m.price::text as msg_price,
    q.price::text as quote_price, q.status as quote_status
  from (${page}) p
  join members o on o.id = case when p.buyer_id = ${viewer} then p.seller_id else p.buyer_id end
  join goods g on g.id = p.goods_id
  left join messages m on m.talk_id = p.id and m.seq = p.last_seq
  left join lateral (
    select price, status from quotes where quotes.talk_id = p.id order by quotes.id desc limit 1
  ) q on true`

const member = sql`${sql.placeholder('member')}::bigint`
const RECENT = sql`order by last_message_at desc nulls last, id desc`

/**
 * Prepared once per database (db/prepared.ts): planning the page's joins cost more than running
 * them. The page comes back as one JSON value, with its total.
 */
const statements = preparedPer((db) => ({
  page: db
    .select({ rows: sql<RawRow[] | null>`rows`, total: sql<string | number>`total` })
    .from(
      sql`(select
        (select json_agg(d order by d.last_message_at desc nulls last, d.id desc) from (${decorate(
          sql`select * from (
            (select * from talks where buyer_id = ${member} ${RECENT} limit ${sql.placeholder('reach')}::int)
            union all
            (select * from talks where seller_id = ${member} and last_seq > 0 ${RECENT}
              limit ${sql.placeholder('reach')}::int)
          ) mine ${RECENT} offset ${sql.placeholder('offset')}::int limit ${sql.placeholder('limit')}::int`,
          member,
        )}) d) as rows,
        (select count(*) from talks where buyer_id = ${member})
          + (select count(*) from talks where seller_id = ${member} and last_seq > 0) as total) s`,
    )
    .prepare('chat_talk_page'),
  one: db
    .select({ row: sql<RawRow | null>`row` })
    .from(
      sql`(select (select row_to_json(d) from (${decorate(
        sql`select * from talks where id = ${sql.placeholder('talk')}::bigint`,
        member,
      )}) d) as row) s`,
    )
    .prepare('chat_talk_one'),
}))

/**
 * A page of the member's talks, most recent message first. A buyer sees a talk as soon as it is
 * opened; the seller only once it has a message.
 */
export async function talkPage(
  db: DbOrTx,
  memberId: number,
  offset: number,
  limit: number,
): Promise<{ rows: TalkListRow[]; total: number }> {
  const [found] = await statements(db).page.execute({
    member: memberId,
    reach: offset + limit,
    offset,
    limit,
  })
  return { rows: (found?.rows ?? []).map(mapRow), total: Number(found?.total ?? 0) }
}

/** One talk as the list shows it (for the talk detail). */
export async function talkListRow(
  db: DbOrTx,
  talkId: number,
  viewerId: number,
): Promise<TalkListRow | undefined> {
  const [found] = await statements(db).one.execute({ talk: talkId, member: viewerId })
  return found?.row ? mapRow(found.row) : undefined
}

/** The member's unread messages over all their talks. */
export async function unreadTotal(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`
    select coalesce((select sum(last_seq - buyer_read_seq) from talks where buyer_id = ${memberId}), 0)
      + coalesce((select sum(last_seq - seller_read_seq) from talks where seller_id = ${memberId}), 0) as n`,
  )
  return Number(row?.n ?? 0)
}
