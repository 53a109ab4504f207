/** Media rows: one per uploaded image, owned by its uploader. */
import { and, count, eq, gt, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { media } from '../../db/schema.ts'

export type MediaRow = typeof media.$inferSelect

export async function insertMedia(db: DbOrTx, values: typeof media.$inferInsert): Promise<MediaRow> {
  const [row] = await db.insert(media).values(values).returning()
  if (!row) throw new Error('insert media returned nothing')
  return row
}

export async function countUploadsSince(db: DbOrTx, ownerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(media)
    .where(and(eq(media.ownerId, ownerId), gt(media.createdAt, since)))
  return row?.n ?? 0
}

export function mediaIn(db: DbOrTx, ownerId: number, ids: string[]): Promise<MediaRow[]> {
  return db
    .select()
    .from(media)
    .where(and(eq(media.ownerId, ownerId), inArray(media.id, ids)))
}
