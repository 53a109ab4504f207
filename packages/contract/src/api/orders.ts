/**
 * Orders, their payment and their parcels (server module orders; docs/product/orders.md): the
 * checkout's create/trade, the buyer's and the shop's order lists and steps, the cashier and pay,
 * the carriers and their traces. Amounts are exact HK$ decimal strings ("123.50"), always the
 * server's: nothing a client sends changes a price, fee, discount or quantity.
 */
import { ORDER_STATUS } from '../enums.ts'
import { plainText } from '../validation.ts'
import { z } from '../zod.ts'
import { idOf } from './common.ts'

/** The buyer's order list tabs (docs/product/orders.md, "Lists"). */
export const ORDER_TAGS = [
  'ALL',
  'WAIT_PAY',
  'WAIT_SHIP',
  'WAIT_RECEIVE',
  'WAIT_REVIEW',
  'AFTER_SALE',
  'CANCELLED',
] as const
export type OrderTag = (typeof ORDER_TAGS)[number]
/** How the rest of the price is paid after coins: the wallet, or the provider (card, FPS). */
export const PAY_METHODS = ['WALLET', 'CARD', 'FPS'] as const
export type PayMethod = (typeof PAY_METHODS)[number]
export const ORDER_SHIPPING_WAYS = ['DELIVERY', 'LOCKER', 'CONVENIENCE', 'PICKUP'] as const
export const ORDER_REMARK_MAX = 200
export const PICKUP_CODE_LENGTH = 6
/** Coins one payment may use at most (far above any balance; refuses absurd numbers early). */
export const ORDER_COINS_MAX = 100_000_000
export const TRACKING_NO_MAX = 30

const paging = {
  pageNumber: z.coerce.number({ error: 'field.invalid' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'field.invalid' }).int().min(1).max(100).default(10),
}

/** An order or trade number in a path or query: unknown ones answer 404 like another member's. */
export const orderSnSchema = plainText('field.required')
  .trim()
  .min(1, { error: 'field.required' })
  .max(40, { error: 'field.invalid' })
export const orderSnParams = z.object({ sn: orderSnSchema })
export const orderSnAltParams = z.object({ orderSn: orderSnSchema })

// ---- Inputs ----

/** create/trade: a remark per shop, nothing else (the cart's choices make the orders). */
export const createTradeBody = z.preprocess(
  (v) => v ?? {},
  z.object({
    remark: z
      .array(
        z.object({
          storeId: idOf('field.required'),
          remark: plainText().trim().max(ORDER_REMARK_MAX, { error: 'order.remark.length' }).default(''),
        }),
        { error: 'field.invalid' },
      )
      .max(50, { error: 'field.invalid' })
      .default([]),
  }),
)

export const orderListQuery = z.object({ ...paging, tag: z.enum(ORDER_TAGS).default('ALL') })
export const shopOrderListQuery = z.object({
  ...paging,
  status: z.enum(['ALL', ...ORDER_STATUS]).default('ALL'),
  sn: orderSnSchema.optional(),
})

export const shipBody = z.object({
  carrier: plainText('order.carrier.required').trim().min(1, { error: 'order.carrier.required' }).max(40),
  trackingNo: plainText('order.tracking.required')
    .trim()
    .min(1, { error: 'order.tracking.required' })
    .max(TRACKING_NO_MAX, { error: 'order.tracking.format' })
    .transform((v) => v.replace(/[\s-]/g, '').toUpperCase()),
})
export const verifyPickupBody = z.object({
  code: plainText('order.pickup.code.format')
    .trim()
    .regex(/^\d{6}$/, { error: 'order.pickup.code.format' }),
})

export const cashierQuery = z.object({ sn: orderSnSchema })
export const payBody = z.object({
  sn: orderSnSchema,
  method: z.enum(PAY_METHODS, { error: 'order.pay.method' }),
  /** Coins for part of the price (docs/product/orders.md, "Paying with coins"); whole coins. */
  coins: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\s*\d{1,12}\s*$/.test(v) ? Number(v) : v),
      z
        .number({ error: 'order.coins.invalid' })
        .int({ error: 'order.coins.invalid' })
        .min(0, { error: 'order.coins.invalid' })
        .max(ORDER_COINS_MAX, { error: 'order.coins.invalid' }),
    )
    .default(0),
  /** The wallet's 6-digit payment password (WALLET only). */
  password: plainText().max(64, { error: 'field.invalid' }).optional(),
})

export const logisticsQuery = z.object({
  pageNumber: paging.pageNumber,
  pageSize: z.coerce.number({ error: 'field.invalid' }).int().min(1).max(200).default(200),
  disabled: z.enum(['OPEN', 'CLOSE']).optional(),
})

// ---- Shapes ----

export const orderItem = z.object({
  /** The item's own id: an after-sale request or a review names it. */
  id: z.string(),
  goodsId: z.string(),
  skuId: z.string(),
  goodsName: z.string(),
  specs: z.string(),
  image: z.string(),
  price: z.string(),
  num: z.number().int(),
  subtotal: z.string(),
  reviewed: z.boolean(),
})

