/**
 * Database schema (Drizzle), one file per domain under schema/, named as the server modules.
 * The same migrations run on PGlite and PostgreSQL; drizzle.config.ts reads this file.
 * Column names are snake_case and never leave the server: presenters map rows to API shapes.
 */
export * from './schema/addresses.ts'
export * from './schema/admin.ts'
export * from './schema/auth.ts'
export * from './schema/captcha.ts'
export * from './schema/categories.ts'
export * from './schema/chat.ts'
export * from './schema/checkin.ts'
export * from './schema/codes.ts'
export * from './schema/coins.ts'
export type { Localized } from './schema/common.ts'
export * from './schema/evaluations.ts'
export * from './schema/favourites.ts'
export * from './schema/footprints.ts'
export * from './schema/goods.ts'
export * from './schema/medals.ts'
export * from './schema/media.ts'
export * from './schema/members.ts'
export * from './schema/notices.ts'
export * from './schema/reports.ts'
export * from './schema/saved-searches.ts'
export * from './schema/search.ts'
export * from './schema/site.ts'
export * from './schema/tasks.ts'
export * from './schema/topup.ts'
