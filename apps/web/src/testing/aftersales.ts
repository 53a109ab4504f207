/** An after-sale request as the server shows it (packages/contract/src/api/aftersales.ts), for the web tests. */
import type { AfterSaleView } from '@kaifong/contract'

export function afterSale(over: Partial<AfterSaleView> = {}): AfterSaleView {
  return {
    sn: 'AS2026112800000001',
    orderSn: 'O2026112800000001',
    itemId: '11',
    goodsName: 'Rice cooker',
    image: '/media/goods/cooker.webp',
    kind: 'REFUND_ONLY',
    reasonCode: 'DAMAGED',
    reasonLabel: '貨品損壞',
    reasonText: '',
    photos: [],
    refundAmount: '120.50',
    status: 'APPLIED',
    refuseReason: '',
    carrier: '',
    trackingNo: '',
    refund: { wallet: '0.00', provider: '0.00', coinsValue: '0.00', coins: 0 },
    createTime: '2026-11-28T10:00:00+08:00',
    refundTime: null,
    logs: [{ status: 'APPLIED', actor: 'BUYER', note: '', createTime: '2026-11-28T10:00:00+08:00' }],
    ...over,
  }
}
