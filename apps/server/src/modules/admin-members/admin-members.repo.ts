/**
 * Members as operators see them (docs/admin.md, "Members"): the search, the counts of a member's
 * page and the row lock of an action. The changes themselves are the owners' conditional UPDATEs:
 * the ban state the members module's, the listings a ban hides the goods module's.
 */
import { and, desc, eq, isNull, like, or, type SQL, sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client.ts'
import { coinAccounts, members } from '../../db/schema.ts'
import type { MemberRow } from '../members/index.ts'

export type MemberWithPoint = MemberRow & { point: number }

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Matches a username prefix, a part of an email, phone digits (3 or more, when the text is a phone
 * number) or an id. Deleted accounts are never listed.
 */
function searchWhere(q: string): SQL | undefined {
  const live = isNull(members.deletedAt)
  if (!q) return live
  const text = likeEscaped(q.toLowerCase())
  const matches: SQL[] = [like(members.username, `${text}%`), like(sql`lower(${members.email})`, `%${text}%`)]
  const digits = q.replace(/\D/g, '')
  if (digits.length >= 3 && /^[\d\s+()-]+$/.test(q)) matches.push(like(members.mobile, `%${digits}%`))
  if (/^[1-9]\d{0,14}$/.test(q)) matches.push(eq(members.id, Number(q)))
  return and(live, or(...matches))
}

export async function searchMembers(db: DbOrTx, q: string, offset: number, limit: number) {
  const where = searchWhere(q)
  const [rows, [total]] = await Promise.all([
    db
      .select({ member: members, point: sql<number>`coalesce(${coinAccounts.balance}, 0)` })
      .from(members)
      .leftJoin(coinAccounts, eq(coinAccounts.memberId, members.id))
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(members).where(where),
  ])
  return {
    rows: rows.map((r): MemberWithPoint => ({ ...r.member, point: Number(r.point) })),
    total: total?.n ?? 0,
  }
}

/** A member who has not deleted the account, with the coin balance; null otherwise. */
export async function findLiveMember(db: DbOrTx, id: number): Promise<MemberWithPoint | null> {
  const [row] = await db
    .select({ member: members, point: sql<number>`coalesce(${coinAccounts.balance}, 0)` })
    .from(members)
    .leftJoin(coinAccounts, eq(coinAccounts.memberId, members.id))
    .where(and(eq(members.id, id), isNull(members.deletedAt)))
    .limit(1)
  return row ? { ...row.member, point: Number(row.point) } : null
}

/** Locks the member's row for this transaction (bans, unbans and resets of one member take turns). */
export async function lockLiveMember(tx: DbOrTx, id: number): Promise<MemberRow | null> {
  const [row] = await tx
    .select()
    .from(members)
    .where(and(eq(members.id, id), isNull(members.deletedAt)))
    .for('no key update')
  return row ?? null
}

export interface MemberCounts {
  listings: number
  liveListings: number
  dealsAsBuyer: number
  dealsAsSeller: number
  reportsMade: number
  reportsReceived: number
}

/** The counts of a member's page, in one statement. */
export async function memberCounts(db: DbOrTx, id: number, now: Date): Promise<MemberCounts> {
  const [row] = await queryRows<MemberCounts>(
    db,
    sql`select
      (select count(*) from goods where seller_id = ${id} and deleted_at is null)::int as "listings",
      (select count(*) from goods where seller_id = ${id} and deleted_at is null
        and market_enable = 'UPPER' and close_time > ${now.toISOString()}::timestamptz)::int as "liveListings",
      (select count(*) from deals where buyer_id = ${id} and status <> 'CANCELLED')::int as "dealsAsBuyer",
      (select count(*) from deals where seller_id = ${id} and status <> 'CANCELLED')::int as "dealsAsSeller",
      ((select count(*) from reports where reporter_id = ${id})
        + (select count(*) from talk_reports where reporter_id = ${id}))::int as "reportsMade",
      ((select count(*) from reports r join goods g on g.id = r.goods_id where g.seller_id = ${id})
        + (select count(*) from talk_reports where reported_id = ${id}))::int as "reportsReceived"`,
  )
  if (!row) throw new Error('member counts returned nothing')
  return row
}
