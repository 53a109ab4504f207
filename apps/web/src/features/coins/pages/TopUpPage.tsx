/**
 * /setting/topup: coin packages, buying one, and past top-ups with their status. Without a
 * payment provider the page says top-up is unavailable and offers no packages; with the sandbox
 * it says loudly that no real money moves (docs/decisions.md, Top-up).
 */
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { CheckoutLink, goToCheckout } from '../../../components/CheckoutLink.tsx'
import { Icon } from '../../../components/Icon.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { formatDateTime } from '../../../lib/date-time.ts'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { isPaymentsNotConfigured, useBuyPackage, useTopUp } from '../api/topup.ts'
import { SandboxBanner, TopUpUnavailable } from '../components/PaymentNotices.tsx'

export default function TopUpPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { data, isPending, isError } = useTopUp()
  const buy = useBuyPackage()
  const unavailable = data?.provider === null || isPaymentsNotConfigured(buy.error)
  return (
    <div className="stack">
      {data?.provider?.sandbox && !unavailable && <SandboxBanner />}
      <section className="card">
        <h1>{t('topup.title')}</h1>
        {isPending && <Spinner label={t('common.loading')} />}
        {isError && <p className="form-error">{t('errors.loadFailed')}</p>}
        {unavailable && <TopUpUnavailable />}
        {data && !unavailable && (
          <>
            <p className="muted">{t('topup.explain')}</p>
            <ul className="packages">
              {data.packages.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    className="package"
                    data-testid={`package-${p.id}`}
                    disabled={buy.isPending}
                    onClick={() =>
                      buy.mutate(p.id, {
                        onSuccess: (payment) => {
                          if (payment.checkoutUrl) goToCheckout(payment.checkoutUrl, navigate)
                        },
                      })
                    }
                  >
                    <Icon name="coin" size={28} />
                    <strong>{t('topup.coins', { n: p.coins })}</strong>
                    <span className="package-price">{formatHKD(p.price)}</span>
                  </button>
                </li>
              ))}
            </ul>
            {buy.error && (
              <p className="form-error" role="alert">
                {buy.error.message}
              </p>
            )}
          </>
        )}
      </section>
      <section className="card">
        <h2>{t('topup.history')}</h2>
        {data && data.payments.length === 0 && <p className="muted">{t('topup.none')}</p>}
        <ul className="ledger">
          {data?.payments.map((p) => (
            <li key={p.id}>
              <div>
                <strong>{t('topup.coins', { n: p.coins })}</strong>
                <span className="muted small">
                  {formatDateTime(p.createTime, currentLanguage())} · {formatHKD(p.price)}
                </span>
              </div>
              <div className="ledger-amount">
                <span className={`status status-${p.status.toLowerCase()}`}>
                  {t(`topup.status.${p.status}`)}
                </span>
                {p.status === 'PENDING' && p.checkoutUrl && !unavailable && (
                  <CheckoutLink className="small" url={p.checkoutUrl}>
                    {t('topup.continue')}
                  </CheckoutLink>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
