/** The member's own upload named by its id or its url (modules/media writes them). */
import { and, eq, or } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { media } from '../../db/schema.ts'

export async function ownUpload(db: DbOrTx, memberId: number, key: string) {
  const [row] = await db
    .select({ id: media.id, url: media.url })
    .from(media)
    .where(and(eq(media.ownerId, memberId), or(eq(media.id, key), eq(media.url, key))))
    .limit(1)
  return row ?? null
}
