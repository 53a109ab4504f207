/** Shops: applications, approved shops and their pickup points (modules/shops; docs/product/shops.md). */
import type { HkDistrict } from '@kaifong/contract'
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, id, refTo } from './common.ts'
import { members } from './members.ts'

export type ShopStatus = 'APPLYING' | 'OPEN' | 'REFUSED' | 'CLOSED'

/**
 * One row per member who applied: the application while APPLYING or REFUSED (a refused member may
 * apply again, which rewrites it), the shop once an operator approved it (OPEN). Delivery fees are
 * the shop's own; a null `free_shipping_over` means delivery is never free.
 */
export const shops = pgTable(
  'shops',
  {
    id: id(),
    memberId: refTo('member_id', () => members.id),
    status: text('status').$type<ShopStatus>().notNull().default('APPLYING'),
    name: text('name').notNull(),
    logo: text('logo').notNull().default(''),
    banner: text('banner').notNull().default(''),
    intro: text('intro').notNull().default(''),
    /** Hong Kong business registration number: 8 digits (docs/product/shops.md). */
    brn: text('brn').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    district: text('district').$type<HkDistrict>().notNull(),
    pickupAddress: text('pickup_address').notNull().default(''),
    deliveryFee: numeric('delivery_fee', { precision: 12, scale: 2 }).notNull().default('30.00'),
    lockerFee: numeric('locker_fee', { precision: 12, scale: 2 }).notNull().default('20.00'),
    convenienceFee: numeric('convenience_fee', { precision: 12, scale: 2 }).notNull().default('15.00'),
    freeShippingOver: numeric('free_shipping_over', { precision: 12, scale: 2 }),
    refuseReason: text('refuse_reason').notNull().default(''),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Order reviews of the shop's items: their score sum and count, for the shop's rating. */
    scoreSum: integer('score_sum').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shops_member_unique').on(t.memberId),
    index('shops_status_idx').on(t.status, t.createdAt),
    check(
      'shops_fees_nonnegative',
      sql`${t.deliveryFee} >= 0 and ${t.lockerFee} >= 0 and ${t.convenienceFee} >= 0`,
    ),
  ],
)

/** A shop's self-pickup points (the cart's storeAddress); the application's address becomes the first. */
export const shopAddresses = pgTable(
  'shop_addresses',
  {
    id: id(),
    shopId: refTo('shop_id', () => shops.id),
    name: text('name').notNull(),
    district: text('district').$type<HkDistrict>().notNull(),
    detail: text('detail').notNull(),
    hours: text('hours').notNull().default(''),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('shop_addresses_shop_idx').on(t.shopId)],
)
