/** The balance, and the lock after 5 wrong payment passwords (until when, and how to lift it). */
import type { WalletCheck } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/date-time.ts'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'

export function WalletSummary({ check }: { check: WalletCheck }) {
  const { t } = useTranslation()
  return (
    <section className="card wallet-hero" aria-labelledby="wallet-title">
      <h1 id="wallet-title">{t('wallet.title')}</h1>
      <p className="muted small">{t('wallet.balance')}</p>
      <p className="wallet-balance" data-testid="wallet-balance">
        {formatHKD(check.balance)}
      </p>
      <p className="muted small">{t('wallet.explain')}</p>
      {check.lockedUntil && (
        <p className="form-error" role="alert" data-testid="wallet-locked">
          {t('wallet.locked', { time: formatDateTime(check.lockedUntil, currentLanguage()) })}
        </p>
      )}
      <nav className="row-wrap wallet-jumps" aria-label={t('wallet.jump')}>
        <a className="btn btn-primary btn-small" href="#wallet-recharge">
          {t('wallet.recharge.title')}
        </a>
        <a className="btn btn-outline btn-small" href="#wallet-withdraw">
          {t('wallet.withdraw.title')}
        </a>
        <a className="btn btn-ghost btn-small" href="#wallet-history">
          {t('wallet.history.title')}
        </a>
      </nav>
    </section>
  )
}
