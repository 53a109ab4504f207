/**
 * Members as other modules use them (docs/architecture.md, "Modules"): lookups, the row lock that
 * makes one member's changes take turns, sign-up's insert, profile and contact updates, and the
 * console's ban, unban and "reset password" (docs/admin.md, "Members"), each one conditional UPDATE.
 * Every function takes a DbOrTx, so it joins the caller's transaction.
 */
import type { DbOrTx } from '../../db/client.ts'
import * as rows from './members.repo.ts'

export type MemberRow = rows.MemberRow
export type NewMember = rows.NewMember

export function findMemberById(db: DbOrTx, id: number): Promise<MemberRow | null> {
  return rows.findMemberById(db, id)
}

/** By username or by email; both are stored lower-cased. */
export function findMemberByLogin(db: DbOrTx, login: string): Promise<MemberRow | null> {
  return rows.findMemberByLogin(db, login)
}

export function findMemberByEmail(db: DbOrTx, email: string): Promise<MemberRow | null> {
  return rows.findMemberByEmail(db, email)
}

/** The inviter a code names; a deleted account's code invites nobody. */
export function findMemberByInvitationCode(db: DbOrTx, code: string): Promise<MemberRow | null> {
  return rows.findMemberByInvitationCode(db, code)
}

/** Which of username / email are already used (by anyone). */
export function findTaken(db: DbOrTx, username: string, email: string) {
  return rows.findTaken(db, username, email)
}

/** The member whose verified phone this is, or null. */
export function findVerifiedPhoneOwner(db: DbOrTx, countryCode: string, mobile: string) {
  return rows.findVerifiedPhoneOwner(db, countryCode, mobile)
}

/** A deleted inviter's friends are no longer anyone's invitees (account deletion). */
export function forgetInviter(db: DbOrTx, inviterId: number): Promise<void> {
  return rows.forgetInviter(db, inviterId)
}

export function insertMember(db: DbOrTx, values: NewMember): Promise<MemberRow> {
  return rows.insertMember(db, values)
}

export function updateMember(db: DbOrTx, id: number, values: Partial<NewMember>): Promise<MemberRow | null> {
  return rows.updateMember(db, id, values)
}

/** Locks the member's row until the transaction ends (NO KEY UPDATE); false when there is none. */
export function lockMember(tx: DbOrTx, memberId: number): Promise<boolean> {
  return rows.lockMember(tx, memberId)
}

/** Bans a member not banned yet; null when the member was banned already. */
export function setBanned(tx: DbOrTx, id: number, reason: string, now: Date): Promise<MemberRow | null> {
  return rows.setBanned(tx, id, reason, now)
}

/** Lifts a ban; null when the member was not banned. */
export function setUnbanned(tx: DbOrTx, id: number, now: Date): Promise<MemberRow | null> {
  return rows.setUnbanned(tx, id, now)
}

/** Login answers 60003 until the member sets a new password through "Forgot password". */
export function setPasswordResetRequired(tx: DbOrTx, id: number, now: Date): Promise<void> {
  return rows.setPasswordResetRequired(tx, id, now)
}
