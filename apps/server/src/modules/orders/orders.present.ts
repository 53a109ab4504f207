/**
 * Orders as the API shows them (packages/contract api/orders.ts): ids as strings, amounts as exact
 * decimal text, times as ISO strings. The buyer sees the pickup code of a TAKE order; the shop
 * never does (it is what the buyer proves the pickup with).
 */
import type { Language, OrderCard, OrderDetail } from '@kaifong/contract'
import { t } from '../../lib/messages.ts'
import { carrierName } from './orders.carriers.ts'
import type { CardRow } from './orders.lists.repo.ts'
import type { OrderItemRow, OrderLogRow } from './orders.repo.ts'
import { buyerActions, sellerActions } from './orders.states.ts'

export type Viewer = 'BUYER' | 'SELLER'

const iso = (at: Date | null) => (at ? at.toISOString() : null)

export function presentItem(item: OrderItemRow) {
  return {
    id: String(item.id),
    goodsId: String(item.goodsId),
    skuId: String(item.skuId),
    goodsName: item.goodsName,
    specs: item.specs,
    image: item.image,
    price: item.price,
    num: item.num,
    subtotal: item.subtotal,
    reviewed: item.reviewedAt !== null,
  }
}

export function presentCard(row: CardRow, items: OrderItemRow[], viewer: Viewer): OrderCard {
  return {
    sn: row.sn,
    tradeSn: row.tradeSn,
    orderStatus: row.status,
    storeId: String(row.shopId),
    storeName: row.shopName,
    storeLogo: row.shopLogo,
    buyerName: row.buyerName,
    way: row.way,
    goodsPrice: row.goodsPrice,
    shippingFee: row.shippingFee,
    discount: row.discount,
    flowPrice: row.flowPrice,
    orderItems: items.map(presentItem),
    createTime: row.createdAt.toISOString(),
    payBefore: row.payBefore.toISOString(),
    actions: viewer === 'BUYER' ? buyerActions(row.status, row.way) : sellerActions(row.status),
  }
}

/** Cards of a page, each with its own items (fetched for the whole page at once). */
export function presentCards(rows: CardRow[], items: OrderItemRow[], viewer: Viewer): OrderCard[] {
  const byOrder = new Map<number, OrderItemRow[]>()
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item])
  return rows.map((row) => presentCard(row, byOrder.get(row.id) ?? [], viewer))
}

/** A step's note in words: the cancel reason, or the carrier's name before the tracking number. */
function logNote(status: string, note: string, lang: Language): string {
  if (status === 'CANCELLED') return cancelText(note, lang)
  if (status !== 'DELIVERED' || !note) return note
  const [code = '', ...rest] = note.split(' ')
  return [carrierName(code, lang), ...rest].join(' ')
}

const cancelText = (reason: string, lang: Language) =>
  reason === 'TIMEOUT'
    ? t(lang, 'order.cancel.timeout')
    : reason === 'BUYER'
      ? t(lang, 'order.cancel.buyer')
      : reason === 'REFUNDED'
        ? t(lang, 'order.cancel.refunded')
        : reason

export interface DetailInput {
  row: CardRow
  items: OrderItemRow[]
  logs: OrderLogRow[]
  viewer: Viewer
  lang: Language
  autoCompleteDays: number
}

export function presentDetail({
  row,
  items,
  logs,
  viewer,
  lang,
  autoCompleteDays,
}: DetailInput): OrderDetail {
  const autoComplete =
    row.status === 'DELIVERED' && row.shippedAt
      ? new Date(row.shippedAt.getTime() + autoCompleteDays * 24 * 60 * 60 * 1000)
      : null
  return {
    ...presentCard(row, items, viewer),
    shipTo: row.shipTo,
    pickup: row.pickup ? { ...row.pickup, shopAddressId: String(row.pickup.shopAddressId) } : null,
    receipt: row.receipt,
    remark: row.remark,
    payMethod: row.payMethod,
    walletPaid: row.walletPaid,
    providerPaid: row.providerPaid,
    coinsUsed: row.coinsUsed,
    coinsValue: row.coinsValue,
    paidTime: iso(row.paidAt),
    carrier: row.carrier,
    carrierName: row.carrier ? carrierName(row.carrier, lang) : '',
    trackingNo: row.trackingNo,
    shippedTime: iso(row.shippedAt),
    autoCompleteTime: iso(autoComplete),
    pickupCode: viewer === 'BUYER' && row.status === 'TAKE' ? row.pickupCode : null,
    completedTime: iso(row.completedAt),
    cancelledTime: iso(row.cancelledAt),
    cancelReason: row.cancelReason ? cancelText(row.cancelReason, lang) : '',
    logs: logs.map((log) => ({
      status: log.status,
      actor: log.actor,
      note: logNote(log.status, log.note, lang),
      createTime: log.createdAt.toISOString(),
    })),
  }
}
