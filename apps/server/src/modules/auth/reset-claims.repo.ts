/** Proof that a device verified a code, consumed by the next step (password reset, email or phone change). */
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { verifiedClaims } from '../../db/schema.ts'
import { sha256 } from '../../lib/tokens.ts'

const claimId = (type: string, target: string, uuid: string) => sha256(`${type}|${target}|${uuid}`)

export async function putClaim(
  db: DbOrTx,
  type: string,
  target: string,
  uuid: string,
  now: Date,
  ttlMs: number,
) {
  const id = claimId(type, target, uuid)
  const expiresAt = new Date(now.getTime() + ttlMs)
  await db
    .insert(verifiedClaims)
    .values({ id, type, target, createdAt: now, expiresAt })
    .onConflictDoUpdate({ target: verifiedClaims.id, set: { createdAt: now, expiresAt, consumedAt: null } })
}

/** Consumes a live claim; false when there is none. */
export async function takeClaim(db: DbOrTx, type: string, target: string, uuid: string, now: Date) {
  const rows = await db
    .update(verifiedClaims)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verifiedClaims.id, claimId(type, target, uuid)),
        isNull(verifiedClaims.consumedAt),
        gt(verifiedClaims.expiresAt, now),
      ),
    )
    .returning({ id: verifiedClaims.id })
  return rows.length === 1
}

/** Whether a live claim exists, without consuming it: a step can refuse before it spends a code. */
export async function hasClaim(db: DbOrTx, type: string, target: string, uuid: string, now: Date) {
  const rows = await db
    .select({ id: verifiedClaims.id })
    .from(verifiedClaims)
    .where(
      and(
        eq(verifiedClaims.id, claimId(type, target, uuid)),
        isNull(verifiedClaims.consumedAt),
        gt(verifiedClaims.expiresAt, now),
      ),
    )
    .limit(1)
  return rows.length === 1
}
