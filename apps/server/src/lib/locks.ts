/**
 * Transaction-scoped advisory locks: "count, then insert" and "check, then update" rules run one
 * at a time per key (a member's daily task, an address's code sends), released at commit or
 * rollback. See docs/decisions.md "Races".
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client.ts'

/** Waits until no other transaction holds `scope:id`, then holds it until this one ends. */
export async function lockKey(tx: DbOrTx, scope: string, id: string | number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${scope}:${id}`}))`)
}
