/**
 * The audit log (docs/admin.md, "Audit log"): every operator action, the newest first, filtered
 * by operator, action prefix (e.g. `member.`), target and dates. A row opens to show the target's
 * state before and after, as JSON. The filter and the page are kept in the address.
 */
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { AuditFilterForm, FILTER_KEYS } from '../components/AuditFilterForm.tsx'
import { AuditTable } from '../components/AuditTable.tsx'
import { useAdminTitle } from '../lib/title.ts'
import type { AuditFilter } from '../lib/types.ts'

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
