/**
 * When a verification code's "cannot be empty" may show (docs/product/validation.md#phone): after a
 * submit attempt, or once the user leaves the empty box for somewhere other than its own "send
 * code" button. Not while they are still getting the code, and not right after it was sent.
 */
import { type FocusEvent, useCallback, useState } from 'react'

export function useCodeEmptyGate() {
  const [leftEmpty, setLeftEmpty] = useState(false)
  const onBlur = useCallback((e: FocusEvent<HTMLInputElement>) => {
    const box = e.currentTarget
    const next = e.relatedTarget
    const toOwnButton = next instanceof Node && Boolean(box.parentElement?.contains(next))
    setLeftEmpty(box.value.trim() === '' && !toOwnButton)
  }, [])
  const reset = useCallback(() => setLeftEmpty(false), [])
  /** The field's message key as it may be shown now, given whether a submit was tried. */
  const shown = (message: string | undefined, submitted: boolean) =>
    message === 'code.required' && !submitted && !leftEmpty ? undefined : message
  return { onBlur, reset, shown }
}
