/**
 * The one way the server tells a member something (docs/product/states-and-notices.md notice types). Texts are stored in
 * all three languages at the time of the event, so a notice reads the same later.
 */
import type { CoinReason, Language, NoticeStatus, NoticeType, ServerFrame } from '@kaifong/contract'
import type { SQL } from 'drizzle-orm'
import { afterCommit, type DbOrTx } from '../../db/client.ts'
import type { Localized } from '../../db/schema.ts'
import type { AppContext } from '../../lib/context.ts'
import { notFound } from '../../lib/errors.ts'
import { hkDay } from '../../lib/hk-time.ts'
import { localized, t } from '../../lib/messages.ts'
import {
  countUnread,
  deleteNotice,
  deleteNotices,
  findOwnNotice,
  insertNotice,
  insertNotices,
  insertNoticesSelecting,
  lockGroupNotice,
  markAllRead,
  markRead,
  type NoticeRow,
  pageNotices,
  type SharedNotice,
  updateNotice,
} from './notices.repo.ts'

export interface NoticePayload {
  title: Localized
  content: Localized
  operatorName?: string
  goods?: { id: number; name: string; picture: string }
  pointChangeType?: 'INCREASE' | 'REDUCE'
  /** A path on this site the notice leads to. */
  link?: string
  /** The talk an offer or deal notice leads to. */
  talkId?: number
}

function rowOf(memberId: number, type: NoticeType, payload: NoticePayload) {
  return {
    memberId,
    type,
    title: payload.title,
    content: payload.content,
    operatorName: payload.operatorName ?? '',
    goodsId: payload.goods?.id ?? null,
    goodsName: payload.goods?.name ?? '',
    goodsPicture: payload.goods?.picture ?? '',
    pointChangeType: payload.pointChangeType ?? null,
    link: payload.link ?? null,
    talkId: payload.talkId ?? null,
  }
}

const NOTICE_FRAME = JSON.stringify({ type: 'notice' } satisfies ServerFrame)

/**
 * Tells the members' open sockets (on every instance) that they have a new notice, once it is
 * committed: the notification centre asks for its notices and unread count again.
 */
function tellSockets(ctx: AppContext, db: DbOrTx, memberIds: number[]): void {
  afterCommit(db, () =>
    ctx.realtime.deliver([...new Set(memberIds)].map((memberId) => ({ memberId, json: NOTICE_FRAME }))),
  )
}

/** Writes a notice in `db` (the caller's transaction, or the database); the member hears of it live. */
export async function notify(
  ctx: AppContext,
  db: DbOrTx,
  memberId: number,
  type: NoticeType,
  payload: NoticePayload,
): Promise<NoticeRow> {
  const row = await insertNotice(db, rowOf(memberId, type, payload))
  tellSockets(ctx, db, [memberId])
  return row
}

export interface CoinChange {
  direction: 'INCREASE' | 'REDUCE'
  /** Whole coins, > 0. */
  amount: number
  reason: CoinReason
  /** The balance after the change. */
  balance: number
}

/**
 * A coin change the system made (task and invitation rewards, top-ups), as one SYSTEM_POINT_CHANGE
 * notice per member, Hong Kong day and direction (docs/decisions.md, "Coin notices per day"): the
 * first change of the day writes it, later ones add to it, mark it unread again and move it to the
 * top, so three videos and a phone reward are one line in the bell, not four. Call it in the
 * transaction that moved the coins, after the member's balance row is locked: changes of one member
 * then take turns, and the notice's unique (member, group key) index stands behind that.
 */
