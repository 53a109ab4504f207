/**
 * The demo shop and its orders (README, "Demo accounts"): gamer_jason's approved shop, its SKU
 * goods (listings planned from shop-data.ts, turned into shop goods here), and demo_buyer's past
 * orders in each state, paid from a wallet with a consistent ledger (balance = the sum of its
 * entries, every balance_after exact). Written straight to the tables with the invariants the
 * modules keep: stock is what is left after the orders, sold counts the live ones, every order's
 * flow price is goods + shipping, and the timeline has a log row for each step.
 */
import { moneyFromCents, moneyText, type OrderStatus } from '@kaifong/contract'
import { and, eq, inArray } from 'drizzle-orm'
import { hkDay } from '../../lib/hk-time.ts'
import type { Tx } from '../client.ts'
import {
  goods,
  goodsSkus,
  orderItems,
  orderLogs,
  orders,
  shopAddresses,
  shops,
  walletAccounts,
  walletLedger,
} from '../schema.ts'
import { DEMO_SHOP, SHOP_LISTINGS, SHOP_SKUS } from './shop-data.ts'

const HOUR = 3600_000
const DAY = 24 * HOUR
const SHOP_CLOSE_TIME = new Date('9999-12-31T00:00:00.000Z')
const cents = (text: string) => BigInt(text.replace('.', ''))
const money = (c: bigint) => moneyText(moneyFromCents(c))

type Sku = { id: number; goodsId: number; name: string; spec: string; price: string; image: string }

/** demo_buyer's orders: which SKU (listing, spec value), the way, and the state with its age. */
const DEMO_ORDERS: {
  listing: number
  spec: string
  num: number
  status: OrderStatus
  way: 'DELIVERY' | 'LOCKER' | 'PICKUP'
  ago: number
}[] = [
  { listing: 1, spec: '中英文版', num: 1, status: 'COMPLETED', way: 'DELIVERY', ago: 14 * DAY },
  { listing: 2, spec: '紅藍', num: 1, status: 'DELIVERED', way: 'DELIVERY', ago: 2 * DAY },
  { listing: 0, spec: '續航版 紅藍', num: 1, status: 'UNDELIVERED', way: 'LOCKER', ago: 3 * HOUR },
  { listing: 2, spec: '灰色', num: 1, status: 'TAKE', way: 'PICKUP', ago: 26 * HOUR },
  { listing: 1, spec: '中英文版', num: 2, status: 'UNPAID', way: 'DELIVERY', ago: 4 * 60_000 },
  { listing: 0, spec: 'OLED 白色', num: 1, status: 'CANCELLED', way: 'DELIVERY', ago: 3 * DAY },
]

export async function seedShop(tx: Tx, memberIds: Map<string, number>, at: Date): Promise<void> {
  const ownerId = memberIds.get(DEMO_SHOP.owner)
  const buyerId = memberIds.get('demo_buyer')
  if (ownerId === undefined || buyerId === undefined) throw new Error('demo shop members missing')
  const now = at.getTime()
  const [shop] = await tx
    .insert(shops)
    .values({
      memberId: ownerId,
      status: 'OPEN',
      name: DEMO_SHOP.name,
      intro: DEMO_SHOP.intro,
      brn: DEMO_SHOP.brn,
      contactName: DEMO_SHOP.contactName,
      contactPhone: DEMO_SHOP.contactPhone,
      district: DEMO_SHOP.district,
      pickupAddress: DEMO_SHOP.pickupAddress,
      freeShippingOver: '500.00',
      reviewedAt: new Date(now - 60 * DAY),
      createdAt: new Date(now - 62 * DAY),
    })
    .returning({ id: shops.id })
  if (!shop) throw new Error('demo shop not written')
  const [point] = await tx
    .insert(shopAddresses)
    .values({
      shopId: shop.id,
      name: DEMO_SHOP.pickup.name,
      district: DEMO_SHOP.district,
      detail: DEMO_SHOP.pickupAddress,
      hours: DEMO_SHOP.pickup.hours,
    })
    .returning()
  if (!point) throw new Error('demo pickup point not written')
  const skus = await shopGoods(tx, ownerId, shop.id)
  await demoOrders(tx, { buyerId, ownerId, shopId: shop.id, point, skus, now })
}

