/** Column helpers and shared column types of the schema files. */
import { type AnyPgColumn, bigint, customType, timestamp } from 'drizzle-orm/pg-core'

/** A text in all three languages. */
export type Localized = { 'zh-Hant': string; 'zh-Hans': string; en: string }

export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity()
/** A required reference to another row's id: this row goes when that one is deleted. */
export const refTo = (name: string, target: () => AnyPgColumn) =>
  bigint(name, { mode: 'number' }).notNull().references(target, { onDelete: 'cascade' })
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** Full-text vector of a listing, built by modules/search/search-text.ts (CJK unigrams and bigrams, Latin words). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
