/** Notices: written by the server for events, read and cleared by their member. */
import type { NoticeStatus, NoticeType } from '@kaifong/contract'
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client.ts'
import { collectNoticeDays, type Localized, notices } from '../../db/schema.ts'

export type NoticeRow = typeof notices.$inferSelect
export type NewNotice = typeof notices.$inferInsert

export async function insertNotice(db: DbOrTx, values: NewNotice): Promise<NoticeRow> {
  const [row] = await db.insert(notices).values(values).returning()
  if (!row) throw new Error('insert notice returned nothing')
  return row
}

/** Many notices in one statement (the expiry job tells hundreds of sellers at a time). */
export async function insertNotices(db: DbOrTx, values: NewNotice[]): Promise<void> {
  if (values.length > 0) await db.insert(notices).values(values)
}

/** A notice's type and texts, the same for every member it is written to. */
export interface SharedNotice {
  type: NoticeType
  title: Localized
  content: Localized
  createdAt: Date
}

/**
 * The same notice to every member `memberIds` answers (a query of one column, the member ids), in
 * one INSERT … SELECT; answers who got it.
 */
export async function insertNoticesSelecting(
  db: DbOrTx,
  notice: SharedNotice,
  memberIds: SQL,
): Promise<number[]> {
  const rows = await queryRows<{ member_id: string | number }>(
    db,
    sql`insert into notices (member_id, type, status, title, content, created_at)
      select r.id, ${notice.type}::text, 'UN_READ', ${JSON.stringify(notice.title)}::jsonb,
        ${JSON.stringify(notice.content)}::jsonb, ${notice.createdAt.toISOString()}::timestamptz
      from (${memberIds}) as r(id)
      returning member_id`,
  )
  return rows.map((r) => Number(r.member_id))
}

export async function pageNotices(
  db: DbOrTx,
  memberId: number,
  status: NoticeStatus | null,
  offset: number,
  limit: number,
) {
  const where = status
    ? and(eq(notices.memberId, memberId), eq(notices.status, status))
    : eq(notices.memberId, memberId)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(notices).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** Lookups and changes go by id and member together: another member's notice is simply not found. */
const own = (memberId: number, id: number) => and(eq(notices.id, id), eq(notices.memberId, memberId))

export async function findOwnNotice(db: DbOrTx, memberId: number, id: number) {
  const [row] = await db.select().from(notices).where(own(memberId, id)).limit(1)
  return row ?? null
}

export async function markRead(db: DbOrTx, memberId: number, id: number) {
  const [row] = await db.update(notices).set({ status: 'ALREADY_READ' }).where(own(memberId, id)).returning()
  return row ?? null
}

export async function deleteNotice(db: DbOrTx, memberId: number, id: number) {
  const deleted = await db.delete(notices).where(own(memberId, id)).returning({ id: notices.id })
  return deleted.length > 0
}

/** Deletes those of `ids` that are the member's; answers how many. */
export async function deleteNotices(db: DbOrTx, memberId: number, ids: number[]) {
  if (ids.length === 0) return 0
  const deleted = await db
    .delete(notices)
    .where(and(eq(notices.memberId, memberId), inArray(notices.id, ids)))
    .returning({ id: notices.id })
  return deleted.length
}

export async function markAllRead(db: DbOrTx, memberId: number) {
  const updated = await db
    .update(notices)
    .set({ status: 'ALREADY_READ' })
    .where(and(eq(notices.memberId, memberId), eq(notices.status, 'UN_READ')))
    .returning({ id: notices.id })
  return updated.length
}

export async function countUnread(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.memberId, memberId), eq(notices.status, 'UN_READ')))
  return row?.n ?? 0
}

/** The member's notice that adds up under `groupKey`, locked until the caller's transaction ends. */
export async function lockGroupNotice(db: DbOrTx, memberId: number, groupKey: string) {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.memberId, memberId), eq(notices.groupKey, groupKey)))
    .limit(1)
    .for('update')
  return row ?? null
}

export async function updateNotice(db: DbOrTx, id: number, values: Partial<NewNotice>) {
  const [row] = await db.update(notices).set(values).where(eq(notices.id, id)).returning()
  if (!row) throw new Error(`notice ${id} vanished under its lock`)
  return row
}

/**
 * Claims the seller's COLLECTED notice for a member's favourite on a Hong Kong day: true the first
 * time that day, false for every repeat, however often the favourite is toggled. Concurrent twins
 * wait for each other on the key; only one moves the row to the new day.
 */
export async function claimDailyCollectNotice(db: DbOrTx, memberId: number, goodsId: number, day: string) {
  const rows = await db
    .insert(collectNoticeDays)
    .values({ memberId, goodsId, day })
    .onConflictDoUpdate({
      target: [collectNoticeDays.memberId, collectNoticeDays.goodsId],
      set: { day },
      setWhere: sql`${collectNoticeDays.day} <> excluded.day`,
    })
    .returning({ goodsId: collectNoticeDays.goodsId })
  return rows.length > 0
}
