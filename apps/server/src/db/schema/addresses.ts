/** The address book (modules/addresses). */
import type { HkDistrict } from '@kaifong/contract'
import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, refTo } from './common.ts'
import { members } from './members.ts'

/** Address book: meet-up places, up to 5 per member, at most one default. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    memberId: refTo('member_id', () => members.id),
    name: text('name').notNull(),
    district: text('district').$type<HkDistrict>().notNull(),
    detail: text('detail').notNull().default(''),
    /** Who receives a delivery there and their phone: needed only when the address is used for delivery. */
    consignee: text('consignee').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('addresses_one_default').on(t.memberId).where(sql`${t.isDefault}`),
  ],
)
