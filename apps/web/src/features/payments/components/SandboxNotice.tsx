/**
 * Every payment page says loudly when the provider is the sandbox: no money moves (docs/product/money.md,
 * "Payments"). The same banner style as the top-up page's.
 */
import { useTranslation } from 'react-i18next'

export function SandboxNotice() {
  const { t } = useTranslation()
  return (
    <div className="sandbox-banner" role="note" data-testid="sandbox-banner">
      <strong className="sandbox-banner-title">{t('checkout.sandbox.title')}</strong>
      <span>{t('checkout.sandbox.text')}</span>
    </div>
  )
}
