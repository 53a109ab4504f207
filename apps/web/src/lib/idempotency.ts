/**
 * Idempotency keys for payments: one per wizard session or payment dialog, so a double tap or a
 * retry after a lost answer is recognised by the server and charged once.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`
}

/** After a 4xx nothing was written, so the next attempt is a new request that needs a new key. */
export const keyIsSpent = (status: number) => status >= 400 && status < 500
