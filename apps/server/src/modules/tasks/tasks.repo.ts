import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { coinLedger, members, taskRuns } from '../../db/schema.ts'

export async function runsToday(db: DbOrTx, memberId: number, task: string, day: string) {
  return db
    .select()
    .from(taskRuns)
    .where(and(eq(taskRuns.memberId, memberId), eq(taskRuns.task, task), eq(taskRuns.day, day)))
    .orderBy(desc(taskRuns.id))
}

export async function startRun(db: DbOrTx, values: typeof taskRuns.$inferInsert) {
  const [row] = await db.insert(taskRuns).values(values).returning()
  if (!row) throw new Error('insert task run returned nothing')
  return row
}

/** Marks a run claimed; false when it already was (a double click). */
export async function claimRun(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(taskRuns)
    .set({ claimedAt: at })
    .where(and(eq(taskRuns.id, id), isNull(taskRuns.claimedAt)))
    .returning({ id: taskRuns.id })
  return rows.length === 1
}

export async function claimedCount(db: DbOrTx, memberId: number, task: string, day: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(taskRuns)
    .where(
      and(
        eq(taskRuns.memberId, memberId),
        eq(taskRuns.task, task),
        eq(taskRuns.day, day),
        isNotNull(taskRuns.claimedAt),
      ),
    )
  return row?.n ?? 0
}

export async function ledgerKeyExists(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ id: coinLedger.id })
    .from(coinLedger)
    .where(eq(coinLedger.idempotencyKey, key))
    .limit(1)
  return Boolean(row)
}

export interface FriendRow {
  nickName: string
  /** The friend deleted their account (shown as "deleted member"). */
  deleted: boolean
  createdAt: Date
  phoneVerifiedAt: Date | null
  rewarded: boolean
}

/**
 * The members who signed up with `inviterId`'s code, oldest first, each with whether the
 * inviter's reward for them is in the ledger (key `rewardKeyPrefix` + friend id): one query.
 */
export function invitedFriends(db: DbOrTx, inviterId: number, rewardKeyPrefix: string): Promise<FriendRow[]> {
  return db
    .select({
      nickName: members.nickName,
      deleted: sql<boolean>`${members.deletedAt} is not null`,
      createdAt: members.createdAt,
      phoneVerifiedAt: members.phoneVerifiedAt,
      // Spelled out: inside a select list Drizzle leaves columns unqualified, and "id" would be the ledger's.
      rewarded: sql<boolean>`exists (select 1 from coin_ledger l where l.idempotency_key = concat(${rewardKeyPrefix}::text, members.id))`,
    })
    .from(members)
    .where(eq(members.invitedBy, inviterId))
    .orderBy(members.id)
}
