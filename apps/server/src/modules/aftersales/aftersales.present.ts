/** After-sales as the API shows them (packages/contract api/aftersales.ts), in the viewer's language. */
import { AFTER_SALE_REASONS, type AfterSaleView, type Language } from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import { t } from '../../lib/messages.ts'
import { carrierName, orderItemsOf } from '../orders/index.ts'
import { type AfterSaleRow, logsOf } from './aftersales.repo.ts'

export type { AfterSaleView }

type ReasonCode = (typeof AFTER_SALE_REASONS)[number]
const isReason = (code: string): code is ReasonCode =>
  (AFTER_SALE_REASONS as readonly string[]).includes(code)

export const reasonLabel = (code: string, lang: Language): string =>
  isReason(code) ? t(lang, `aftersale.reason.${code}`) : code

export function reasonsList(lang: Language) {
  return AFTER_SALE_REASONS.map((code) => ({ code, label: reasonLabel(code, lang) }))
}

export async function presentAfterSales(
  db: DbOrTx,
  rows: AfterSaleRow[],
  lang: Language,
): Promise<AfterSaleView[]> {
  const items = await orderItemsOf(db, [...new Set(rows.map((r) => r.orderId))])
  const logs = await logsOf(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((row) => {
    const item = items.find((i) => (row.itemId === null ? i.orderId === row.orderId : i.id === row.itemId))
    return {
      sn: row.sn,
      orderSn: row.orderSn,
      itemId: row.itemId === null ? null : String(row.itemId),
      goodsName: item?.goodsName ?? '',
      image: item?.image ?? '',
      kind: row.kind,
      reasonCode: row.reasonCode,
      reasonLabel: reasonLabel(row.reasonCode, lang),
      reasonText: row.reasonText,
      photos: row.photos,
      refundAmount: row.refundAmount,
      status: row.status,
      refuseReason: row.refuseReason,
      carrier: row.carrier,
      trackingNo: row.trackingNo,
      refund: {
        wallet: row.refundWallet,
        provider: row.refundProvider,
        coinsValue: row.refundCoinsValue,
        coins: row.refundCoins,
      },
      createTime: row.createdAt.toISOString(),
      refundTime: row.refundedAt?.toISOString() ?? null,
      logs: logs
        .filter((l) => l.afterSaleId === row.id)
        .map((l) => ({
          status: l.status,
          actor: l.actor,
          // The return parcel's step: the carrier in words before the tracking number.
          note: l.status === 'BUYER_SHIPPED' && l.note ? shippedNote(l.note, lang) : l.note,
          createTime: l.createdAt.toISOString(),
        })),
    }
  })
}

function shippedNote(note: string, lang: Language): string {
  const [code = '', ...rest] = note.split(' ')
  return [carrierName(code, lang), ...rest].join(' ')
}
