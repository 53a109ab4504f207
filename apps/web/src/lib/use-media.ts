/** Whether the viewport is mobile-sized (docs/product/constants.md: 768 px, resize debounced 200 ms). */
import { MOBILE_BREAKPOINT } from '@kaifong/contract'
import { useEffect, useState } from 'react'

const isMobileNow = () => typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT

export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(isMobileNow)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const onResize = () => {
      clearTimeout(timer)
      timer = setTimeout(() => setMobile(isMobileNow()), 200)
    }
    window.addEventListener('resize', onResize)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('resize', onResize)
    }
  }, [])
  return mobile
}
