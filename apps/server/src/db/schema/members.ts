/** Members: the account row every other table hangs off (modules/members, modules/auth). */
import type { HkDistrict } from '@kaifong/contract'
import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
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
    /** MEMBER, or an operator: MODERATOR (a subset of rights) or ADMIN (docs/admin.md, "Roles"). */
    role: text('role').$type<'MEMBER' | 'MODERATOR' | 'ADMIN'>().notNull().default('MEMBER'),
    /** Banned by an operator (login refused, sessions ended, listings hidden); the reason is in ban_reason. */
    disabled: boolean('disabled').notNull().default(false),
    banReason: text('ban_reason').notNull().default(''),
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    /** An operator asked for a new password: login is refused until the member resets it by email. */
    passwordResetRequired: boolean('password_reset_required').notNull().default(false),
    /** Set when the member deleted the account: personal data is gone, the row stays for others' chats and reviews. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * The reviews this member received and the sum of their scores, kept by a trigger on
     * evaluations (migration 0014), so goods cards show the seller's score from the join they
     * already make (docs/decisions.md, "Seller score on cards").
     */
    reviewCount: integer('review_count').notNull().default(0),
    reviewScoreSum: integer('review_score_sum').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_username_key').on(t.username),
    uniqueIndex('members_email_key').on(t.email),
    uniqueIndex('members_invitation_code_key').on(t.invitationCode),
    uniqueIndex('members_phone_key').on(t.countryCode, t.mobile).where(sql`${t.phoneVerifiedAt} is not null`),
    index('members_invited_by_idx').on(t.invitedBy),
    index('members_role_idx').on(t.role).where(sql`${t.role} <> 'MEMBER'`),
    index('members_created_idx').on(t.createdAt),
  ],
)