/** Turns the planned shop listings into shop goods with their SKUs; answers the SKUs, per listing. */
async function shopGoods(tx: Tx, ownerId: number, shopId: number): Promise<Sku[][]> {
  const names = SHOP_LISTINGS.map((l) => l.name)
  const rows = await tx
    .select({ id: goods.id, name: goods.name, cover: goods.cover })
    .from(goods)
    .where(and(eq(goods.sellerId, ownerId), inArray(goods.name, names)))
  const out: Sku[][] = []
  for (const name of names) {
    const row = rows.find((r) => r.name === name)
    const plan = SHOP_SKUS[name]
    if (!row || !plan) throw new Error(`demo shop listing "${name}" missing`)
    const lowest = plan.map(([, price]) => cents(price)).reduce((a, b) => (b < a ? b : a))
    await tx
      .update(goods)
      .set({ storeId: shopId, closeTime: SHOP_CLOSE_TIME, price: money(lowest), severalInStock: true })
      .where(eq(goods.id, row.id))
    const inserted = await tx
      .insert(goodsSkus)
      .values(
        plan.map(([specs, price, stock], position) => ({ goodsId: row.id, position, specs, price, stock })),
      )
      .returning()
    out.push(
      inserted.map((s) => ({
        id: s.id,
        goodsId: row.id,
        name,
        spec: s.specs.map((x) => x.value).join(' / '),
        price: s.price,
        image: row.cover,
      })),
    )
  }
  return out
}

interface OrderScope {
  buyerId: number
  ownerId: number
  shopId: number
  point: typeof shopAddresses.$inferSelect
  skus: Sku[][]
  now: number
}

const FEES = { DELIVERY: 3000n, LOCKER: 2000n, PICKUP: 0n } as const

type DemoOrder = (typeof DEMO_ORDERS)[number]
type Entry = typeof walletLedger.$inferInsert

/** demo_buyer's orders, each paid (or not) from a wallet filled by one recharge. */
async function demoOrders(tx: Tx, s: OrderScope): Promise<void> {
  const entries: Entry[] = []
  const move = (memberId: number, amount: bigint, reason: Entry['reason'], ref: string, at: number) =>
    entries.push({
      memberId,
      amount: money(amount),
      reason,
      ref,
      balanceAfter: '0.00',
      idempotencyKey: `seed:wallet:${reason}:${ref}`,
      createdAt: new Date(at),
    })
  move(s.buyerId, 500000n, 'RECHARGE', 'demo', s.now - 20 * DAY)
  const sold = new Map<number, number>()
  for (const [i, plan] of DEMO_ORDERS.entries()) {
    const sku = s.skus[plan.listing]?.find((k) => k.spec === plan.spec)
    if (!sku) throw new Error(`demo order sku ${plan.spec}`)
    const created = s.now - plan.ago
    const { sn, flow } = await insertDemoOrder(tx, s, plan, i, sku)
    if (plan.status !== 'CANCELLED') sold.set(sku.id, (sold.get(sku.id) ?? 0) + plan.num)
    if (plan.status !== 'UNPAID' && plan.status !== 'CANCELLED') {
      move(s.buyerId, -flow, 'ORDER_PAY', sn, created + 5 * 60_000)
    }
    if (plan.status === 'COMPLETED') move(s.ownerId, flow, 'SALE_INCOME', sn, created + 4 * DAY)
  }
  for (const [skuId, n] of sold) await tx.update(goodsSkus).set({ sold: n }).where(eq(goodsSkus.id, skuId))
  const ledger = inTimeOrder(entries)
  await tx.insert(walletLedger).values(ledger)
  await tx.insert(walletAccounts).values(
    [s.buyerId, s.ownerId].map((memberId) => ({
      memberId,
      balance: ledger.filter((e) => e.memberId === memberId).at(-1)?.balanceAfter ?? '0.00',
    })),
  )
}

