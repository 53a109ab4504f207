/** Cart rows → the API's shapes (docs/product/cart.md): the page's view and the checkout. */
import {
  addMoney,
  type CartLine,
  type CartView,
  type CheckoutView,
  type Money,
  moneyFromCents,
  moneyOf,
  moneyText,
} from '@kaifong/contract'
import type { AddressRow } from '../addresses/index.ts'
import type { ShopAddressRow } from '../shops/index.ts'
import type { Checkout } from './cart.checkout.ts'
import { timesUnits } from './cart.price.ts'
import type { ReadLine, ShopGroup } from './cart.read.ts'

const ZERO = moneyFromCents(0)

export const samePrice = (a: string, b: string) => moneyOf(a) === moneyOf(b)

export function presentLine(l: ReadLine): CartLine {
  const { row, sku } = l
  return {
    skuId: String(sku.skuId),
    goodsId: String(sku.goodsId),
    goodsName: sku.goodsName,
    specs: sku.specs.map((s) => ({ name: s.name, value: s.value })),
    specsText: sku.specsText,
    image: sku.image,
    price: sku.price,
    priceSeen: row.priceSeen,
    priceChanged: !samePrice(row.priceSeen, sku.price),
    num: row.num,
    stock: sku.stock,
    checked: row.checked,
    unavailable: l.unavailable,
    subtotal: moneyText(timesUnits(moneyOf(sku.price), row.num)),
  }
}

export function presentView(groups: ShopGroup[]): CartView {
  let checkedLines = 0
  let checkedNum = 0
  let goodsPrice: Money = ZERO
  let available = 0
  const shops = groups.map((g) => {
    const lines = g.lines.map(presentLine)
    const live = g.lines.filter((l) => l.unavailable === null)
    available += live.length
    for (const l of live) {
      if (!l.row.checked) continue
      checkedLines += 1
      checkedNum += l.row.num
      goodsPrice = addMoney(goodsPrice, timesUnits(moneyOf(l.sku.price), l.row.num))
    }
    return {
      storeId: String(g.shop.shopId),
      storeName: g.shop.name,
      storeLogo: g.shop.logo,
      checked: live.length > 0 && live.every((l) => l.row.checked),
      lines,
    }
  })
  return {
    shops,
    checkedLines,
    checkedNum,
    goodsPrice: moneyText(goodsPrice),
    allChecked: available > 0 && checkedLines === available,
  }
}

export function presentAddress(a: AddressRow) {
  return {
    id: String(a.id),
    name: a.name,
    district: a.district,
    detail: a.detail,
    consignee: a.consignee,
    mobile: a.mobile,
  }
}

export function presentPickup(p: ShopAddressRow) {
  return { id: String(p.id), name: p.name, district: p.district, detail: p.detail, hours: p.hours }
}

export function presentCheckout(c: Checkout): CheckoutView {
  let goods = ZERO
  let shipping = ZERO
  let discount = ZERO
  let flow = ZERO
  let num = 0
  const parts = c.parts.map((p) => {
    goods = addMoney(goods, p.goodsPrice)
    shipping = addMoney(shipping, p.shippingFee)
    discount = addMoney(discount, p.discount)
    flow = addMoney(flow, p.flowPrice)
    for (const l of p.lines) num += l.num
    return {
      storeId: String(p.shop.shopId),
      storeName: p.shop.name,
      storeLogo: p.shop.logo,
      way: p.way,
      pickup: p.pickup ? presentPickup(p.pickup) : null,
      lines: p.lines.map((l) => presentLine({ row: l.row, sku: l.sku, unavailable: null })),
      goodsPrice: moneyText(p.goodsPrice),
      shippingFee: moneyText(p.shippingFee),
      discount: moneyText(p.discount),
      flowPrice: moneyText(p.flowPrice),
    }
  })
  return {
    parts,
    address: c.address ? presentAddress(c.address) : null,
    receipt: c.receipt,
    num,
    goodsPrice: moneyText(goods),
    shippingFee: moneyText(shipping),
    discount: moneyText(discount),
    flowPrice: moneyText(flow),
    problems: c.problems,
  }
}
