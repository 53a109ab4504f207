/**
 * Member rows: lookups and writes shared by the account, coin, listing and console modules, which
 * reach them through members.service.ts (the module's face).
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { members } from '../../db/schema.ts'

export type MemberRow = typeof members.$inferSelect
export type NewMember = typeof members.$inferInsert

export async function findMemberById(db: DbOrTx, id: number): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1)
  return row ?? null
}

/** Finds by username or by email; both are stored lower-cased. */
export async function findMemberByLogin(db: DbOrTx, login: string): Promise<MemberRow | null> {
  const key = login.trim().toLowerCase()
  const [row] = await db
    .select()
    .from(members)
    .where(key.includes('@') ? eq(members.email, key) : eq(members.username, key))
    .limit(1)
  return row ?? null
}

export async function findMemberByEmail(db: DbOrTx, email: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.email, email)).limit(1)
  return row ?? null
}

/** The inviter a code names; a deleted account's code invites nobody. */
export async function findMemberByInvitationCode(db: DbOrTx, code: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.invitationCode, code.trim().toUpperCase()), isNull(members.deletedAt)))
    .limit(1)
  return row ?? null
}

/**
 * A deleted inviter's friends are no longer anyone's invitees (account deletion): a friend who
 * verifies a phone later pays no reward nor medal to the deleted account.
 */
export async function forgetInviter(db: DbOrTx, inviterId: number): Promise<void> {
  await db.update(members).set({ invitedBy: null }).where(eq(members.invitedBy, inviterId))
}

/** Which of username / email are already used (by anyone). */
export async function findTaken(db: DbOrTx, username: string, email: string) {
  const rows = await db
    .select({ username: members.username, email: members.email })
    .from(members)
    .where(or(eq(members.username, username), eq(members.email, email)))
  return {
    username: rows.some((r) => r.username === username),
    email: rows.some((r) => r.email === email),
  }
}

export async function findVerifiedPhoneOwner(db: DbOrTx, countryCode: string, mobile: string) {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      sql`${members.countryCode} = ${countryCode} and ${members.mobile} = ${mobile} and ${members.phoneVerifiedAt} is not null`,
    )
    .limit(1)
  return row?.id ?? null
}

export async function insertMember(db: DbOrTx, values: NewMember): Promise<MemberRow> {
  const [row] = await db.insert(members).values(values).returning()
  if (!row) throw new Error('insert member returned nothing')
  return row
}

export async function updateMember(
  db: DbOrTx,
  id: number,
  values: Partial<NewMember>,
): Promise<MemberRow | null> {
  const [row] = await db
    .update(members)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(members.id, id))
    .returning()
  return row ?? null
}

/**
 * Locks the member's row until the transaction ends, so one member's changes run one at a time
 * (the 5-address limit, the single default address and the upload rate hold under concurrency).
 * NO KEY UPDATE does not block other tables' foreign-key checks against the member.
 */
export async function lockMember(tx: DbOrTx, memberId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, memberId))
    .for('no key update')
  return row !== undefined
}

/** Bans a member not banned yet (docs/admin.md, "Members"); null when the member was banned already. */
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
