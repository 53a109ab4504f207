/**
 * Complaints (docs/product/after-sales.md, "Complaints"), each step one transaction: the buyer
 * complains on a paid order (one OPEN complaint per order); the buyer, the shop and operators
 * write in the thread while it is OPEN; an operator decides it (OPEN → DECIDED, audited). A
 * complaint that is neither the member's nor their shop's answers 404 like a missing one.
 */
import { type complainBody, ErrorCode, type Language } from '@kaifong/contract'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import type { ComplaintAuthor, ComplaintFavour } from '../../db/schema.ts'
import type { AppContext } from '../../lib/context.ts'
import { page } from '../../lib/envelope.ts'
import { AppError } from '../../lib/errors.ts'
import { type AuditActor, recordAudit } from '../audit/index.ts'
import { mediaOwnedBy } from '../media/index.ts'
import { buyerOrderWithItems } from '../orders/index.ts'
import { shopOfMember } from '../shops/index.ts'
import { presentComplaints, presentOne } from './complaints.present.ts'
import {
  type ComplaintFilter,
  type ComplaintRow,
  decideComplaint,
  findComplaint,
  insertComplaint,
  insertMessage,
  openOfOrder,
  pageComplaints,
} from './complaints.repo.ts'

const notFound = () => new AppError(404, ErrorCode.COMPLAINT_NOT_FOUND, 'complaint.not.found')
const orderNotFound = () => new AppError(404, ErrorCode.ORDER_NOT_FOUND, 'order.not.found')
const openExists = () => new AppError(409, ErrorCode.COMPLAINT_OPEN_EXISTS, 'complaint.open.exists')
const decided = () => new AppError(409, ErrorCode.COMPLAINT_STATE, 'complaint.state')
const orderState = () => new AppError(409, ErrorCode.COMPLAINT_ORDER_STATE, 'complaint.order.state')
const photoUnknown = () => new AppError(400, ErrorCode.AFTER_SALE_PHOTO_UNKNOWN, 'aftersale.photo.unknown')
const notAShop = () => new AppError(403, ErrorCode.ORDER_NOT_A_SHOP, 'order.not.a.shop')

async function tell(
  ctx: AppContext,
  tx: DbOrTx,
  row: ComplaintRow,
  kind: 'NEW' | 'MESSAGE' | 'DECIDED',
  author: ComplaintAuthor,
  at: Date,
) {
  await ctx.events.emit('complaint.moved', {
    tx,
    complaint: {
      id: row.id,
      orderSn: row.orderSn,
      buyerId: row.buyerId,
      sellerId: row.sellerId,
      decision: row.decision,
    },
    kind,
    author,
    at,
  })
}

export async function complain(
  ctx: AppContext,
  buyerId: number,
  body: z.output<typeof complainBody>,
  lang: Language,
) {
  const now = ctx.clock.now()
  const row = await ctx.db.transaction(async (tx) => {
    const found = await buyerOrderWithItems(tx, buyerId, body.orderSn)
    if (!found) throw orderNotFound()
    if (found.order.status === 'UNPAID' || !found.order.paidAt) throw orderState()
    if (await openOfOrder(tx, found.order.id)) throw openExists()
    if (new Set(body.photos).size !== body.photos.length) throw photoUnknown()
    const media = await mediaOwnedBy(tx, buyerId, body.photos)
    if (media.length !== body.photos.length) throw photoUnknown()
    const created = await insertComplaint(tx, {
      orderId: found.order.id,
      orderSn: found.order.sn,
      buyerId,
      shopId: found.order.shopId,
      sellerId: found.order.sellerId,
      reasonCode: body.reasonCode,
      content: body.content,
      photos: media.map((m) => m.url),
      createdAt: now,
      updatedAt: now,
    })
    await tell(ctx, tx, created, 'NEW', 'BUYER', now)
    return created
  })
  return presentOne(ctx.db, row, lang)
}

/** Which side of the complaint the member is; null when neither (404). */
const sideOf = (row: ComplaintRow, memberId: number): 'BUYER' | 'SELLER' | null =>
  row.buyerId === memberId ? 'BUYER' : row.sellerId === memberId ? 'SELLER' : null

export async function memberComplaint(ctx: AppContext, memberId: number, id: number, lang: Language) {
  const row = await findComplaint(ctx.db, id)
  if (!row || !sideOf(row, memberId)) throw notFound()
  return presentOne(ctx.db, row, lang)
}

export async function memberMessage(
  ctx: AppContext,
  memberId: number,
  id: number,
  content: string,
  lang: Language,
) {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const row = await findComplaint(tx, id)
    const side = row ? sideOf(row, memberId) : null
    if (!row || !side) throw notFound()
    if (row.status !== 'OPEN') throw decided()
    await insertMessage(tx, { complaintId: id, author: side, authorId: memberId, content, createdAt: now })
    await tell(ctx, tx, row, 'MESSAGE', side, now)
  })
  return memberComplaint(ctx, memberId, id, lang)
}

type ListQuery = { pageNumber: number; pageSize: number; status: 'ALL' | 'OPEN' | 'DECIDED' }

export async function complaintList(ctx: AppContext, filter: ComplaintFilter, q: ListQuery, lang: Language) {
  const { rows, total } = await pageComplaints(ctx.db, filter, q)
  return page(await presentComplaints(ctx.db, rows, lang), total, q.pageNumber, q.pageSize)
}

export async function shopFilter(ctx: AppContext, memberId: number): Promise<ComplaintFilter> {
  const shop = await shopOfMember(ctx.db, memberId)
  if (!shop) throw notAShop()
  return { shopId: shop.id }
}

export async function adminComplaint(ctx: AppContext, id: number, lang: Language) {
  const row = await findComplaint(ctx.db, id)
  if (!row) throw notFound()
  return presentOne(ctx.db, row, lang)
}

/** An operator decides: the decision joins the thread, both sides are told, the audit log records it. */
export async function decide(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  d: { favour: ComplaintFavour; decision: string },
  lang: Language,
) {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const before = await findComplaint(tx, id)
    if (!before) throw notFound()
    const after = await decideComplaint(tx, id, { ...d, decidedBy: actor.admin.id, at: now })
    if (!after) throw decided()
    await insertMessage(tx, {
      complaintId: id,
      author: 'OPERATOR',
      authorId: actor.admin.id,
      content: d.decision,
      createdAt: now,
    })
    await recordAudit(
      tx,
      actor,
      {
        action: 'complaint.decide',
        targetType: 'complaint',
        targetId: id,
        before: { status: before.status, orderSn: before.orderSn },
        after: { status: after.status, favour: d.favour },
        reason: d.decision,
      },
      now,
    )
    await tell(ctx, tx, after, 'DECIDED', 'OPERATOR', now)
  })
  return adminComplaint(ctx, id, lang)
}
