/** The category tree (modules/categories). */
import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { id, type Localized } from './common.ts'

export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: bigint('parent_id', { mode: 'number' }).notNull().default(0),
    level: smallint('level').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    image: text('image').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Hidden by an operator: not offered to sellers or browsers; its listings keep it. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sortOrder)],
)
