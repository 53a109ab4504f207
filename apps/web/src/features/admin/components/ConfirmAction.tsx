/**
 * Asks before an operator action that takes no reason (cancel a scheduled notice, delete a banner
 * or an article, remove a hot word rule): what will happen, Cancel and the action, the server's
 * refusal if it comes.
 */
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/Modal.tsx'

interface Props {
  open: boolean
  title: string
  message: string
  confirmLabel: string
  danger?: boolean
  pending?: boolean
  error?: string | null
  onConfirm: () => void
  onClose: () => void
}

export function ConfirmAction({
  open,
  title,
  message,
  confirmLabel,
  danger,
  pending,
  error,
  onConfirm,
  onClose,
}: Props) {
  const { t } = useTranslation()
  return (
    <Modal
      open={open}
      title={title}
      description={message}
      onClose={onClose}
      width={420}
      testId="confirm-action"
    >
      {error && (
        <p className="adm-field-error" role="alert">
          {error}
        </p>
      )}
      <div className="adm-actions">
        <button type="button" className="adm-btn adm-btn-ghost" onClick={onClose}>
          {t('adminContent.common.cancel')}
        </button>
        <button
          type="button"
          className={`adm-btn ${danger ? 'adm-btn-danger' : 'adm-btn-primary'}`}
          disabled={pending}
          data-autofocus
          data-testid="confirm-action-ok"
          onClick={onConfirm}
        >
          {pending ? t('adminContent.common.working') : confirmLabel}
        </button>
      </div>
    </Modal>
  )
}
