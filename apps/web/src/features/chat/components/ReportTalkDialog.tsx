/**
 * Reporting a talk (docs/product/chat.md "Reporting"): one of TALK_REPORT_REASONS, and a text
 * that "other" needs. The server keeps the talk's last 50 messages with it.
 */
import { TALK_REPORT_CONTEXT_MAX, TALK_REPORT_REASONS } from '@kaifong/contract'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormActions } from '../../../components/FormActions.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { Modal } from '../../../components/Modal.tsx'
import { ApiError } from '../../../lib/api.ts'
import { toast } from '../../../lib/ui.ts'
import { useReportTalk } from '../api/report.ts'

const OTHER = TALK_REPORT_REASONS.length - 1

export function ReportTalkDialog({ talkId, onClose }: { talkId: string; onClose: () => void }) {
  const { t } = useTranslation()
  const report = useReportTalk()
  const [reason, setReason] = useState<number | null>(null)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (reason === null) return setError(t('chat.report.pickReason'))
    if (reason === OTHER && !text.trim()) return setError(t('chat.report.textRequired'))
    setError(null)
    report.mutate(
      { talkId, typeNum: reason, context: text.trim() },
      {
        onSuccess: () => {
          toast(t('chat.report.done'), 'success')
          onClose()
        },
        onError: (err) => setError(err instanceof ApiError ? err.message : t('errors.network')),
      },
    )
  }

  return (
    <Modal open title={t('chat.report.title')} onClose={onClose} width={460} testId="report-talk-dialog">
      <form className="form" noValidate onSubmit={submit}>
        <fieldset className="talk-report-reasons">
          <legend>{t('chat.report.reason')}</legend>
          {TALK_REPORT_REASONS.map((key, i) => (
            <label key={key} className="check">
              <input
                type="radio"
                name="reason"
                value={i}
                checked={reason === i}
                onChange={() => setReason(i)}
                data-autofocus={i === 0 ? true : undefined}
              />
              <span>{t(`chat.report.reasons.${key}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="report-talk-text">
            {t('chat.report.text')}
            {reason !== OTHER && <span className="muted small"> ({t('common.optional')})</span>}
          </label>
          <textarea
            id="report-talk-text"
            rows={3}
            maxLength={TALK_REPORT_CONTEXT_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <FormError message={error} />
        <FormActions
          label={t('chat.report.submit')}
          testId="report-submit"
          pending={report.isPending}
          onCancel={onClose}
        />
      </form>
    </Modal>
  )
}
