/**
 * "Add to cart" and "buy now" on a shop listing (docs/product/cart.md, "Lines"): visitors get the
 * login dialog and come back to the listing; a refusal (sold out, the shop closed, one's own goods)
 * shows the server's message as a warning. Buy now adds the units, makes the line hold exactly
 * them, ticks only that line and goes to the checkout.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { openAuth, toast } from '../../../lib/ui.ts'
import { addToCart, refreshCart, setLineNum, tickAll, tickLine } from '../api/cart.ts'

export function useAddToCart() {
  const { t } = useTranslation()
  const { userInfo } = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState<'add' | 'buy' | null>(null)

  const run = async (skuId: string, num: number, buyNow: boolean) => {
    if (!userInfo) {
      openAuth('login', location.pathname + location.search, { reason: 'cart' })
      return
    }
    setBusy(buyNow ? 'buy' : 'add')
    try {
      const added = await addToCart(skuId, num)
      if (buyNow) {
        if (added.num !== num) await setLineNum(skuId, num)
        await tickAll(false)
        await tickLine(skuId, true)
        await refreshCart(queryClient)
        void navigate(paths.cartCheckout)
        return
      }
      if (added.capped) toast(t('cart.sku.capped', { n: added.num }), 'info')
      else toast(t('cart.sku.added'), 'success')
      await refreshCart(queryClient)
    } catch (err) {
      // A 401 has opened the login dialog already.
      if (err instanceof ApiError && err.status !== 401) toast(err.message, 'warning')
      await refreshCart(queryClient)
    } finally {
      setBusy(null)
    }
  }
  return { run, busy }
}
