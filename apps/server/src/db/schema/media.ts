/** Uploaded images (modules/media). */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, refTo } from './common.ts'
import { members } from './members.ts'

/** Uploaded images, re-encoded to WebP (display and thumbnail); the original is never kept. */
export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    ownerId: refTo('owner_id', () => members.id),
    url: text('url').notNull(),
    thumbnail: text('thumbnail').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_owner_idx').on(t.ownerId, t.createdAt)],
)
