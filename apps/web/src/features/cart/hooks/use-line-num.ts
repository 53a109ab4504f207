/**
 * A cart line's number of units as the stepper changes it: shown at once, sent once the member has
 * stopped for CART_NUM_WAIT_MS, and then the server's answer wins (it cuts to the stock and to 99).
 * A newer change overrides the answer of an older one still on its way.
 */
import type { CartLine } from '@kaifong/contract'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../lib/ui.ts'
import { setLineNum } from '../api/cart.ts'

export const CART_NUM_WAIT_MS = 500

export function useLineNum(line: CartLine, onSettled: () => void) {
  const { t } = useTranslation()
  const [num, setNum] = useState(line.num)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const latest = useRef(0)
  const busy = useRef(false)
  const serverNum = useRef(line.num)
  serverNum.current = line.num
  // The server's number, when no change of the member's is waiting or on its way.
  useEffect(() => {
    if (timer.current === null && !busy.current) setNum(line.num)
  }, [line.num])
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  const change = (next: number) => {
    setNum(next)
    if (timer.current) clearTimeout(timer.current)
    const seq = ++latest.current
    timer.current = setTimeout(async () => {
      timer.current = null
      busy.current = true
      try {
        const answer = await setLineNum(line.skuId, next)
        if (seq !== latest.current) return
        setNum(answer.num)
        if (answer.capped) toast(t('cart.numCapped', { n: answer.num }), 'info')
      } catch {
        // The API client has shown the server's message: back to the server's number.
        if (seq === latest.current) setNum(serverNum.current)
      } finally {
        if (seq === latest.current) busy.current = false
        onSettled()
      }
    }, CART_NUM_WAIT_MS)
  }
  return { num, change }
}
