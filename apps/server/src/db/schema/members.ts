/** Members: the account row every other table hangs off (modules/members, modules/auth). */
import type { HkDistrict } from '@kaifong/contract'
import { sql } from 'drizzle-orm'
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id } from './common.ts'

export const members = pgTable(
  'members',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickName: text('nick_name').notNull(),
    face: text('face').notNull().default(''),
    /** A short self-introduction shown on the member's public page. */
    bio: text('bio').notNull().default(''),
    district: text('district').$type<HkDistrict>(),
    mobile: text('mobile'),
    countryCode: text('country_code'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    invitationCode: text('invitation_code').notNull(),
    invitedBy: bigint('invited_by', { mode: 'number' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    /** Set when the member deleted the account: personal data is gone, the row stays for others' chats and reviews. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_username_key').on(t.username),
    uniqueIndex('members_email_key').on(t.email),
    uniqueIndex('members_invitation_code_key').on(t.invitationCode),
    uniqueIndex('members_phone_key').on(t.countryCode, t.mobile).where(sql`${t.phoneVerifiedAt} is not null`),
    index('members_invited_by_idx').on(t.invitedBy),
  ],
)
