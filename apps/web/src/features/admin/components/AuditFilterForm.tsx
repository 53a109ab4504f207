/**
 * The audit log's filter (docs/admin.md, "Audit log"): operator, action prefix (e.g. `member.`),
 * target and dates, the dates checked before the filter is applied.
 */
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AUDIT_TARGET_TYPES, type AuditFilter } from '../lib/types.ts'
import { AdminField, fieldA11y } from './AdminField.tsx'

export const FILTER_KEYS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const
type FilterKey = (typeof FILTER_KEYS)[number]
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** The form's values and problems, checked before the filter is applied. */
function useFilterForm(initial: AuditFilter, onApply: (filter: AuditFilter) => void) {
  const { t } = useTranslation()
  const [values, setValues] = useState<Record<FilterKey, string>>(() => ({
    actor: initial.actor ?? '',
    action: initial.action ?? '',
    targetType: initial.targetType ?? '',
    targetId: initial.targetId ?? '',
    from: initial.from ?? '',
    to: initial.to ?? '',
  }))
  const [errors, setErrors] = useState<Partial<Record<FilterKey, string>>>({})
  const set = (key: FilterKey) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const problems: Partial<Record<FilterKey, string>> = {}
    for (const key of ['from', 'to'] as const)
      if (values[key] && !DATE.test(values[key])) problems[key] = t('admin.audit.badDate')
    if (!problems.from && !problems.to && values.from && values.to && values.from > values.to)
      problems.to = t('admin.audit.rangeOrder')
    setErrors(problems)
    if (Object.keys(problems).length) return
    const next: AuditFilter = {}
    for (const key of FILTER_KEYS) if (values[key].trim()) next[key] = values[key].trim()
    onApply(next)
  }
  const input = (key: FilterKey, extra: Record<string, unknown> = {}) => ({
    value: values[key],
    onChange: set(key),
    name: key,
    'data-testid': `audit-${key}`,
    ...extra,
  })
  return { errors, submit, input }
}

export function AuditFilterForm({
  initial,
  onApply,
}: {
  initial: AuditFilter
  onApply: (filter: AuditFilter) => void
}) {
  const { t } = useTranslation()
  const { errors, submit, input } = useFilterForm(initial, onApply)
  return (
    <form className="adm-filter" onSubmit={submit} noValidate aria-label={t('admin.audit.filter')}>
      <AdminField
        id="audit-actor"
        label={t('admin.audit.actor')}
        error={errors.actor}
        input={input('actor')}
      />
      <AdminField
        id="audit-action"
        label={t('admin.audit.action')}
        hint={t('admin.audit.actionHint')}
        input={input('action', { spellCheck: false, autoCapitalize: 'none' })}
      />
      <AdminField id="audit-targetType" label={t('admin.audit.targetType')}>
        <select className="adm-input" {...input('targetType')} {...fieldA11y('audit-targetType')}>
          <option value="">{t('admin.audit.anyTarget')}</option>
          {AUDIT_TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`admin.audit.targets.${type}`)}
            </option>
          ))}
        </select>
      </AdminField>
      <AdminField id="audit-targetId" label={t('admin.audit.targetId')} input={input('targetId')} />
      <AdminField
        id="audit-from"
        label={t('admin.audit.from')}
        error={errors.from}
        input={input('from', { type: 'date' })}
      />
      <AdminField
        id="audit-to"
        label={t('admin.audit.to')}
        error={errors.to}
        input={input('to', { type: 'date' })}
      />
      <div className="adm-actions">
        <button type="submit" className="adm-btn adm-btn-primary" data-testid="audit-apply">
          {t('admin.audit.apply')}
        </button>
        <button type="button" className="adm-btn adm-btn-ghost" onClick={() => onApply({})}>
          {t('admin.audit.clear')}
        </button>
      </div>
    </form>
  )
}
