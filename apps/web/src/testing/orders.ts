/** Orders as the API answers them, for the order pages' tests (features/orders). */
import type { OrderCard, OrderDetail } from '@kaifong/contract'

export function orderCard(over: Partial<OrderCard> = {}): OrderCard {
  return {
    sn: 'O202611230001',
    tradeSn: 'T202611230001',
    orderStatus: 'UNPAID',
    storeId: '7',
    storeName: 'Kowloon Bikes',
    storeLogo: '',
    buyerName: 'Mary',
    way: 'DELIVERY',
    goodsPrice: '200.00',
    shippingFee: '30.00',
    discount: '0.00',
    flowPrice: '230.00',
    orderItems: [
      {
        goodsId: '11',
        id: '501',
        skuId: '101',
        goodsName: 'City bike helmet',
        specs: 'Colour: Red; Size: M',
        image: '/img/helmet.jpg',
        price: '100.00',
        num: 2,
        subtotal: '200.00',
        reviewed: false,
      },
    ],
    createTime: '2026-11-23T02:00:00.000Z',
    payBefore: new Date(Date.now() + 25 * 60_000).toISOString(),
    actions: ['PAY', 'CANCEL'],
    ...over,
  }
}

export function orderDetail(over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderCard(),
    shipTo: {
      consignee: 'Chan Tai Man',
      mobile: '91234567',
      district: 'SHA_TIN',
      detail: 'Flat A, 3/F, 1 Main St',
    },
    pickup: null,
    receipt: null,
    remark: '',
    payMethod: null,
    walletPaid: '0.00',
    providerPaid: '0.00',
    coinsUsed: 0,
    coinsValue: '0.00',
    paidTime: null,
    carrier: '',
    carrierName: '',
    trackingNo: '',
    shippedTime: null,
    autoCompleteTime: null,
    pickupCode: null,
    completedTime: null,
    cancelledTime: null,
    cancelReason: '',
    logs: [{ status: 'UNPAID', actor: 'BUYER', note: '', createTime: '2026-11-23T02:00:00.000Z' }],
    ...over,
  }
}
