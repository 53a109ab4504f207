/**
 * The one way the server tells a member something (SPEC §4 notice types). Texts are stored in
 * all three languages at the time of the event, so a notice reads the same later.
 */
import type { NoticeType } from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import type { Localized } from '../../db/schema.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError, forbidden, notFound } from '../../lib/errors.ts'
import { deleteNotice, findNotice, insertNotice, markRead, type NoticeRow } from './notices.repo.ts'

export interface NoticePayload {
  title: Localized
  content: Localized
  operatorName?: string
  goods?: { id: number; name: string; picture: string }
  pointChangeType?: 'INCREASE' | 'REDUCE'
}

export function notify(
  db: DbOrTx,
  memberId: number,
  type: NoticeType,
  payload: NoticePayload,
): Promise<NoticeRow> {
  return insertNotice(db, {
    memberId,
    type,
    title: payload.title,
    content: payload.content,
    operatorName: payload.operatorName ?? '',
    goodsId: payload.goods?.id ?? null,
    goodsName: payload.goods?.name ?? '',
    goodsPicture: payload.goods?.picture ?? '',
    pointChangeType: payload.pointChangeType ?? null,
  })
}

/** Only the notice's member may touch it; others get the same answer as for a missing one. */
async function ownNotice(ctx: AppContext, memberId: number, id: number): Promise<NoticeRow> {
  const row = await findNotice(ctx.db, id)
  if (!row) throw notFound()
  if (row.memberId !== memberId) throw forbidden()
  return row
}

export async function readNotice(ctx: AppContext, memberId: number, id: number): Promise<NoticeRow> {
  const row = await ownNotice(ctx, memberId, id)
  if (row.status === 'ALREADY_READ') return row
  const updated = await markRead(ctx.db, id)
  if (!updated) throw new AppError(404, 4004, 'not.found')
  return updated
}

export async function removeNotice(ctx: AppContext, memberId: number, id: number): Promise<void> {
  await ownNotice(ctx, memberId, id)
  await deleteNotice(ctx.db, id)
}
