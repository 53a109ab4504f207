/**
 * What a page that failed to render shows (a bug, or a page's code that failed to load after a
 * deploy): a plain explanation, a reload and a way home, inside the normal frame where possible.
 */
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router'
import { Icon } from '../../components/Icon.tsx'
import { paths } from '../../config/paths.ts'

export function RouteError() {
  const { t } = useTranslation()
  const error = useRouteError()
  console.error(error)
  return (
    <section className="page narrow card center" role="alert">
      <Icon name="compass" size={56} className="big-icon" />
      <h1>{t('errors.operationFailed')}</h1>
      <p className="muted">{t('errors.loadFailed')}</p>
      <div className="row-wrap" style={{ justifyContent: 'center' }}>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
        <a className="btn btn-outline" href={paths.home}>
          {t('common.backHome')}
        </a>
      </div>
    </section>
  )
}
