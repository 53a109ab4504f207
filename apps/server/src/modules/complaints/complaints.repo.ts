/** complaints and complaint_messages (modules/complaints): writes and reads. */
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { type ComplaintAuthor, type ComplaintFavour, complaintMessages, complaints } from '../../db/schema.ts'

export type ComplaintRow = typeof complaints.$inferSelect
export type NewComplaint = typeof complaints.$inferInsert
export type ComplaintMessageRow = typeof complaintMessages.$inferSelect

export async function insertComplaint(tx: DbOrTx, values: NewComplaint): Promise<ComplaintRow> {
  const [row] = await tx.insert(complaints).values(values).returning()
  if (!row) throw new Error('insert complaint returned nothing')
  return row
}

export async function insertMessage(
  tx: DbOrTx,
  values: {
    complaintId: number
    author: ComplaintAuthor
    authorId: number
    content: string
    createdAt: Date
  },
): Promise<void> {
  await tx.insert(complaintMessages).values(values)
}

export async function findComplaint(db: DbOrTx, id: number): Promise<ComplaintRow | null> {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id)).limit(1)
  return row ?? null
}

export async function openOfOrder(db: DbOrTx, orderId: number): Promise<ComplaintRow | null> {
  const [row] = await db
    .select()
    .from(complaints)
    .where(and(eq(complaints.orderId, orderId), eq(complaints.status, 'OPEN')))
    .limit(1)
  return row ?? null
}

/** OPEN → DECIDED; null when it was decided already (a lost race). */
export async function decideComplaint(
  tx: DbOrTx,
  id: number,
  d: { favour: ComplaintFavour; decision: string; decidedBy: number; at: Date },
): Promise<ComplaintRow | null> {
  const [row] = await tx
    .update(complaints)
    .set({
      status: 'DECIDED',
      favour: d.favour,
      decision: d.decision,
      decidedBy: d.decidedBy,
      decidedAt: d.at,
      updatedAt: d.at,
    })
    .where(and(eq(complaints.id, id), eq(complaints.status, 'OPEN')))
    .returning()
  return row ?? null
}

export type ComplaintFilter = { buyerId: number } | { shopId: number } | { all: true }
const whereOf = (f: ComplaintFilter): SQL | undefined =>
  'buyerId' in f
    ? eq(complaints.buyerId, f.buyerId)
    : 'shopId' in f
      ? eq(complaints.shopId, f.shopId)
      : undefined

export async function pageComplaints(
  db: DbOrTx,
  filter: ComplaintFilter,
  q: { pageNumber: number; pageSize: number; status: 'ALL' | 'OPEN' | 'DECIDED' },
): Promise<{ rows: ComplaintRow[]; total: number }> {
  const where = and(whereOf(filter), q.status === 'ALL' ? undefined : eq(complaints.status, q.status))
  // The operators' queue takes the oldest first; members see their newest first.
  const order =
    'all' in filter
      ? [asc(complaints.createdAt), asc(complaints.id)]
      : [desc(complaints.createdAt), desc(complaints.id)]
  const rows = await db
    .select()
    .from(complaints)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset((q.pageNumber - 1) * q.pageSize)
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(complaints).where(where)
  return { rows, total: count?.n ?? 0 }
}

export function messagesOf(db: DbOrTx, ids: number[]): Promise<ComplaintMessageRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(complaintMessages)
    .where(inArray(complaintMessages.complaintId, ids))
    .orderBy(asc(complaintMessages.id))
}
