/** Reads of the outbox for the development pages. */
import { desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { outbox } from '../../db/schema.ts'

export type OutboxRow = typeof outbox.$inferSelect

export function listOutbox(db: DbOrTx, to: string | null, limit = 50) {
  const query = db.select().from(outbox)
  return (to ? query.where(eq(outbox.to, to)) : query)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit)
}