export async function notifyCoinChange(
  ctx: AppContext,
  db: DbOrTx,
  memberId: number,
  change: CoinChange,
): Promise<NoticeRow> {
  const now = ctx.clock.now()
  const groupKey = `coins:${change.direction}:${hkDay(now)}`
  const side = change.direction === 'INCREASE' ? 'increase' : 'reduce'
  const reason = (lang: Language) => t(lang, `reason.${change.reason}`)
  const earlier = await lockGroupNotice(db, memberId, groupKey)
  let row: NoticeRow
  if (!earlier) {
    row = await insertNotice(db, {
      ...rowOf(memberId, 'SYSTEM_POINT_CHANGE', {
        title: localized('notice.points.title'),
        content: localized(`notice.points.${side}`, (lang) => ({
          reason: reason(lang),
          amount: change.amount,
          balance: change.balance,
        })),
        pointChangeType: change.direction,
      }),
      groupKey,
      groupAmount: change.amount,
      groupCount: 1,
      createdAt: now,
    })
  } else {
    const amount = (earlier.groupAmount ?? 0) + change.amount
    const count = earlier.groupCount + 1
    row = await updateNotice(db, earlier.id, {
      content: localized(`notice.points.day.${side}`, (lang) => ({
        reason: reason(lang),
        amount,
        count,
        balance: change.balance,
      })),
      groupAmount: amount,
      groupCount: count,
      status: 'UN_READ',
      createdAt: now,
    })
  }
  tellSockets(ctx, db, [memberId])
  return row
}

/** The same notice type to many members at once, in one statement. */
export async function notifyMany(
  ctx: AppContext,
  db: DbOrTx,
  type: NoticeType,
  items: { memberId: number; payload: NoticePayload }[],
): Promise<void> {
  if (items.length === 0) return
  await insertNotices(
    db,
    items.map((i) => rowOf(i.memberId, type, i.payload)),
  )
  tellSockets(
    ctx,
    db,
    items.map((i) => i.memberId),
  )
}

/**
 * The same notice to every member the query `memberIds` answers (one column, the member ids; a
 * broadcast's batch of its audience), in one INSERT … SELECT in `db`: nothing loops over members.
 * They hear of it live once it is committed. Answers who got it.
 */
export async function notifyMembersSelecting(
  ctx: AppContext,
  db: DbOrTx,
  notice: SharedNotice,
  memberIds: SQL,
): Promise<number[]> {
  const written = await insertNoticesSelecting(db, notice, memberIds)
  if (written.length > 0) tellSockets(ctx, db, written)
  return written
}

/**
 * Only the notice's member may touch it; another member's notice answers exactly like a missing
 * one (404 4004), so ids cannot be probed (docs/errors.md, docs/decisions.md Top-up).
 */
export async function readNotice(ctx: AppContext, memberId: number, id: number): Promise<NoticeRow> {
  const row = await findOwnNotice(ctx.db, memberId, id)
  if (!row) throw notFound()
  if (row.status === 'ALREADY_READ') return row
  const updated = await markRead(ctx.db, memberId, id)
  if (!updated) throw notFound()
  return updated
}

export async function removeNotice(ctx: AppContext, memberId: number, id: number): Promise<void> {
  if (!(await deleteNotice(ctx.db, memberId, id))) throw notFound()
}

/**
 * Deletes several of the member's notices at once, or none: when any id is not one of theirs (or
 * not there) the answer is the same "not found" as for one, and nothing is deleted.
 */
export async function removeNotices(ctx: AppContext, memberId: number, ids: number[]): Promise<number> {
  const unique = [...new Set(ids)]
  return ctx.db.transaction(async (tx) => {
    const deleted = await deleteNotices(tx, memberId, unique)
    if (deleted !== unique.length) throw notFound()
    return deleted
  })
}

/** Marks every unread notice of the member read; answers how many were. */
export function readAllNotices(ctx: AppContext, memberId: number): Promise<number> {
  return markAllRead(ctx.db, memberId)
}

/** A page of the member's notices (all, or read or unread only) and their unread count. */
export async function noticesPage(
  ctx: AppContext,
  memberId: number,
  query: { status?: NoticeStatus; pageNumber: number; pageSize: number },
): Promise<{ rows: NoticeRow[]; total: number; unread: number }> {
  const { pageNumber, pageSize } = query
  const found = await pageNotices(
    ctx.db,
    memberId,
    query.status ?? null,
    (pageNumber - 1) * pageSize,
    pageSize,
  )
  return { ...found, unread: await countUnread(ctx.db, memberId) }
}
