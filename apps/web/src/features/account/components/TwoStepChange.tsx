/**
 * The dialog of an email or phone change (docs/product/states-and-notices.md, "Email and phone
 * change"): step 1 proves the current value, step 2 sets the new one. When step 2 hears that the
 * proof lapsed, the dialog goes back to step 1 and says why; closing starts over next time.
 */
import { type ReactNode, useState } from 'react'
import { Modal } from '../../../components/Modal.tsx'

export interface VerifyStepProps {
  /** Why step 1 is shown again (the proof lapsed), or null. */
  notice: string | null
  onVerified: () => void
  onCancel: () => void
}

export interface ChangeStepProps {
  onLapsed: (message: string) => void
  onDone: () => void
  onCancel: () => void
}

interface Props {
  open: boolean
  title: string
  testId: string
  onClose: () => void
  verify: (step: VerifyStepProps) => ReactNode
  change: (step: ChangeStepProps) => ReactNode
}

export function TwoStepChange({ open, title, testId, onClose, verify, change }: Props) {
  const [verified, setVerified] = useState(false)
  const [lapsed, setLapsed] = useState<string | null>(null)
  const close = () => {
    setVerified(false)
    setLapsed(null)
    onClose()
  }
  return (
    <Modal open={open} title={title} onClose={close} testId={testId}>
      {verified
        ? change({
            onLapsed: (message) => {
              setLapsed(message)
              setVerified(false)
            },
            onDone: close,
            onCancel: close,
          })
        : verify({
            notice: lapsed,
            onVerified: () => {
              setLapsed(null)
              setVerified(true)
            },
            onCancel: close,
          })}
    </Modal>
  )
}
