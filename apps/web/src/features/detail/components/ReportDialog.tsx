/**
 * Report a listing (docs/product/data.md, validation.md): one of the reasons 0–6; the description appears only for
 * "other" (6) and is then required, checked when the field is left. Validated with the
 * contract's reportBody, the same schema the server uses.
 */
import { REPORT_CONTEXT_MAX, REPORT_REASONS, type ReportBody, reportBody } from '@kaifong/contract'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormError } from '../../../components/FormError.tsx'
import { Modal } from '../../../components/Modal.tsx'
import { ApiError } from '../../../lib/api.ts'
import { translateIssue } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'
import { useReportGoods } from '../api/report.ts'
import './dialogs.css'
import { FormActions } from '../../../components/FormActions.tsx'

const OTHER = REPORT_REASONS.length - 1

export interface ReportTarget {
  id: string
  goodsName: string
  goodsPicture: string
}

interface Props {
  goods: ReportTarget
  open: boolean
  onClose: () => void
}

export function ReportDialog({ goods, open, onClose }: Props) {
  const { t } = useTranslation()
  return (
    <Modal open={open} title={t('detail.report.title')} onClose={onClose} width={480} testId="report-dialog">
      {open && <ReportForm goods={goods} onDone={onClose} />}
    </Modal>
  )
}

type Errors = Partial<Record<'typeNum' | 'context', string>>

/** The form's state, checked with the contract's reportBody, and its sending. */
function useReportForm(goods: ReportTarget, onDone: () => void) {
  const { t } = useTranslation()
  const report = useReportGoods()
  const [typeNum, setTypeNum] = useState<number | null>(null)
  const [context, setContext] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const isOther = typeNum === OTHER

  const body = (): ReportBody => ({
    typeNum: typeNum ?? -1,
    context: isOther ? context : '',
    type: typeNum === null ? undefined : REPORT_REASONS[typeNum],
    goodsId: goods.id,
    goodsName: goods.goodsName,
    goodsPicture: goods.goodsPicture,
  })
  const check = (): Errors => {
    const parsed = reportBody.safeParse(body())
    const found: Errors = {}
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0]
      if ((field === 'typeNum' || field === 'context') && !found[field])
        found[field] = translateIssue(issue.message)
    }
    return found
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = check()
    setErrors(found)
    setFormError(null)
    if (found.typeNum || found.context) return
    report.mutate(body(), {
      onSuccess: () => {
        toast(t('detail.report.done'), 'success')
        onDone()
      },
      onError: (err) => {
        const field = err instanceof ApiError ? err.fields.find((f) => f.field === 'context') : undefined
        if (field) setErrors({ context: field.message })
        else setFormError(err.message)
      },
    })
  }
  const choose = (i: number) => {
    setTypeNum(i)
    setErrors({})
  }
  const checkNow = () => setErrors(check())
  return {
    typeNum,
    choose,
    context,
    setContext,
    isOther,
    errors,
    checkNow,
    formError,
    submit,
    pending: report.isPending,
  }
}

function ReportForm({ goods, onDone }: { goods: ReportTarget; onDone: () => void }) {
  const { t } = useTranslation()
  const form = useReportForm(goods, onDone)
  const { errors } = form

  return (
    <form className="form report-form" noValidate onSubmit={form.submit}>
      <p className="muted small">{t('detail.report.intro', { name: goods.goodsName })}</p>
      <fieldset
        className="report-reasons"
        aria-describedby={errors.typeNum ? 'report-type-error' : undefined}
      >
        <legend>{t('detail.report.reason')}</legend>
        {REPORT_REASONS.map((key, i) => (
          <label key={key} className="check">
            <input
              type="radio"
              name="report-reason"
              value={i}
              checked={form.typeNum === i}
              onChange={() => form.choose(i)}
            />
            <span>{t(`detail.report.reasons.${key}`)}</span>
          </label>
        ))}
        {errors.typeNum && (
          <p className="field-error" id="report-type-error" role="alert">
            {errors.typeNum}
          </p>
        )}
      </fieldset>
      {form.isOther && (
        <ContextField
          value={form.context}
          error={errors.context}
          onChange={form.setContext}
          onBlur={form.checkNow}
        />
      )}
      <FormError message={form.formError} />
      <FormActions label={t('detail.report.submit')} testId="report-submit" pending={form.pending} />
    </form>
  )
}

interface ContextProps {
  value: string
  error: string | undefined
  onChange: (value: string) => void
  onBlur: () => void
}

/** The description, for "other" only: required, checked when the field is left. */
function ContextField({ value, error, onChange, onBlur }: ContextProps) {
  const { t } = useTranslation()
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor="report-context">{t('detail.report.context')}</label>
      <textarea
        id="report-context"
        name="context"
        rows={4}
        maxLength={REPORT_CONTEXT_MAX}
        value={value}
        placeholder={t('detail.report.contextPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'report-context-error' : 'report-context-count'}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {error ? (
        <p className="field-error" id="report-context-error" role="alert">
          {error}
        </p>
      ) : (
        <p className="field-hint" id="report-context-count">
          {value.length} / {REPORT_CONTEXT_MAX}
        </p>
      )}
    </div>
  )
}
