/** Media rows: one per uploaded image, owned by its uploader. */
import { and, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { media } from '../../db/schema.ts'

export type MediaRow = typeof media.$inferSelect

export async function insertMedia(db: DbOrTx, values: typeof media.$inferInsert): Promise<MediaRow> {
  const [row] = await db.insert(media).values(values).returning()
  if (!row) throw new Error('insert media returned nothing')
  return row
}

export function mediaIn(db: DbOrTx, ownerId: number, ids: string[]): Promise<MediaRow[]> {
  return db
    .select()
    .from(media)
    .where(and(eq(media.ownerId, ownerId), inArray(media.id, ids)))
}
