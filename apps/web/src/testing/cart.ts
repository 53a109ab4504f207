/** Cart records for the cart's tests, in the contract's shapes, each with overrides. */
import type { CartLine, CartShop, CartView, CheckoutView } from '@kaifong/contract'

export const line = (skuId: string, over: Partial<CartLine> = {}): CartLine => ({
  skuId,
  goodsId: `g${skuId}`,
  goodsName: `Item ${skuId}`,
  specs: [{ name: '顏色', value: '黑色' }],
  specsText: '黑色',
  image: `/media/${skuId}.webp`,
  price: '100.00',
  priceSeen: '100.00',
  priceChanged: false,
  num: 1,
  stock: 10,
  checked: true,
  unavailable: null,
  subtotal: '100.00',
  ...over,
})

export const shop = (storeId: string, lines: CartLine[], over: Partial<CartShop> = {}): CartShop => ({
  storeId,
  storeName: `Shop ${storeId}`,
  storeLogo: '',
  checked: lines.every((l) => l.checked || l.unavailable !== null),
  lines,
  ...over,
})

export const view = (shops: CartShop[], over: Partial<CartView> = {}): CartView => {
  const live = shops.flatMap((s) => s.lines).filter((l) => l.unavailable === null)
  const ticked = live.filter((l) => l.checked)
  return {
    shops,
    checkedLines: ticked.length,
    checkedNum: ticked.reduce((n, l) => n + l.num, 0),
    goodsPrice: '0.00',
    allChecked: live.length > 0 && ticked.length === live.length,
    ...over,
  }
}

const amounts = { goodsPrice: '200.00', shippingFee: '30.00', discount: '0.00', flowPrice: '230.00' }

export const checkoutPart = (storeId: string, over: Partial<CheckoutView['parts'][number]> = {}) => ({
  storeId,
  storeName: `Shop ${storeId}`,
  storeLogo: '',
  way: 'DELIVERY' as const,
  pickup: null,
  lines: [line(`${storeId}1`, { num: 2, subtotal: '200.00' })],
  ...amounts,
  ...over,
})

export const checkout = (over: Partial<CheckoutView> = {}): CheckoutView => ({
  parts: [checkoutPart('3')],
  address: {
    id: '7',
    name: '屋企',
    district: 'SHA_TIN',
    detail: '新城市廣場',
    consignee: '陳大文',
    mobile: '91234567',
  },
  receipt: null,
  num: 2,
  ...amounts,
  problems: [],
  ...over,
})
