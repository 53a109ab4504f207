/** Sign-in state: sessions, their refresh tokens, login attempts and reset claims (modules/auth). */
import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id, refTo } from './common.ts'
import { members } from './members.ts'

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    memberId: refTo('member_id', () => members.id),
    clientType: text('client_type').notNull().default('PC'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** ISO country code derived from the IP at sign-in ('' when unknown or a private address). */
    country: text('country').notNull().default(''),
    /** The last token refresh: when the device was last seen. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** LOGOUT | REPLACED | REUSED | PASSWORD_RESET | SIGNED_OUT | DELETED */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
)

/** Every refresh token ever issued for a session; a used one presented again means theft. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
)

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    usernameKey: text('username_key').notNull(),
    ip: text('ip').notNull(),
    /** The address's network (lib/ip.ts `networkOf`: IPv4 /24, IPv6 /48); '' for checks that count none. */
    network: text('network').notNull().default(''),
    /** Null while the password is being checked: the account, address and network count it as a failure until then. */
    success: boolean('success'),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_user_idx').on(t.usernameKey, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
    index('login_attempts_network_idx').on(t.network, t.createdAt),
  ],
)

/** When a member was last mailed that their sign-in is locked: once per lock episode (modules/auth/login-notice.ts). */
export const loginLockNotices = pgTable('login_lock_notices', {
  memberId: refTo('member_id', () => members.id).primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
})

/** A proof that someone verified a code, used by two-step flows (reset password). */
export const verifiedClaims = pgTable('verified_claims', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  target: text('target').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
})
