/**
 * The report queue (docs/admin.md, "Report queue"): what operators see of members' reports and
 * what they do about them. A resolve runs in one transaction with the listing's (or chat's) row
 * locked: the change, every open report settled, the notices and the audit row stand or fall
 * together, and of two operators resolving at once the second finds nothing open (409 60100).
 */
import { ErrorCode } from '@kaifong/contract'
import type { GoodsResolveAction, ReportKind, ReportStatus, TalkResolveAction } from '@kaifong/contract/admin'
import type { DbOrTx, Tx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { localized, type MessageKey } from '../../lib/messages.ts'
import { banMember } from '../admin-members/index.ts'
import { type AuditActor, recordAudit } from '../audit/index.ts'
import { settleTalkReports } from '../chat/index.ts'
import { deleteByOperator, releaseReportsHold, takeDownByOperator } from '../goods/index.ts'
import { notify, notifyMany } from '../notices/index.ts'
import { settleListingReports } from '../reports/index.ts'
import {
  findListingWithSeller,
  findTalkWithMembers,
  type GoodsRow,
  goodsQueue,
  holdTalk,
  lockListing,
  openReportedOf,
  reportsOfListing,
  reportsOfTalk,
  sellerHistory,
  talkQueue,
} from './moderation.repo.ts'

export interface QueueQuery {
  status: ReportStatus
  kind: ReportKind
  pageNumber: number
  pageSize: number
}

/** One page of the queue, grouped by listing or by chat. */
export async function reportQueue(ctx: AppContext, q: QueueQuery) {
  const slice = { offset: (q.pageNumber - 1) * q.pageSize, limit: q.pageSize }
  if (q.kind === 'talk') return { kind: 'talk' as const, ...(await talkQueue(ctx.db, q.status, slice)) }
  return { kind: 'goods' as const, ...(await goodsQueue(ctx.db, q.status, slice)) }
}

const goodsGone = () => notFound('moderation.goods.not.found')
const talkGone = () => notFound('moderation.talk.not.found')
const noneOpen = () => new AppError(409, ErrorCode.REPORTS_NONE_OPEN, 'moderation.none.open')

/** A listing's reports and its seller's record. */
export async function goodsReportDetail(ctx: AppContext, goodsId: number) {
  const found = await findListingWithSeller(ctx.db, goodsId)
  if (!found) throw goodsGone()
  const [reports, history] = await Promise.all([
    reportsOfListing(ctx.db, goodsId),
    sellerHistory(ctx.db, found.listing.sellerId, ctx.clock.now()),
  ])
  if (!history) throw goodsGone()
  return { ...found, reports, history }
}
export type GoodsReportDetailData = Awaited<ReturnType<typeof goodsReportDetail>>

/** A chat's reports, its two members and the latest report's excerpt. */
export async function talkReportDetail(ctx: AppContext, talkId: number) {
  const [talk, reports] = await Promise.all([
    findTalkWithMembers(ctx.db, talkId),
    reportsOfTalk(ctx.db, talkId),
  ])
  if (!talk) throw talkGone()
  return { talk, reports }
}
export type TalkReportDetailData = Awaited<ReturnType<typeof talkReportDetail>>

// ---- Resolving a listing's reports ----

const GOODS_OUTCOME = { DISMISS: 'DISMISSED', DOWN: 'DOWN', DELETE: 'DELETED' } as const
const GOODS_AUDIT = { DISMISS: 'report.dismiss', DOWN: 'report.takedown', DELETE: 'report.delete' } as const
const FEEDBACK: Record<GoodsResolveAction, MessageKey> = {
  DISMISS: 'notice.feedback.dismissed',
  DOWN: 'notice.feedback.down',
  DELETE: 'notice.feedback.deleted',
}

/** The parts of a listing an audit row records before and after. */
const auditState = (row: GoodsRow) => ({
  marketEnable: row.marketEnable,
  hiddenAt: row.hiddenAt?.toISOString() ?? null,
  hiddenReason: row.hiddenReason,
  deletedAt: row.deletedAt?.toISOString() ?? null,
})

/**
 * Does the action to the listing (goods.states.ts) and answers it as it is after. DOWN takes it off
 * the market as the seller's own takedown does (DOWN, no period left; docs/product/states-and-notices.md),
 * from any state, so a listing the seller took down meanwhile is still settled; DELETE soft-deletes
 * it. A hold for reports is lifted in every case; a hold for a banned seller stays.
 */
async function actOnListing(tx: Tx, row: GoodsRow, action: GoodsResolveAction, now: Date): Promise<GoodsRow> {
  let after = (await releaseReportsHold(tx, row)) ?? row
  if (action === 'DOWN') after = (await takeDownByOperator(tx, row, now)) ?? after
  if (action === 'DELETE') after = (await deleteByOperator(tx, row, now)) ?? after
  return after
}

const listingOf = (row: GoodsRow) => ({ id: row.id, name: row.name, picture: row.cover })

/** The seller hears of a takedown or deletion with the operator's reason (not of a listing they had deleted). */
async function tellSeller(
  ctx: AppContext,
  tx: DbOrTx,
  row: GoodsRow,
  action: GoodsResolveAction,
  reason: string,
) {
  if (action === 'DISMISS' || row.deletedAt) return
  const texts = action === 'DOWN' ? 'down' : 'delete'
  await notify(ctx, tx, row.sellerId, action === 'DOWN' ? 'SYSTEM_DOWN_PRODUCT' : 'SYSTEM_DELETE_PRODUCT', {
    title: localized(`notice.moderation.${texts}.title`),
    content: localized(`notice.moderation.${texts}.content`, { goods: row.name, reason }),
    goods: listingOf(row),
  })
}

/** Each reporter hears the outcome: GOODS_FEEDBACK when dismissed, GOODS_FEEDBACK_DOWN when acted on. */
function tellReporters(
  ctx: AppContext,
  tx: DbOrTx,
  row: GoodsRow,
  action: GoodsResolveAction,
  reporterIds: number[],
) {
  return notifyMany(
    ctx,
    tx,
    action === 'DISMISS' ? 'GOODS_FEEDBACK' : 'GOODS_FEEDBACK_DOWN',
    reporterIds.map((memberId) => ({
      memberId,
      payload: {
        title: localized('notice.feedback.title'),
        content: localized(FEEDBACK[action], { goods: row.name }),
        goods: listingOf(row),
      },
    })),
  )
}

export interface GoodsResolve {
  action: GoodsResolveAction
  reason: string
}

export async function resolveGoodsReports(
  ctx: AppContext,
  actor: AuditActor,
  goodsId: number,
  r: GoodsResolve,
) {
  const now = ctx.clock.now()
  const outcome = GOODS_OUTCOME[r.action]
  return ctx.db.transaction(async (tx) => {
    const before = await lockListing(tx, goodsId)
    if (!before) throw goodsGone()
    const settled = await settleListingReports(tx, goodsId, { outcome, handledBy: actor.admin.id, at: now })
    if (settled.length === 0) throw noneOpen()
    const after = await actOnListing(tx, before, r.action, now)
    await tellSeller(ctx, tx, before, r.action, r.reason)
    await tellReporters(
      ctx,
      tx,
      before,
      r.action,
      settled.map((s) => s.reporterId),
    )
    await recordAudit(
      tx,
      actor,
      {
        action: GOODS_AUDIT[r.action],
        targetType: 'goods',
        targetId: goodsId,
        before: { ...auditState(before), openReports: settled.length },
        after: { ...auditState(after), openReports: 0, outcome, reportIds: settled.map((s) => s.id) },
        reason: r.reason,
      },
      now,
    )
    return { handled: settled.length, outcome }
  })
}

// ---- Resolving a chat's reports ----

const banWhich = () => new AppError(400, ErrorCode.REPORT_BAN_WHICH, 'moderation.ban.which')

/** The member a BAN is for: the one the open reports name, or the one asked for among them. */
async function banTarget(tx: DbOrTx, talkId: number, asked: number | undefined): Promise<number> {
  const named = (await openReportedOf(tx, talkId)).map((r) => r.reportedId)
  if (named.length === 0) throw noneOpen()
  const target = asked ?? (named.length === 1 ? named[0] : undefined)
  if (target === undefined || !named.includes(target)) throw banWhich()
  return target
}

export interface TalkResolve {
  action: TalkResolveAction
  reason: string
  memberId?: number
}

/**
 * DISMISS or BAN: every open report of the chat is settled. BAN is the members module's ban
 * (admin-members.service.ts `banMember`, docs/admin.md "Members"), in this transaction: it refuses
 * an admin or the operator themself (403 60200), audits `member.ban`, and closes the member's
 * sockets after commit. A member banned already stays so; the reports are still settled.
 */
export async function resolveTalkReports(ctx: AppContext, actor: AuditActor, talkId: number, r: TalkResolve) {
  const now = ctx.clock.now()
  const outcome = r.action === 'BAN' ? 'BANNED' : 'DISMISSED'
  return ctx.db.transaction(async (tx) => {
    const talk = await holdTalk(tx, talkId)
    if (!talk) throw talkGone()
    const target = r.action === 'BAN' ? await banTarget(tx, talkId, r.memberId) : null
    const ban = target === null ? null : await banMember(ctx, tx, actor, target, r.reason)
    const settled = await settleTalkReports(tx, talkId, { outcome, handledBy: actor.admin.id, at: now })
    if (settled.length === 0) throw noneOpen()
    await recordAudit(
      tx,
      actor,
      {
        action: r.action === 'BAN' ? 'report.ban' : 'report.talk.dismiss',
        targetType: 'talk',
        targetId: talkId,
        before: { openReports: settled.length },
        after: {
          openReports: 0,
          outcome,
          reportIds: settled.map((s) => s.id),
          bannedMemberId: target,
          alreadyBanned: ban ? !ban.banned : null,
        },
        reason: r.reason,
      },
      now,
    )
    return { handled: settled.length, outcome }
  })
}
