/**
 * Binding a phone where it is needed (docs/product/chat.md#talks): a member without a verified phone
 * who presses "chat", "make an offer" or "show contacts" gets the bind form in a dialog there, and
 * what they pressed goes ahead once the phone is verified.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/Modal.tsx'
import { BindPhoneForm } from './BindPhoneForm.tsx'

/** What the member was doing: the dialog says why it asks. */
export type PhoneReason = 'chat' | 'offer' | 'contacts'

interface Props {
  reason: PhoneReason
  onClose: () => void
  /** The phone is verified (the session's member says so already). */
  onDone: () => void
}

export function BindPhoneDialog({ reason, onClose, onDone }: Props) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return (
    <Modal
      open
      title={t('auth.bind.title')}
      description={t(`auth.bind.reason.${reason}`)}
      onClose={onClose}
      testId="bind-phone-dialog"
    >
      <BindPhoneForm
        onDone={() => {
          // A first verified phone pays the task reward and awards a medal: show them fresh.
          void queryClient.invalidateQueries({ queryKey: ['coins'] })
          void queryClient.invalidateQueries({ queryKey: ['medals'] })
          onDone()
        }}
      />
    </Modal>
  )
}
