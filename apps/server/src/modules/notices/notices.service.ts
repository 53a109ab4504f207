/**
 * The one way the server tells a member something (docs/product/states-and-notices.md notice types). Texts are stored in
 * all three languages at the time of the event, so a notice reads the same later.
 */
import type { NoticeStatus, NoticeType } from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import type { Localized } from '../../db/schema.ts'
import type { AppContext } from '../../lib/context.ts'
import { notFound } from '../../lib/errors.ts'
import {
  countUnread,
  deleteNotice,
  findOwnNotice,
  insertNotice,
  insertNotices,
  markRead,
  type NoticeRow,
  pageNotices,
} from './notices.repo.ts'

export interface NoticePayload {
  title: Localized
  content: Localized
  operatorName?: string
  goods?: { id: number; name: string; picture: string }
  pointChangeType?: 'INCREASE' | 'REDUCE'
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
  }
}

export function notify(
  db: DbOrTx,
  memberId: number,
  type: NoticeType,
  payload: NoticePayload,
): Promise<NoticeRow> {
  return insertNotice(db, rowOf(memberId, type, payload))
}

/** The same notice type to many members at once, in one statement. */
export function notifyMany(
  db: DbOrTx,
  type: NoticeType,
  items: { memberId: number; payload: NoticePayload }[],
): Promise<void> {
  return insertNotices(
    db,
    items.map((i) => rowOf(i.memberId, type, i.payload)),
  )
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
