/**
 * System notices sent by operators (docs/admin.md, "System notices"): to everyone, one member,
 * sellers with a live listing, or members who joined in the last 30 days; now or at a time up to
 * 90 days ahead. Each recipient gets a SYSTEM notice with the operator's texts in all three
 * languages, live over the socket; a language the operator left out takes another's text
 * (BROADCAST_FALLBACK, converted between the Chinese scripts), so an urgent notice needs one. One member's notice is written in the request; a larger audience
 * is written in batches of 1,000 members, one transaction each, by whoever claimed the broadcast
 * (this request's instance, or the broadcast job for a scheduled one). Every operator step is audited
 * in its own transaction.
 */
import { ErrorCode, LANGUAGES, type Language, toGlossary } from '@kaifong/contract'
import {
  BROADCAST_SCHEDULE_MAX_DAYS,
  type BroadcastAudience,
  broadcastFallbacks,
  filledLanguages,
} from '@kaifong/contract/admin'
import type { DbOrTx } from '../../db/client.ts'
import type { Localized } from '../../db/schema.ts'
import { toSimplifiedText, toTraditional } from '../../lib/chinese.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { type AuditActor, recordAudit } from '../audit/index.ts'
import { findMemberById } from '../members/index.ts'
import { notify, notifyMembersSelecting } from '../notices/index.ts'
import {
  addRecipients,
  type BroadcastRow,
  cancelScheduled,
  findBroadcast,
  insertBroadcast,
  markSent,
  pageBroadcasts,
  recipientBatch,
} from './broadcasts.repo.ts'

/** Members written per transaction (docs/admin.md). */
export const BROADCAST_BATCH = 1000
const DAY_MS = 24 * 60 * 60 * 1000

export interface BroadcastInput {
  audience: BroadcastAudience
  memberId?: string
  title: Localized
  content: Localized
  sendAt?: Date
}

type Log = { error(obj: unknown, msg?: string): void }

/** Sends started by requests and not finished yet, per app: closing the app waits for them. */
const inFlight = new WeakMap<AppContext, Set<Promise<unknown>>>()

function track(ctx: AppContext, work: Promise<unknown>): void {
  let set = inFlight.get(ctx)
  if (!set) {
    set = new Set()
    inFlight.set(ctx, set)
  }
  const running = set
  const done = work.finally(() => running.delete(done))
  running.add(done)
}

/** Resolves once every send this app started has finished (tests, and the job plugin's close). */
export async function broadcastsSettled(ctx: AppContext): Promise<void> {
  const set = inFlight.get(ctx)
  while (set && set.size > 0) await Promise.allSettled([...set])
}

/**
 * Writes a claimed (SENDING) broadcast's notices to its whole audience, BROADCAST_BATCH members per
 * transaction in member id order, then marks it SENT. Answers how many members got it.
 */
export async function sendClaimed(ctx: AppContext, row: BroadcastRow): Promise<number> {
  let after = 0
  let total = 0
  for (;;) {
    const ids = await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now()
      const notice = { type: 'SYSTEM' as const, title: row.title, content: row.content, createdAt: now }
      const written = await notifyMembersSelecting(
        ctx,
        tx,
        notice,
        recipientBatch(row, after, BROADCAST_BATCH, now),
      )
      if (written.length > 0) await addRecipients(tx, row.id, written.length)
      return written
    })
    total += ids.length
    if (ids.length < BROADCAST_BATCH) break
    after = ids.reduce((max, id) => (id > max ? id : max), after)
  }
  await markSent(ctx.db, row.id, ctx.clock.now())
  return total
}

async function recipientOf(db: DbOrTx, memberId: string | undefined): Promise<number> {
  const member = memberId ? await findMemberById(db, Number(memberId)) : null
  if (!member || member.deletedAt)
    throw new AppError(400, ErrorCode.BROADCAST_MEMBER_UNKNOWN, 'operations.notice.member.unknown')
  return member.id
}

type Fallbacks = Partial<Record<Language, Language>>

/** `text` of language `from` as language `to` shows it: the Chinese scripts are converted by character. */
function carry(text: string, from: Language, to: Language): string {
  if (from === 'zh-Hant' && to === 'zh-Hans') return toSimplifiedText(text)
  if (from === 'zh-Hans' && to === 'zh-Hant') return toGlossary('zh-Hant', toTraditional(text))
  return text
}

