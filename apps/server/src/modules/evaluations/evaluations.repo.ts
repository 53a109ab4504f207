/**
 * SQL of reviews (docs/product/chat.md#reviews): the deal a review is written for, the review rows
 * with their writer, member reviewed and listing joined in (one statement per page), the deals
 * waiting for a member's review, and a member's counts, whose average is computed in SQL as an
 * exact numeric (never a float in JavaScript).
 */
import type { ReviewSort } from '@kaifong/contract'
import { and, asc, count, desc, eq, notExists, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { deals, evaluations, goods, members } from '../../db/schema.ts'

export type DealRow = typeof deals.$inferSelect
export type NewEvaluation = typeof evaluations.$inferInsert

/** The talk's active deal (the latest: a cancelled deal's talk may have a newer one). */
export async function activeDealOf(tx: Tx, talkId: number): Promise<DealRow | undefined> {
  const [row] = await tx
    .select()
    .from(deals)
    .where(and(eq(deals.talkId, talkId), eq(deals.status, 'ACTIVE')))
    .orderBy(desc(deals.id))
    .limit(1)
  return row
}

export async function hasReviewed(tx: Tx, dealId: number, memberId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: evaluations.id })
    .from(evaluations)
    .where(and(eq(evaluations.dealId, dealId), eq(evaluations.memberId, memberId)))
    .limit(1)
  return row !== undefined
}

export async function insertEvaluation(tx: Tx, values: NewEvaluation): Promise<number> {
  const [row] = await tx.insert(evaluations).values(values).returning({ id: evaluations.id })
  if (!row) throw new Error('evaluation insert returned nothing')
  return row.id
}

const writer = alias(members, 'writer')
const reviewed = alias(members, 'reviewed')

const reviewColumns = {
  id: evaluations.id,
  memberId: evaluations.memberId,
  memberName: writer.nickName,
  memberFace: writer.face,
  /** A deleted account is shown as "deleted member" (members.present.ts publicName). */
  memberDeleted: sql<boolean>`${writer.deletedAt} is not null`,
  member2Id: evaluations.member2Id,
  member2Name: reviewed.nickName,
  member2Deleted: sql<boolean>`${reviewed.deletedAt} is not null`,
  role: evaluations.role,
  goodsId: evaluations.goodsId,
  goodsName: goods.name,
  goodsCover: goods.cover,
  talkId: evaluations.talkId,
  content: evaluations.content,
  serviceScore: evaluations.serviceScore,
  tag1: evaluations.tag1,
  tag2: evaluations.tag2,
  tag3: evaluations.tag3,
  tag4: evaluations.tag4,
  tag5: evaluations.tag5,
  createdAt: evaluations.createdAt,
}

function selectReviews(db: DbOrTx) {
  return db
    .select(reviewColumns)
    .from(evaluations)
    .innerJoin(writer, eq(writer.id, evaluations.memberId))
    .innerJoin(reviewed, eq(reviewed.id, evaluations.member2Id))
    .innerJoin(goods, eq(goods.id, evaluations.goodsId))
}

export type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number]

export async function findReview(db: DbOrTx, id: number): Promise<ReviewRow | undefined> {
  const [row] = await selectReviews(db).where(eq(evaluations.id, id)).limit(1)
  return row
}

/** Ties go newest first whatever the sort, so a page never reshuffles between requests. */
const ORDER: Record<ReviewSort, SQL[]> = {
  TIME_DESC: [desc(evaluations.createdAt), desc(evaluations.id)],
  TIME_ASC: [asc(evaluations.createdAt), desc(evaluations.id)],
  SCORE_DESC: [desc(evaluations.serviceScore), desc(evaluations.id)],
  SCORE_ASC: [asc(evaluations.serviceScore), desc(evaluations.id)],
}

/** Reviews received (`by: 'member2Id'`) or written (`by: 'memberId'`) by a member. */
export async function pageReviews(
  db: DbOrTx,
  q: { by: 'memberId' | 'member2Id'; memberId: number; sort: ReviewSort; offset: number; limit: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = eq(evaluations[q.by], q.memberId)
  const [rows, [total]] = await Promise.all([
    selectReviews(db)
      .where(where)
      .orderBy(...ORDER[q.sort])
      .offset(q.offset)
      .limit(q.limit),
    db.select({ n: count() }).from(evaluations).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export interface WaitingRow {
  talkId: number
  goodsId: number
  goodsName: string
  goodsCover: string
  price: string
  buyerId: number
  sellerId: number
  otherName: string
  otherFace: string
  otherDeleted: boolean
  createdAt: Date
}

/** Active deals where the member is a side and has not written their review, newest first. */
export async function pageWaiting(
  db: DbOrTx,
  memberId: number,
  offset: number,
  limit: number,
): Promise<{ rows: WaitingRow[]; total: number }> {
  const other = alias(members, 'other')
  const where = and(
    eq(deals.status, 'ACTIVE'),
    or(eq(deals.buyerId, memberId), eq(deals.sellerId, memberId)),
    notExists(
      db
        .select({ one: sql`1` })
        .from(evaluations)
        .where(and(eq(evaluations.dealId, deals.id), eq(evaluations.memberId, memberId))),
    ),
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({
        talkId: deals.talkId,
        goodsId: deals.goodsId,
        goodsName: goods.name,
        goodsCover: goods.cover,
        price: deals.price,
        buyerId: deals.buyerId,
        sellerId: deals.sellerId,
        otherName: other.nickName,
        otherFace: other.face,
        otherDeleted: sql<boolean>`${other.deletedAt} is not null`,
        createdAt: deals.createdAt,
      })
      .from(deals)
      .innerJoin(goods, eq(goods.id, deals.goodsId))
      .innerJoin(
        other,
        eq(
          other.id,
          sql`case when ${deals.buyerId} = ${memberId} then ${deals.sellerId} else ${deals.buyerId} end`,
        ),
      )
      .where(where)
      .orderBy(desc(deals.createdAt), desc(deals.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(deals).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

const filtered = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number)

/** What a member received: number, sum of scores, per role and tag. */
export async function countsOf(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select({
      count: count(),
      scoreSum: sql<number>`coalesce(sum(${evaluations.serviceScore}), 0)`.mapWith(Number),
      asSeller: filtered(sql`${evaluations.role} = 'SELLER'`),
      asBuyer: filtered(sql`${evaluations.role} = 'BUYER'`),
      tag1: filtered(sql`${evaluations.tag1}`),
      tag2: filtered(sql`${evaluations.tag2}`),
      tag3: filtered(sql`${evaluations.tag3}`),
      tag4: filtered(sql`${evaluations.tag4}`),
      tag5: filtered(sql`${evaluations.tag5}`),
    })
    .from(evaluations)
    .where(eq(evaluations.member2Id, memberId))
  if (!row) throw new Error('an aggregate returned no row')
  return row
}
