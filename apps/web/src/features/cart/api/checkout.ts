/**
 * The checkout (docs/product/api.md "Cart"; docs/product/cart.md, "Checkout"): what the ticked
 * lines would order now (GET checked), each shop's ways with their fees and pickup points, the
 * choices (address, way, pickup point, receipt), and placing the order (POST create/trade, orders'
 * route). Every amount is the server's; a choice is sent, then the checkout is read again.
 */
import type {
  CartReceiptBody,
  CheckoutView,
  CreateTradeResult,
  ShippingWay,
  shippingMethods,
} from '@kaifong/contract'
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../lib/api.ts'
import { cartKeys } from '../../../lib/query-keys.ts'
import { useSession } from '../../../lib/session.ts'
import { CART } from './cart.ts'

export type ShippingMethods = z.infer<typeof shippingMethods>

export function useCheckout() {
  const { userInfo } = useSession()
  return useQuery({
    queryKey: cartKeys.checkout,
    queryFn: () => api<CheckoutView>(`${CART}/checked`),
    enabled: Boolean(userInfo),
  })
}

export function useShippingMethods() {
  const { userInfo } = useSession()
  return useQuery({
    queryKey: cartKeys.ways,
    queryFn: () => api<ShippingMethods>(`${CART}/shippingMethodList`),
    enabled: Boolean(userInfo),
  })
}

export const chooseAddress = (addressId: string) =>
  api<null>(`${CART}/shippingAddress`, { method: 'POST', body: { addressId } })

export const chooseWay = (storeId: string, way: ShippingWay) =>
  api<null>(`${CART}/shippingMethod`, { method: 'PUT', body: { storeId, way } })

export const choosePickup = (storeAddressId: string) =>
  api<unknown>(`${CART}/storeAddress`, { query: { storeAddressId, way: 'PICKUP' } })

export const chooseReceipt = (body: CartReceiptBody) =>
  api<unknown>(`${CART}/select/receipt`, { method: 'POST', body })

/** Places the orders (one per shop) with a note to each shop. */
export const createTrade = (remark: { storeId: string; remark: string }[]) =>
  api<CreateTradeResult>(`${CART}/create/trade`, { method: 'POST', body: { remark } })