/** The notice's texts in every language: those left empty are taken from `fallbacks`' language. */
function completed(text: Localized, fallbacks: Fallbacks): Localized {
  const out = { ...text }
  for (const lang of LANGUAGES) {
    const from = fallbacks[lang]
    if (from) out[lang] = carry(text[from], from, lang)
  }
  return out
}

function auditOf(row: BroadcastRow, action: 'notice.send' | 'notice.schedule', fallbacks: Fallbacks) {
  return {
    action,
    targetType: 'notice',
    targetId: row.id,
    after: {
      audience: row.audience,
      memberId: row.memberId,
      sendAt: row.sendAt.toISOString(),
      status: row.status,
      title: row.title,
      // The languages the operator left out, and where their texts came from.
      ...(Object.keys(fallbacks).length > 0 ? { fallbacks } : {}),
    },
  }
}

/**
 * Sends (or schedules) a system notice, in every language (a missing one takes its fallback's
 * text). A time more than 90 days ahead is refused (400 60204);
 * a MEMBER notice needs a member who exists and has not deleted the account (400 60203).
 */
export async function createBroadcast(
  ctx: AppContext,
  actor: AuditActor,
  input: BroadcastInput,
  log: Log,
): Promise<BroadcastRow> {
  const now = ctx.clock.now()
  const sendAt = input.sendAt && input.sendAt > now ? input.sendAt : now
  if (sendAt.getTime() > now.getTime() + BROADCAST_SCHEDULE_MAX_DAYS * DAY_MS)
    throw new AppError(400, ErrorCode.BROADCAST_TOO_FAR, 'operations.notice.too.far', {
      days: BROADCAST_SCHEDULE_MAX_DAYS,
    })
  const scheduled = sendAt > now
  // The contract has checked that some language has both texts and none has only one.
  const fallbacks = broadcastFallbacks(filledLanguages(input.title))
  const title = completed(input.title, fallbacks)
  const content = completed(input.content, fallbacks)
  const row = await ctx.db.transaction(async (tx) => {
    const memberId = input.audience === 'MEMBER' ? await recipientOf(tx, input.memberId) : null
    const values = {
      createdBy: actor.admin.id,
      audience: input.audience,
      memberId,
      title,
      content,
      sendAt,
      createdAt: now,
    }
    if (scheduled) {
      const created = await insertBroadcast(tx, { ...values, status: 'SCHEDULED' })
      await recordAudit(tx, actor, auditOf(created, 'notice.schedule', fallbacks), now)
      return created
    }
    // One member: written here. A larger audience: claimed here (SENDING), written after commit.
    const created =
      memberId === null
        ? await insertBroadcast(tx, { ...values, status: 'SENDING' })
        : await insertBroadcast(tx, { ...values, status: 'SENT', recipients: 1, sentAt: now })
    if (memberId !== null) await notify(ctx, tx, memberId, 'SYSTEM', { title, content })
    await recordAudit(tx, actor, auditOf(created, 'notice.send', fallbacks), now)
    return created
  })
  if (row.status === 'SENDING')
    track(
      ctx,
      sendClaimed(ctx, row).catch((err: unknown) =>
        log.error({ err, broadcast: row.id }, 'broadcast failed'),
      ),
    )
  return row
}

/** Cancels a SCHEDULED broadcast (404 when unknown; 409 60202 once it is sending, sent or cancelled). */
export async function cancelBroadcast(ctx: AppContext, actor: AuditActor, id: number): Promise<BroadcastRow> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    const cancelled = await cancelScheduled(tx, id)
    if (!cancelled) {
      if (!(await findBroadcast(tx, id))) throw notFound()
      throw new AppError(409, ErrorCode.BROADCAST_NOT_CANCELLABLE, 'operations.notice.not.cancellable')
    }
    await recordAudit(
      tx,
      actor,
      {
        action: 'notice.cancel',
        targetType: 'notice',
        targetId: id,
        before: { status: 'SCHEDULED' },
        after: { status: 'CANCELLED' },
      },
      now,
    )
    return cancelled
  })
}

export function broadcastsPage(ctx: AppContext, paging: { pageNumber: number; pageSize: number }) {
  return pageBroadcasts(ctx.db, (paging.pageNumber - 1) * paging.pageSize, paging.pageSize)
}

/** Fresh state of one broadcast (tests; the console reads the list). */
export function broadcastById(ctx: AppContext, id: number): Promise<BroadcastRow | null> {
  return findBroadcast(ctx.db, id)
}
