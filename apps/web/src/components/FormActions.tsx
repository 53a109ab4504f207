/**
 * The closing row of a form or dialog: Cancel (when `onCancel` is given) and the main action.
 * The main action submits its form unless it has an `onClick`; while `pending` it is disabled and
 * says it is working.
 */
import { useTranslation } from 'react-i18next'

interface Props {
  label: string
  testId?: string
  pending?: boolean
  disabled?: boolean
  onCancel?: () => void
  onClick?: () => void
}

export function FormActions({ label, testId, pending = false, disabled = false, onCancel, onClick }: Props) {
  const { t } = useTranslation()
  return (
    <div className="row-end">
      {onCancel && (
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      )}
      <button
        type={onClick ? 'button' : 'submit'}
        className="btn btn-primary"
        disabled={pending || disabled}
        data-testid={testId}
        onClick={onClick}
      >
        {pending ? t('common.loading') : label}
      </button>
    </div>
  )
}
