/**
 * The operator's console (docs/admin.md): second factors, sign-in challenges, the audit log,
 * system notice broadcasts and hot word rules.
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id, type Localized, refTo } from './common.ts'
import { members } from './members.ts'

/** An operator's TOTP secret (RFC 6238); confirmed once the first code from the app was right. @owner admin-auth */
export const adminFactors = pgTable('admin_factors', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last 30-second step whose code was accepted: a code is never accepted twice. */
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
})

/** One-time recovery codes, stored hashed; a used one keeps its row with used_at. @owner admin-auth */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: id(),
    memberId: refTo('member_id', () => members.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('admin_recovery_codes_member_idx').on(t.memberId)],
)

/** Between the password and the second factor: a short-lived, single-use ticket. @owner admin-auth */
export const adminChallenges = pgTable('admin_challenges', {
  id: text('id').primaryKey(),
  memberId: refTo('member_id', () => members.id),
  /** SETUP (no confirmed factor yet) | VERIFY */
  purpose: text('purpose').$type<'SETUP' | 'VERIFY'>().notNull(),
  attempts: integer('attempts').notNull().default(0),
  ip: text('ip').notNull().default(''),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
})

/** Every operator action, append-only (a trigger refuses UPDATE and DELETE). @owner audit */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: bigint('actor_id', { mode: 'number' }).notNull(),
    /** The operator's username at the time (the row outlives renames). */
    actorName: text('actor_name').notNull(),
    /** e.g. report.takedown, member.ban, coins.adjust, notice.send, settings.site */
    action: text('action').notNull(),
    /** goods | member | report | talkReport | notice | category | banner | article | hotWord | setting */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
  ],
)

/** A SYSTEM notice an operator sends (or schedules) to everyone, one member or a segment. @owner broadcasts */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: id(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    /** ALL | MEMBER | SELLERS (members with a live listing) | NEW_MEMBERS (joined in the last 30 days) */
    audience: text('audience').$type<'ALL' | 'MEMBER' | 'SELLERS' | 'NEW_MEMBERS'>().notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    title: jsonb('title').$type<Localized>().notNull(),
    content: jsonb('content').$type<Localized>().notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    /** SCHEDULED | SENDING | SENT | CANCELLED */
    status: text('status')
      .$type<'SCHEDULED' | 'SENDING' | 'SENT' | 'CANCELLED'>()
      .notNull()
      .default('SCHEDULED'),
    recipients: integer('recipients').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('broadcasts_due_idx').on(t.status, t.sendAt),
    index('broadcasts_created_idx').on(t.createdAt.desc()),
  ],
)

/** An operator's rule for one hot word: PIN (always shown, first, in sort order) or HIDE (never shown). @owner content */
export const hotWordRules = pgTable('hot_word_rules', {
  word: text('word').primaryKey(),
  action: text('action').$type<'PIN' | 'HIDE'>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
})
