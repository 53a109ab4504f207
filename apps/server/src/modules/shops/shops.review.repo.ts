/** The console's reads and decisions on shop applications (docs/admin.md, "Shops"). */
import type { ShopStatusName } from '@kaifong/contract'
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../db/client.ts'
import { members, shops } from '../../db/schema.ts'
import type { ShopRow } from './shops.repo.ts'

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
const reviewers = alias(members, 'reviewers')

export type ReviewRow = ShopRow & { memberName: string; memberDisabled: boolean; reviewerName: string }

const reviewColumns = {
  shop: shops,
  memberName: members.nickName,
  memberDisabled: members.disabled,
  reviewerName: reviewers.username,
}

function joined(db: DbOrTx) {
  return db
    .select(reviewColumns)
    .from(shops)
    .innerJoin(members, eq(members.id, shops.memberId))
    .leftJoin(reviewers, eq(reviewers.id, shops.reviewedBy))
}

const flatten = (r: {
  shop: ShopRow
  memberName: string
  memberDisabled: boolean
  reviewerName: string | null
}) => ({
  ...r.shop,
  memberName: r.memberName,
  memberDisabled: r.memberDisabled,
  reviewerName: r.reviewerName ?? '',
})

/** `q`: digits name a shop id, a member id or a BRN; other text a part of the shop's name. */
function matching(q: string): SQL | undefined {
  if (!q) return undefined
  if (/^\d{1,18}$/.test(q)) {
    const id = Number(q)
    return or(
      eq(shops.brn, q),
      ...(Number.isSafeInteger(id) ? [eq(shops.id, id), eq(shops.memberId, id)] : []),
    )
  }
  return ilike(shops.name, `%${likeEscaped(q)}%`)
}

/** A page of applications: those waiting oldest first (the queue), others newest first. */
export async function pageApplications(
  db: DbOrTx,
  filter: { status?: ShopStatusName; q: string },
  offset: number,
  limit: number,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = and(filter.status ? eq(shops.status, filter.status) : undefined, matching(filter.q))
  const order =
    filter.status === 'APPLYING'
      ? [asc(shops.createdAt), asc(shops.id)]
      : [desc(shops.createdAt), desc(shops.id)]
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(...order)
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(shops).where(where),
  ])
  return { rows: rows.map(flatten), total: total?.n ?? 0 }
}

export async function findApplication(db: DbOrTx, shopId: number): Promise<ReviewRow | null> {
  const [row] = await joined(db).where(eq(shops.id, shopId)).limit(1)
  return row ? flatten(row) : null
}

/** Decides an APPLYING application; null when it is no longer APPLYING (a concurrent decision won). */
export async function decideApplication(
  db: DbOrTx,
  shopId: number,
  decision: { status: 'OPEN' | 'REFUSED'; refuseReason: string; reviewedBy: number; at: Date },
): Promise<ShopRow | null> {
  const [row] = await db
    .update(shops)
    .set({
      status: decision.status,
      refuseReason: decision.refuseReason,
      reviewedBy: decision.reviewedBy,
      reviewedAt: decision.at,
      updatedAt: decision.at,
    })
    .where(and(eq(shops.id, shopId), eq(shops.status, 'APPLYING')))
    .returning()
  return row ?? null
}
