/** Asks before doing something that cannot be undone quietly (log out, delete …). */
import { useTranslation } from 'react-i18next'
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
      <div className="row-end">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-primary" data-testid="confirm-ok" onClick={onConfirm}>
          {confirmLabel ?? t('common.confirm')}
        </button>
      </div>
    </Modal>
  )
}
