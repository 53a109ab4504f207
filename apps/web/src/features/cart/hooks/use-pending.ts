/**
 * A choice shown at once while it goes to the server: radios and selects show `pending` until the
 * change has settled and the checkout has been read again (then the server's choice shows).
 */
import { useState } from 'react'

export function usePending<T>() {
  const [pending, setPending] = useState<T | null>(null)
  const choose = (value: T, change: Promise<unknown>) => {
    setPending(value)
    void change.finally(() => setPending(null))
  }
  return [pending, choose] as const
}
