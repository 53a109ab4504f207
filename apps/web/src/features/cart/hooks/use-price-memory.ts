/**
 * "Price changed from HK$x" stays while the cart page is open. The server says a line's price moved
 * only once (looking at the cart makes today's price the seen one; docs/product/cart.md), and the
 * page reads the cart again after every tick and change, so the page keeps what it was told.
 */
import type { CartLine, CartView } from '@kaifong/contract'
import { useEffect, useState } from 'react'

export function usePriceMemory(view: CartView | undefined) {
  const [before, setBefore] = useState<Record<string, string>>({})
  useEffect(() => {
    const moved = (view?.shops ?? []).flatMap((s) => s.lines).filter((l) => l.priceChanged)
    if (moved.length === 0) return
    setBefore((prev) => {
      const fresh = moved.filter((l) => prev[l.skuId] === undefined)
      return fresh.length === 0
        ? prev
        : { ...prev, ...Object.fromEntries(fresh.map((l) => [l.skuId, l.priceSeen])) }
    })
  }, [view])
  /** The earlier price of a line whose price differs from it today, else null. */
  return (line: CartLine): string | null => {
    const seen = line.priceChanged ? line.priceSeen : before[line.skuId]
    return seen !== undefined && seen !== line.price ? seen : null
  }
}
