/** The audit log's rows, the newest first; a row opens to show the target's state before and after, as JSON. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../../lib/i18n.ts'
import { useAuditPage } from '../lib/audit.ts'
import { adminTime } from '../lib/format.ts'
import type { AuditFilter, AuditRow } from '../lib/types.ts'
import { AdminError, AdminLoading } from './AdminStates.tsx'
import { type AdminColumn, AdminTable } from './AdminTable.tsx'

const pretty = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)

export function AuditTable({
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
