/**
 * Login attempts as other modules record and count them: the console's sign-in counts its second
 * factor's wrong codes under a key of its own (modules/admin-auth, docs/admin.md "Roles and
 * sign-in"). The member login's limits are login-guard.ts (docs/decisions.md, "Accounts").
 */
import type { DbOrTx } from '../../db/client.ts'
import * as rows from './login-attempts.repo.ts'

/** Records an attempt in flight; returns its id for `settleLoginAttempt`. */
export function recordLoginAttempt(db: DbOrTx, accountKey: string, ip: string, at: Date, network = '') {
  return rows.recordLoginAttempt(db, accountKey, ip, at, network)
}

export function settleLoginAttempt(db: DbOrTx, id: number, success: boolean): Promise<void> {
  return rows.settleLoginAttempt(db, id, success)
}

/** The account's failures since `since`, attempts in flight included. */
export function countAccountFailures(db: DbOrTx, accountKey: string, since: Date): Promise<number> {
  return rows.countAccountFailures(db, accountKey, since)
}
