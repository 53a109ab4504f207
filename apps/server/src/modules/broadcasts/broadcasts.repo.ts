/**
 * System notice broadcasts (docs/admin.md, "System notices"): the broadcasts table, the claims that
 * make one instance the sender, and each batch of recipients as a query of members, which the
 * notices module writes into notices with one INSERT … SELECT.
 */
import { NEW_MEMBER_DAYS } from '@kaifong/contract/admin'
import { and, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { broadcasts } from '../../db/schema.ts'

export type BroadcastRow = typeof broadcasts.$inferSelect
export type NewBroadcast = typeof broadcasts.$inferInsert

const DAY_MS = 24 * 60 * 60 * 1000

export async function insertBroadcast(db: DbOrTx, values: NewBroadcast): Promise<BroadcastRow> {
  const [row] = await db.insert(broadcasts).values(values).returning()
  if (!row) throw new Error('insert broadcast returned nothing')
  return row
}

export async function findBroadcast(db: DbOrTx, id: number): Promise<BroadcastRow | null> {
  const [row] = await db.select().from(broadcasts).where(eq(broadcasts.id, id)).limit(1)
  return row ?? null
}

/** Past and scheduled broadcasts, newest first. */
export async function pageBroadcasts(db: DbOrTx, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(broadcasts)
      .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(broadcasts),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** SCHEDULED → CANCELLED in one conditional UPDATE; null when it was not scheduled (any more). */
export async function cancelScheduled(db: DbOrTx, id: number): Promise<BroadcastRow | null> {
  const [row] = await db
    .update(broadcasts)
    .set({ status: 'CANCELLED' })
    .where(and(eq(broadcasts.id, id), eq(broadcasts.status, 'SCHEDULED')))
    .returning()
  return row ?? null
}

/**
 * Claims the oldest due SCHEDULED broadcast for this instance (status SENDING). The row is locked
 * with SKIP LOCKED and the status is checked again by the UPDATE, so two instances never claim the
 * same one.
 */
export async function claimDue(db: DbOrTx, now: Date): Promise<BroadcastRow | null> {
  const due = db
    .select({ id: broadcasts.id })
    .from(broadcasts)
    .where(and(eq(broadcasts.status, 'SCHEDULED'), lte(broadcasts.sendAt, now)))
    .orderBy(broadcasts.sendAt, broadcasts.id)
    .limit(1)
    .for('update', { skipLocked: true })
  const [row] = await db
    .update(broadcasts)
    .set({ status: 'SENDING' })
    .where(and(eq(broadcasts.status, 'SCHEDULED'), sql`${broadcasts.id} = (${due})`))
    .returning()
  return row ?? null
}

/** Counts a batch's recipients as they are written (the console shows the progress). */
export async function addRecipients(db: DbOrTx, id: number, n: number): Promise<void> {
  await db
    .update(broadcasts)
    .set({ recipients: sql`${broadcasts.recipients} + ${n}` })
    .where(eq(broadcasts.id, id))
}

export async function markSent(db: DbOrTx, id: number, now: Date): Promise<BroadcastRow | null> {
  const [row] = await db
    .update(broadcasts)
    .set({ status: 'SENT', sentAt: now })
    .where(and(eq(broadcasts.id, id), eq(broadcasts.status, 'SENDING')))
    .returning()
  return row ?? null
}

/** The audience as a condition on `members m` (deleted and banned accounts get nothing). */
function audienceOf(b: BroadcastRow, now: Date) {
  switch (b.audience) {
    case 'MEMBER':
      return sql`m.id = ${b.memberId ?? 0}`
    case 'SELLERS':
      return sql`exists (select 1 from goods g where g.seller_id = m.id and g.market_enable = 'UPPER'
        and g.deleted_at is null and g.close_time > ${now.toISOString()}::timestamptz)`
    case 'NEW_MEMBERS':
      return sql`m.created_at >= ${new Date(now.getTime() - NEW_MEMBER_DAYS * DAY_MS).toISOString()}::timestamptz`
    default:
      return sql`true`
  }
}

/**
 * The next `limit` members of the audience after member `afterId`, by id: a query of one column
 * for the notices module to write the notice to (notices.service.ts `notifyMembersSelecting`).
 */
export function recipientBatch(b: BroadcastRow, afterId: number, limit: number, now: Date): SQL {
  return sql`select m.id from members m
    where m.id > ${afterId} and m.deleted_at is null and not m.disabled and ${audienceOf(b, now)}
    order by m.id
    limit ${limit}`
}
