/**
 * Members as operators see and change them (docs/admin.md, "Members"): the search, the counts of
 * a member's page, and the ban state and hidden listings a ban sets and an unban clears. Every
 * change is one conditional UPDATE, so two operators acting at once cannot both change the row.
 */
import { and, desc, eq, isNull, like, or, type SQL, sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client.ts'
import { coinAccounts, goods, members } from '../../db/schema.ts'
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

/** Bans a member not banned yet; null when the member was banned already. */
export async function setBanned(
  tx: DbOrTx,
  id: number,
  reason: string,
  now: Date,
): Promise<MemberRow | null> {
  const [row] = await tx
    .update(members)
    .set({ disabled: true, banReason: reason, bannedAt: now, updatedAt: now })
    .where(and(eq(members.id, id), eq(members.disabled, false)))
    .returning()
  return row ?? null
}

/** Lifts a ban; null when the member was not banned. The reason stays in the audit log only. */
export async function setUnbanned(tx: DbOrTx, id: number, now: Date): Promise<MemberRow | null> {
  const [row] = await tx
    .update(members)
    .set({ disabled: false, banReason: '', bannedAt: null, updatedAt: now })
    .where(and(eq(members.id, id), eq(members.disabled, true)))
    .returning()
  return row ?? null
}

export async function setPasswordResetRequired(tx: DbOrTx, id: number, now: Date): Promise<void> {
  await tx.update(members).set({ passwordResetRequired: true, updatedAt: now }).where(eq(members.id, id))
}

/** Hides the seller's listed goods that are not hidden already (SELLER_BANNED); answers their ids. */
export async function hideSellerListings(tx: DbOrTx, sellerId: number, now: Date): Promise<number[]> {
  const rows = await tx
    .update(goods)
    .set({ hiddenAt: now, hiddenReason: 'SELLER_BANNED' })
    .where(
      and(
        eq(goods.sellerId, sellerId),
        eq(goods.marketEnable, 'UPPER'),
        isNull(goods.deletedAt),
        isNull(goods.hiddenAt),
      ),
    )
    .returning({ id: goods.id })
  return rows.map((r) => r.id)
}

/** Shows again what a ban hid (a hold after reports stays); answers their ids. */
export async function showSellerListings(tx: DbOrTx, sellerId: number): Promise<number[]> {
  const rows = await tx
    .update(goods)
    .set({ hiddenAt: null, hiddenReason: null })
    .where(and(eq(goods.sellerId, sellerId), eq(goods.hiddenReason, 'SELLER_BANNED')))
    .returning({ id: goods.id })
  return rows.map((r) => r.id)
}
