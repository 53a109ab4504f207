/**
 * How many cards one slide of the popular carousel shows (docs/product/screens.md): 5, 4, 3 or 2 at widths of at
 * least 1280, 1024, 768 and below. Resizes are debounced by 200 ms (docs/product/constants.md).
 */
import { MOBILE_BREAKPOINT } from '@kaifong/contract'
import { useEffect, useState } from 'react'

export const RESIZE_DEBOUNCE_MS = 200

export function itemsPerSlide(width: number): number {
  if (width >= 1280) return 5
  if (width >= 1024) return 4
  if (width >= MOBILE_BREAKPOINT) return 3
  return 2
}

const now = () => (typeof window === 'undefined' ? 1280 : itemsPerSlide(window.innerWidth))

export function useItemsPerSlide(): number {
  const [per, setPer] = useState(now)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const onResize = () => {
      clearTimeout(timer)
      timer = setTimeout(() => setPer(now()), RESIZE_DEBOUNCE_MS)
    }
    window.addEventListener('resize', onResize)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('resize', onResize)
    }
  }, [])
  return per
}
