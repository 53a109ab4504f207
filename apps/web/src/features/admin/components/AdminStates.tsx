/** Loading, failure and "not allowed" states of a console page (shared by every console page). */
import { useTranslation } from 'react-i18next'
import { ApiError } from '../lib/admin-api.ts'

export function AdminLoading() {
  const { t } = useTranslation()
  return (
    <p className="adm-loading" role="status" data-testid="admin-loading">
      {t('admin.common.loading')}
    </p>
  )
}

/** The server's own (localized) message when there is one, with a retry. */
export function AdminError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation()
  const message = error instanceof ApiError && error.message ? error.message : t('admin.common.loadFailed')
  return (
    <div className="adm-error" role="alert" data-testid="admin-error">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="adm-btn adm-btn-ghost" onClick={onRetry}>
          {t('admin.common.retry')}
        </button>
      )}
    </div>
  )
}

/** A page the operator's rights do not open (the server would refuse it with 60001 too). */
export function AdminForbidden() {
  const { t } = useTranslation()
  return (
    <div className="adm-error" role="alert" data-testid="admin-forbidden">
      <h1>{t('admin.forbidden.title')}</h1>
      <p>{t('admin.forbidden.body')}</p>
    </div>
  )
}
