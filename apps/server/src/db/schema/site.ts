/** Site content: settings, banners and articles (modules/site). */
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id, type Localized } from './common.ts'

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The home page's carousel, edited in the console. @owner content */
export const banners = pgTable('banners', {
  id: id(),
  imageUrl: text('image_url').notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  link: text('link').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
})

/** Site pages and announcements, edited in the console. @owner content */
export const articles = pgTable(
  'articles',
  {
    id: id(),
    /** about | privacy | terms | disclaimer | contact, or empty for announcements */
    key: text('key').notNull().default(''),
    type: text('type').notNull(), // ANNOUNCEMENT | PAGE
    title: jsonb('title').$type<Localized>().notNull(),
    content: jsonb('content').$type<Localized>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('articles_key_idx').on(t.key), index('articles_type_idx').on(t.type, t.sortOrder)],
)