/** One demo order with its item and timeline; answers its sn and what it cost (cents). */
async function insertDemoOrder(tx: Tx, s: OrderScope, plan: DemoOrder, i: number, sku: Sku) {
  const created = s.now - plan.ago
  const goodsCents = cents(sku.price) * BigInt(plan.num)
  const fee = goodsCents >= 50000n ? 0n : FEES[plan.way]
  const flow = goodsCents + fee
  const sn = `O${hkDay(new Date(created)).replace(/-/g, '')}${String(9000000001 + i)}`
  const paid = plan.status !== 'UNPAID' && plan.status !== 'CANCELLED'
  const shipped = plan.status === 'COMPLETED' || plan.status === 'DELIVERED'
  const { point } = s
  const [order] = await tx
    .insert(orders)
    .values({
      ...orderTimes(plan.status, created, s.now),
      sn,
      tradeSn: `T${sn.slice(1)}`,
      buyerId: s.buyerId,
      shopId: s.shopId,
      sellerId: s.ownerId,
      status: plan.status,
      goodsPrice: money(goodsCents),
      shippingFee: money(fee),
      flowPrice: money(flow),
      way: plan.way,
      shipTo: plan.way === 'PICKUP' ? null : SHIP_TO,
      pickup:
        plan.way === 'PICKUP'
          ? {
              shopAddressId: point.id,
              name: point.name,
              district: point.district,
              detail: point.detail,
              hours: point.hours,
            }
          : null,
      payMethod: paid ? 'WALLET' : null,
      walletPaid: paid ? money(flow) : '0.00',
      pickupCode: plan.status === 'TAKE' ? '482916' : '',
      carrier: shipped ? 'SANDBOX' : '',
      trackingNo: shipped ? `SB${String(2026000001 + i)}` : '',
      cancelReason: plan.status === 'CANCELLED' ? 'TIMEOUT' : '',
      createdAt: new Date(created),
    })
    .returning({ id: orders.id })
  if (!order) throw new Error('demo order not written')
  await tx.insert(orderItems).values({
    orderId: order.id,
    goodsId: sku.goodsId,
    skuId: sku.id,
    goodsName: sku.name,
    specs: sku.spec,
    image: sku.image,
    price: sku.price,
    num: plan.num,
    subtotal: money(goodsCents),
  })
  await tx.insert(orderLogs).values(logsOf(plan.status, plan.way, order.id, created))
  return { sn, flow }
}

const SHIP_TO = {
  consignee: '陳大文',
  mobile: '91234567',
  district: 'YAU_TSIM_MONG',
  detail: '彌敦道 600 號 12 樓 B 室',
}

/** The times an order in `status` has, made `created` ms since the epoch. */
function orderTimes(status: OrderStatus, created: number, now: number) {
  const paid = status !== 'UNPAID' && status !== 'CANCELLED'
  const shipped = status === 'DELIVERED' || status === 'COMPLETED'
  return {
    payBefore: new Date(created + 30 * 60_000),
    paidAt: paid ? new Date(created + 5 * 60_000) : null,
    shippedAt: shipped ? new Date(created + DAY) : null,
    receivedAt: status === 'COMPLETED' ? new Date(created + 4 * DAY) : null,
    completedAt: status === 'COMPLETED' ? new Date(created + 4 * DAY) : null,
    cancelledAt: status === 'CANCELLED' ? new Date(created + 30 * 60_000) : null,
    updatedAt: new Date(Math.min(now, created + 4 * DAY)),
  }
}

/** The timeline of an order that reached `status`. */
function logsOf(status: OrderStatus, way: string, orderId: number, created: number) {
  const steps: [OrderStatus, 'BUYER' | 'SELLER' | 'SYSTEM', number][] = [['UNPAID', 'BUYER', 0]]
  if (status === 'CANCELLED') steps.push(['CANCELLED', 'SYSTEM', 30 * 60_000])
  else if (status !== 'UNPAID') {
    steps.push(['PAID', 'BUYER', 5 * 60_000])
    steps.push([way === 'PICKUP' ? 'TAKE' : 'UNDELIVERED', 'SYSTEM', 5 * 60_000])
    if (status === 'DELIVERED' || status === 'COMPLETED') steps.push(['DELIVERED', 'SELLER', DAY])
    if (status === 'COMPLETED') steps.push(['COMPLETED', 'BUYER', 4 * DAY])
  }
  return steps.map(([s, actor, after]) => ({
    orderId,
    status: s,
    actor,
    createdAt: new Date(created + after),
  }))
}

/** The entries oldest first (the history pages read them by id), each balance_after running in that order. */
function inTimeOrder(entries: Entry[]) {
  const sorted = [...entries].sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0))
  const running = new Map<number, bigint>()
  return sorted.map((e) => {
    const balance = (running.get(e.memberId) ?? 0n) + cents(e.amount)
    running.set(e.memberId, balance)
    return { ...e, balanceAfter: money(balance) }
  })
}
