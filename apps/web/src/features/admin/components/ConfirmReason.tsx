/**
 * Asks an operator to confirm an action and say why (shared by every console page): the reason
 * goes to the audit log, and to the member for a takedown or a ban (docs/admin.md). When
 * `required`, an empty reason is refused here before anything is sent; the server checks again
 * and its error shows under the field.
 */
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/Modal.tsx'
import { AdminField, fieldA11y } from './AdminField.tsx'

/** The longest reason the server takes for a report action or a ban (MODERATION_REASON_MAX). */
export const REASON_MAX = 500

interface Props {
  open: boolean
  title: string
  /** What will happen, in one or two sentences. */
  message?: string
  confirmLabel: string
  required: boolean
  /** A red confirm button for what cannot be undone (delete, ban). */
  danger?: boolean
  pending?: boolean
  /** The server's refusal, shown under the reason. */
  error?: string | null
  /** The longest reason allowed (500 unless given). */
  max?: number
  onSubmit: (reason: string) => void
  onClose: () => void
}

export function ConfirmReason({
  open,
  title,
  message,
  confirmLabel,
  required,
  danger,
  pending,
  error,
  max = REASON_MAX,
  onSubmit,
  onClose,
}: Props) {
  const { t } = useTranslation()
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    if (!open) return
    setReason('')
    setProblem(null)
  }, [open])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const text = reason.trim()
    if (required && !text) return setProblem(t('admin.reason.required'))
    if (text.length > max) return setProblem(t('admin.reason.tooLong', { max }))
    setProblem(null)
    onSubmit(text)
  }
  const shown = problem ?? error ?? null
  return (
    <Modal
      open={open}
      title={title}
      description={message}
      onClose={onClose}
      width={460}
      testId="confirm-reason"
    >
      <form className="adm-form" onSubmit={submit} noValidate>
        <AdminField
          id="confirm-reason-text"
          label={required ? t('admin.reason.label') : t('admin.reason.labelOptional')}
          error={shown}
          hint={t('admin.reason.hint', { max })}
        >
          <textarea
            className="adm-input"
            rows={4}
            value={reason}
            required={required}
            maxLength={max + 100}
            data-autofocus
            data-testid="confirm-reason-input"
            onChange={(e) => setReason(e.target.value)}
            {...fieldA11y('confirm-reason-text', shown, t('admin.reason.hint', { max }))}
          />
        </AdminField>
        <div className="adm-actions">
          <button type="button" className="adm-btn adm-btn-ghost" onClick={onClose}>
            {t('admin.common.cancel')}
          </button>
          <button
            type="submit"
            className={`adm-btn ${danger ? 'adm-btn-danger' : 'adm-btn-primary'}`}
            disabled={pending}
            data-testid="confirm-reason-submit"
          >
            {pending ? t('admin.common.working') : confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  )
}
