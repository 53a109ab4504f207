/**
 * "Verify your phone first", inline (docs/product/chat.md#talks): the bind dialog opens where the
 * member pressed "chat", "make an offer" or "show contacts", and what they pressed goes ahead once
 * the phone is verified. Render `dialog` where the hook is used.
 */
import { type ReactNode, Suspense, useState } from 'react'
import { useSession } from '../../../lib/session.ts'
import { usePhonesVerified } from '../../site/index.ts'
import type { PhoneReason } from '../components/BindPhoneDialog.tsx'
import { BindPhoneDialog } from '../lazy.ts'

interface Pending {
  reason: PhoneReason
  action: () => void
}

export interface PhoneDialog {
  /** Opens the dialog; `action` runs once the phone is verified (the server said 30001). */
  ask: (reason: PhoneReason, action: () => void) => void
  dialog: ReactNode
}

export function usePhoneDialog(): PhoneDialog {
  const [pending, setPending] = useState<Pending | null>(null)
  const dialog = pending && (
    <Suspense fallback={null}>
      <BindPhoneDialog
        reason={pending.reason}
        onClose={() => setPending(null)}
        onDone={() => {
          setPending(null)
          pending.action()
        }}
      />
    </Suspense>
  )
  return { ask: (reason, action) => setPending({ reason, action }), dialog }
}

/**
 * `run(reason, action)` does `action` at once for a member with a verified phone, or on a site that
 * verifies none (its settings' phoneVerification); otherwise it asks first, before any request
 * the server would refuse.
 */
export function usePhoneGate(): PhoneDialog & { run: (reason: PhoneReason, action: () => void) => void } {
  const { userInfo } = useSession()
  const phonesVerified = usePhonesVerified()
  const phone = usePhoneDialog()
  const needed = phonesVerified && userInfo !== null && !userInfo.phoneVerified
  const run = (reason: PhoneReason, action: () => void) => (needed ? phone.ask(reason, action) : action())
  return { ...phone, run }
}
