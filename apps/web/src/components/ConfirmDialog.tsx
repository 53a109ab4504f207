/** Asks before doing something that cannot be undone quietly (log out, delete …). */
import { useTranslation } from 'react-i18next'
import { FormActions } from './FormActions.tsx'
import { Modal } from './Modal.tsx'

interface Props {
  open: boolean
  title: string
  message: string
  confirmLabel?: string
  onConfirm: () => void
  onCancel: () => void
}

export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel }: Props) {
  const { t } = useTranslation()
  return (
    <Modal open={open} title={title} onClose={onCancel} width={380}>
      <p className="confirm-text">{message}</p>
      <FormActions
        label={confirmLabel ?? t('common.confirm')}
        testId="confirm-ok"
        onCancel={onCancel}
        onClick={onConfirm}
      />
    </Modal>
  )
}
