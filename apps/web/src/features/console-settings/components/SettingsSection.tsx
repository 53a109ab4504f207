/** A settings section's frame (its heading, loading and failure, the form once loaded) and its forms' save row. */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminError, AdminLoading } from '../../admin/index.ts'
import type { useSettings } from '../lib/settings.ts'

/** A section's frame: its heading, loading and failure, and the form once loaded. */
export function SettingsSection<T>({
  id,
  title,
  query,
  children,
}: {
  id: string
  title: string
  query: ReturnType<typeof useSettings<T>>['query']
  children: (value: T) => ReactNode
}) {
  return (
    <section className="adm-panel" aria-labelledby={id} data-testid={`settings-${id}`}>
      <h2 id={id}>{title}</h2>
      {query.isPending ? (
        <AdminLoading />
      ) : query.isError ? (
        <AdminError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </section>
  )
}

export function Saved({ show, testId }: { show: boolean; testId: string }) {
  const { t } = useTranslation()
  return (
    <p role="status" className="adc-ok" data-testid={testId}>
      {show ? t('adminContent.common.saved') : ''}
    </p>
  )
}

export function SaveButton({ pending, testId }: { pending: boolean; testId: string }) {
  const { t } = useTranslation()
  return (
    <button type="submit" className="adm-btn adm-btn-primary" disabled={pending} data-testid={testId}>
      {pending ? t('adminContent.common.saving') : t('adminContent.common.save')}
    </button>
  )
}
