/** A seconds countdown, e.g. the 60 s wait before a code can be sent again. */
import { useCallback, useEffect, useState } from 'react'

export function useCountdown() {
  const [left, setLeft] = useState(0)
  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])
  const start = useCallback((seconds: number) => setLeft(seconds), [])
  return { left, running: left > 0, start }
}