/** What the viewer may do with the order now (the buttons a page shows). */
export const ORDER_ACTIONS = ['PAY', 'CANCEL', 'RECEIVE', 'DELETE', 'TRACK', 'SHIP', 'VERIFY'] as const
export type OrderAction = (typeof ORDER_ACTIONS)[number]

/** An order in a list (docs/product/data.md: `sn`, `orderStatus`, `createTime`, `flowPrice`, `orderItems`). */
export const orderCard = z.object({
  sn: z.string(),
  tradeSn: z.string(),
  orderStatus: z.enum(ORDER_STATUS),
  storeId: z.string(),
  storeName: z.string(),
  storeLogo: z.string(),
  buyerName: z.string(),
  way: z.enum(ORDER_SHIPPING_WAYS),
  goodsPrice: z.string(),
  shippingFee: z.string(),
  discount: z.string(),
  flowPrice: z.string(),
  orderItems: z.array(orderItem),
  createTime: z.string(),
  payBefore: z.string(),
  actions: z.array(z.enum(ORDER_ACTIONS)),
})
export type OrderCard = z.infer<typeof orderCard>

const orderLog = z.object({
  status: z.enum(ORDER_STATUS),
  actor: z.enum(['BUYER', 'SELLER', 'SYSTEM', 'OPERATOR']),
  note: z.string(),
  createTime: z.string(),
})

export const orderDetail = orderCard.extend({
  shipTo: z
    .object({ consignee: z.string(), mobile: z.string(), district: z.string(), detail: z.string() })
    .nullable(),
  pickup: z
    .object({
      shopAddressId: z.string(),
      name: z.string(),
      district: z.string(),
      detail: z.string(),
      hours: z.string(),
    })
    .nullable(),
  receipt: z.object({ kind: z.string(), title: z.string(), email: z.string() }).nullable(),
  remark: z.string(),
  payMethod: z.string().nullable(),
  walletPaid: z.string(),
  providerPaid: z.string(),
  coinsUsed: z.number().int(),
  coinsValue: z.string(),
  paidTime: z.string().nullable(),
  carrier: z.string(),
  carrierName: z.string(),
  trackingNo: z.string(),
  shippedTime: z.string().nullable(),
  /** When a DELIVERED order completes by itself if the buyer does not confirm. */
  autoCompleteTime: z.string().nullable(),
  /** The code to show at the shop's counter: the buyer's, for a TAKE order only. */
  pickupCode: z.string().nullable(),
  completedTime: z.string().nullable(),
  cancelledTime: z.string().nullable(),
  cancelReason: z.string(),
  logs: z.array(orderLog),
})
export type OrderDetail = z.infer<typeof orderDetail>

export const createTradeResult = z.object({
  tradeSn: z.string(),
  orders: z.array(z.object({ sn: z.string(), flowPrice: z.string() })),
  total: z.string(),
})
export type CreateTradeResult = z.infer<typeof createTradeResult>

export const cashier = z.object({
  sn: z.string(),
  orders: z.array(
    z.object({
      sn: z.string(),
      storeName: z.string(),
      flowPrice: z.string(),
      coinsUsed: z.number().int(),
      coinsValue: z.string(),
      /** What is left to pay by wallet or provider. */
      due: z.string(),
    }),
  ),
  total: z.string(),
  due: z.string(),
  payBefore: z.string(),
  methods: z.array(z.object({ method: z.enum(PAY_METHODS), available: z.boolean() })),
  coins: z.object({
    balance: z.number().int(),
    /** Coins worth HK$1. */
    perDollar: z.number().int(),
    /** The largest share of an order's price coins may pay, in percent. */
    maxSharePercent: z.number().int(),
    /** Coins this payment may use at most (the share, the balance, whole cents). */
    max: z.number().int(),
  }),
  walletBalance: z.string(),
  sandbox: z.boolean(),
})
export type Cashier = z.infer<typeof cashier>

export const payResult = z.object({
  sn: z.string(),
  /** PAID: done (wallet or coins); PENDING: go to `checkoutUrl` to pay the provider. */
  status: z.enum(['PAID', 'PENDING']),
  checkoutUrl: z.string().nullable(),
  paymentId: z.string().nullable(),
})
export type PayResult = z.infer<typeof payResult>

export const carrierInfo = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  /** OPEN: shops may choose it. */
  disabled: z.enum(['OPEN', 'CLOSE']),
  sandbox: z.boolean(),
  /** An example tracking number of the carrier's format. */
  example: z.string(),
})
export type CarrierInfo = z.infer<typeof carrierInfo>

export const traceEvent = z.object({ time: z.string(), text: z.string() })
export const orderTraces = z.object({
  carrier: z.string(),
  carrierName: z.string(),
  trackingNo: z.string(),
  shippedTime: z.string().nullable(),
  /** The carrier's own tracking page, when it has one. */
  trackingUrl: z.string().nullable(),
  sandbox: z.boolean(),
  /** Newest first. */
  traces: z.array(traceEvent),
})
export type OrderTraces = z.infer<typeof orderTraces>
export const orderPackage = orderTraces.extend({ items: z.array(orderItem) })
export type OrderPackage = z.infer<typeof orderPackage>
