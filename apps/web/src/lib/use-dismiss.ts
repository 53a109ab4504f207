/** Closes a popup (menu, dropdown) when the pointer goes down outside of it. */
import { type RefObject, useEffect } from 'react'

export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, dismiss: () => void): void {
  useEffect(() => {
    if (!open) return
    const onDown = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) dismiss()
    }
    document.addEventListener('mousedown', onDown)
    return () => document.removeEventListener('mousedown', onDown)
  }, [ref, open, dismiss])
}
