/**
 * The sandbox payment provider: our own checkout page stands in for the provider's, and the
 * payer's choice there makes a notification signed with HMAC-SHA256, delivered to the same
 * callback route a real provider would call. A notification with a bad signature is refused.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { settings } from '../../db/schema.ts'

export interface SandboxNotification {
  paymentId: string
  status: 'PAID' | 'FAILED'
  amountCents: number
  providerRef: string
  timestamp: number
}

const SECRET_KEY = 'secret.payment.sandbox'
export const SIGNATURE_HEADER = 'x-sandbox-signature'

export async function loadSandboxSecret(db: DbOrTx): Promise<string> {
  await db
    .insert(settings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing()
  const [row] = await db.select().from(settings).where(eq(settings.key, SECRET_KEY))
  if (!row || typeof row.value !== 'string') throw new Error('sandbox payment secret missing')
  return row.value
}

const canonical = (n: SandboxNotification) =>
  [n.paymentId, n.status, n.amountCents, n.providerRef, n.timestamp].join('|')

export function sign(secret: string, n: SandboxNotification): string {
  return createHmac('sha256', secret).update(canonical(n)).digest('hex')
}

export function verify(secret: string, n: SandboxNotification, signature: string): boolean {
  const expected = Buffer.from(sign(secret, n), 'hex')
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
