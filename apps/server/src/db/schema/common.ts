/** Column helpers and shared column types of the schema files. */
import { bigint, customType, timestamp } from 'drizzle-orm/pg-core'

/** A text in all three languages. */
export type Localized = { 'zh-Hant': string; 'zh-Hans': string; en: string }

export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity()
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** Full-text vector of a listing, built by lib/search-text.ts (CJK unigrams and bigrams, Latin words). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
