/** The reports of one listing or chat: who, why, what they wrote, when, and how each was settled. */
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../../lib/i18n.ts'
import { type AdminColumn, AdminTable, adminTime } from '../../admin/index.ts'
import { reasonKey } from '../lib/reasons.ts'
import type { ReportEntry, ReportKind } from '../lib/types.ts'

export function ReportEntries({ kind, reports }: { kind: ReportKind; reports: ReportEntry[] }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const columns: AdminColumn<ReportEntry>[] = [
    { key: 'reporter', header: t('admin.reports.col.reporter'), cell: (r) => r.reporterName },
    { key: 'reason', header: t('admin.reports.col.reason'), cell: (r) => t(reasonKey(kind, r.typeNum)) },
    {
      key: 'context',
      header: t('admin.reports.col.context'),
      cell: (r) => r.context || <span className="adm-muted">{t('admin.common.none')}</span>,
      className: 'adm-wrap',
    },
    { key: 'time', header: t('admin.reports.col.time'), cell: (r) => adminTime(r.createTime, lang) },
    {
      key: 'status',
      header: t('admin.reports.col.status'),
      cell: (r) => (
        <span className={`adm-badge${r.status === 'OPEN' ? ' adm-badge-warn' : ''}`}>
          {t(`admin.reports.status.${r.status}`)}
          {r.outcome ? ` · ${t(`admin.reports.outcome.${r.outcome}`, { defaultValue: r.outcome })}` : ''}
        </span>
      ),
    },
  ]
  return (
    <section className="adm-panel" aria-labelledby="reports-list-title">
      <h2 id="reports-list-title">{t('admin.reports.listTitle', { count: reports.length })}</h2>
      <AdminTable
        caption={t('admin.reports.listTitle', { count: reports.length })}
        columns={columns}
        rows={reports}
        rowKey={(r) => r.id}
        testId="report-entries"
        rowTestId="report-entry"
      />
    </section>
  )
}
