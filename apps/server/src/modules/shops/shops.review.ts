/**
 * Shop applications in the console (docs/admin.md, "Shops"; right `shops`): the list, an
 * application, approve and refuse with a reason. A decision locks the row, changes it only while
 * APPLYING (409 31003 otherwise: a concurrent decision won), records the audit row and emits
 * `shop.approved` / `shop.refused` (notices tell the applicant), all in one transaction. Approval
 * makes the application's pickup address the shop's first pickup point.
 */
import { ErrorCode } from '@kaifong/contract'
import type { adminShopQuery } from '@kaifong/contract/admin'
import type { z } from 'zod'
import type { Tx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { type AuditActor, recordAudit } from '../audit/index.ts'
import { findMemberById } from '../members/index.ts'
import { insertAddress, lockShop, type ShopRow } from './shops.repo.ts'
import { decideApplication, findApplication, pageApplications, type ReviewRow } from './shops.review.repo.ts'
import { shopNotFound } from './shops.service.ts'

export type { ReviewRow }

export function applicationsPage(ctx: AppContext, query: z.output<typeof adminShopQuery>) {
  const offset = (query.pageNumber - 1) * query.pageSize
  return pageApplications(ctx.db, { status: query.status, q: query.q }, offset, query.pageSize)
}

export async function applicationOf(ctx: AppContext, shopId: number): Promise<ReviewRow> {
  const row = await findApplication(ctx.db, shopId)
  if (!row) throw shopNotFound()
  return row
}

const notApplying = () => new AppError(409, ErrorCode.SHOP_NOT_APPLYING, 'shop.not.applying')

/** The application, locked, while it waits for a decision. */
async function waiting(tx: Tx, shopId: number): Promise<ShopRow> {
  const shop = await lockShop(tx, shopId)
  if (!shop) throw shopNotFound()
  if (shop.status !== 'APPLYING') throw notApplying()
  return shop
}

const eventShop = (shop: ShopRow) => ({
  id: shop.id,
  memberId: shop.memberId,
  name: shop.name,
  logo: shop.logo,
})

/** Opens the shop; an applicant banned or deleted since applying cannot be approved (409 31004). */
export async function approveApplication(ctx: AppContext, actor: AuditActor, shopId: number) {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const shop = await waiting(tx, shopId)
    const member = await findMemberById(tx, shop.memberId)
    if (!member || member.disabled || member.deletedAt)
      throw new AppError(409, ErrorCode.SHOP_APPLICANT_BANNED, 'shop.applicant.banned')
    const opened = await decideApplication(tx, shopId, {
      status: 'OPEN',
      refuseReason: '',
      reviewedBy: actor.admin.id,
      at: now,
    })
    if (!opened) throw notApplying()
    const pickup = await insertAddress(
      tx,
      shopId,
      { name: shop.name, district: shop.district, detail: shop.pickupAddress, hours: '' },
      now,
    )
    await recordAudit(
      tx,
      actor,
      {
        action: 'shop.approve',
        targetType: 'shop',
        targetId: shopId,
        before: { status: shop.status },
        after: { status: 'OPEN', memberId: shop.memberId, pickupId: pickup.id },
      },
      now,
    )
    await ctx.events.emit('shop.approved', { tx, shop: eventShop(opened), at: now })
  })
  return applicationOf(ctx, shopId)
}

/** Refuses with a reason the applicant reads in their notice; they may apply again. */
export async function refuseApplication(ctx: AppContext, actor: AuditActor, shopId: number, reason: string) {
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    const shop = await waiting(tx, shopId)
    const refused = await decideApplication(tx, shopId, {
      status: 'REFUSED',
      refuseReason: reason,
      reviewedBy: actor.admin.id,
      at: now,
    })
    if (!refused) throw notApplying()
    await recordAudit(
      tx,
      actor,
      {
        action: 'shop.refuse',
        targetType: 'shop',
        targetId: shopId,
        before: { status: shop.status },
        after: { status: 'REFUSED', memberId: shop.memberId },
        reason,
      },
      now,
    )
    await ctx.events.emit('shop.refused', { tx, shop: eventShop(refused), reason, at: now })
  })
  return applicationOf(ctx, shopId)
}
