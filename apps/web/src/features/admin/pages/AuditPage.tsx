/**
 * The audit log (docs/admin.md, "Audit log"): every operator action, the newest first, filtered
 * by operator, action prefix (e.g. `member.`), target and dates. A row opens to show the target's
 * state before and after, as JSON. The filter and the page are kept in the address.
 */
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { currentLanguage } from '../../../lib/i18n.ts'
import { AdminField, fieldA11y } from '../components/AdminField.tsx'
import { AdminError, AdminLoading } from '../components/AdminStates.tsx'
import { type AdminColumn, AdminTable } from '../components/AdminTable.tsx'
import { useAuditPage } from '../lib/audit.ts'
import { adminTime } from '../lib/format.ts'
import { useAdminTitle } from '../lib/title.ts'
import { AUDIT_TARGET_TYPES, type AuditFilter, type AuditRow } from '../lib/types.ts'

const FILTER_KEYS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const
type FilterKey = (typeof FILTER_KEYS)[number]
const DATE = /^\d{4}-\d{2}-\d{2}$/

function filterOf(params: URLSearchParams): AuditFilter {
  const filter: AuditFilter = {}
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim()
    if (value) filter[key] = value
  }
  return filter
}

export default function AuditPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const filter = filterOf(params)
  const page = Math.max(1, Number(params.get('page')) || 1)
  useAdminTitle(t('admin.nav.audit'))
  const show = (next: AuditFilter, nextPage = 1) => {
    const query: Record<string, string> = { ...(next as Record<string, string>) }
    if (nextPage > 1) query.page = String(nextPage)
    setParams(query)
  }
  return (
    <section className="adm-page" aria-labelledby="audit-title">
      <div className="adm-page-head">
        <h1 id="audit-title">{t('admin.nav.audit')}</h1>
      </div>
      <AuditFilterForm key={params.toString()} initial={filter} onApply={(next) => show(next)} />
      <AuditTable filter={filter} page={page} onPage={(p) => show(filter, p)} />
    </section>
  )
}

function AuditFilterForm({
  initial,
  onApply,
}: {
  initial: AuditFilter
  onApply: (filter: AuditFilter) => void
}) {
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

const pretty = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)

function AuditTable({
  filter,
  page,
  onPage,
}: {
  filter: AuditFilter
  page: number
  onPage: (page: number) => void
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const audit = useAuditPage(filter, page)
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const toggle = (id: string) =>
    setOpen((ids) => {
      const next = new Set(ids)
      if (!next.delete(id)) next.add(id)
      return next
    })
  if (audit.isPending) return <AdminLoading />
  if (audit.isError) return <AdminError error={audit.error} onRetry={() => void audit.refetch()} />
  const columns: AdminColumn<AuditRow>[] = [
    { key: 'time', header: t('admin.audit.time'), cell: (r) => adminTime(r.createTime, lang) },
    { key: 'actor', header: t('admin.audit.actor'), cell: (r) => r.actorName },
    { key: 'action', header: t('admin.audit.action'), cell: (r) => <code>{r.action}</code> },
    {
      key: 'target',
      header: t('admin.audit.target'),
      cell: (r) =>
        `${t(`admin.audit.targets.${r.targetType}`, { defaultValue: r.targetType })}${r.targetId ? ` #${r.targetId}` : ''}`,
    },
    { key: 'reason', header: t('admin.audit.reason'), cell: (r) => r.reason || '—', className: 'adm-wrap' },
    { key: 'ip', header: t('admin.audit.ip'), cell: (r) => r.ip || '—' },
    {
      key: 'details',
      header: t('admin.audit.details'),
      cell: (r) => (
        <button
          type="button"
          className="adm-link-btn"
          aria-expanded={open.has(r.id)}
          aria-controls={`audit-detail-${r.id}`}
          data-testid="audit-toggle"
          onClick={() => toggle(r.id)}
        >
          {open.has(r.id) ? t('admin.audit.hide') : t('admin.audit.show')}
        </button>
      ),
    },
  ]
  return (
    <AdminTable
      caption={t('admin.audit.caption')}
      columns={columns}
      rows={audit.data.records}
      rowKey={(r) => r.id}
      empty={t('admin.audit.empty')}
      detail={(r) =>
        open.has(r.id) ? (
          <div className="adm-diff" id={`audit-detail-${r.id}`} data-testid="audit-detail">
            <div>
              <h3>{t('admin.audit.before')}</h3>
              <pre>{pretty(r.before)}</pre>
            </div>
            <div>
              <h3>{t('admin.audit.after')}</h3>
              <pre>{pretty(r.after)}</pre>
            </div>
          </div>
        ) : null
      }
      page={audit.data.current}
      pages={audit.data.pages}
      onPage={onPage}
      testId="audit-table"
      rowTestId="audit-row"
      busy={audit.isPlaceholderData}
    />
  )
}
