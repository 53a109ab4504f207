/**
 * What the top-up and checkout pages say about the payment provider (docs/decisions.md, Top-up):
 * a loud banner when it is the sandbox (no real money), and a clear "unavailable" message with
 * no purchase buttons when the site has none.
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'

export function SandboxBanner() {
  const { t } = useTranslation()
  return (
    <div className="sandbox-banner" role="alert" data-testid="sandbox-banner">
      <strong className="sandbox-banner-title">{t('topup.sandboxTitle')}</strong>
      <span>{t('topup.sandboxText')}</span>
    </div>
  )
}

export function TopUpUnavailable() {
  const { t } = useTranslation()
  return (
    <div className="topup-unavailable" role="alert" data-testid="topup-unavailable">
      <h2>{t('topup.unavailableTitle')}</h2>
      <p>{t('topup.unavailable')}</p>
      <Link to={paths.tasks}>{t('topup.earn')}</Link>
    </div>
  )
}
