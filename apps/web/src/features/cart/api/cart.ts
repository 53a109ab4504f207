/**
 * The cart's lines (docs/product/api.md "Cart", base /buyer/trade/carts; docs/product/cart.md):
 * the badge's count, the page's view, and every change to it. Each change refreshes everything
 * under lib/query-keys.ts `cartKeys.all` (the badge, the page, the drawer, the checkout), and the
 * server's answer is what shows: a number cut to the stock comes back cut.
 */
import type { CartAddResult, CartView } from '@kaifong/contract'
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { cartKeys } from '../../../lib/query-keys.ts'
import { useSession } from '../../../lib/session.ts'

export const CART = '/buyer/trade/carts'
const sku = (id: string) => encodeURIComponent(id)

/** The number of lines (the badge; 0 for visitors and once the session ends). */
export function useCartCount(): number {
  const { userInfo } = useSession()
  const count = useQuery({
    queryKey: cartKeys.count(userInfo?.id ?? ''),
    queryFn: () => api<number>(`${CART}/count`, { quiet: true }),
    enabled: Boolean(userInfo),
  })
  return userInfo ? (count.data ?? 0) : 0
}

export function useCartView(enabled = true) {
  const { userInfo } = useSession()
  return useQuery({
    queryKey: cartKeys.view,
    queryFn: () => api<CartView>(`${CART}/all`),
    enabled: enabled && Boolean(userInfo),
  })
}

export const refreshCart = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: cartKeys.all })

/** Adds units of a SKU (silently: the caller shows a refusal as a warning). */
export const addToCart = (skuId: string, num: number) =>
  api<CartAddResult>(CART, { method: 'POST', body: { skuId, num }, silent: true })

export const setLineNum = (skuId: string, num: number) =>
  api<CartAddResult>(`${CART}/sku/num/${sku(skuId)}`, { method: 'POST', body: { num } })

export const tickLine = (skuId: string, checked: boolean) =>
  api<null>(`${CART}/sku/checked/${sku(skuId)}`, { method: 'POST', body: { checked } })

export const tickShop = (storeId: string, checked: boolean) =>
  api<null>(`${CART}/store/${encodeURIComponent(storeId)}`, { method: 'POST', body: { checked } })

export const tickAll = (checked: boolean) =>
  api<null>(`${CART}/sku/checked`, { method: 'POST', body: { checked } })

export const removeLines = (skuIds: string[]) =>
  api<null>(`${CART}/sku/remove`, { method: 'DELETE', body: { skuIds } })

export const clearCart = () => api<null>(CART, { method: 'DELETE' })

/** Runs a change, then refreshes the cart's reads whether it worked or not (the server's view wins). */
export function useCartChange() {
  const queryClient = useQueryClient()
  return async <T>(change: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await change()
    } catch {
      // The API client has shown the server's message.
      return undefined
    } finally {
      await refreshCart(queryClient)
    }
  }
}
