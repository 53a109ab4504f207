/** /setting/topup: coin packages, buying one, and past top-ups with their status. */
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { Icon } from '../../../components/Icon.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { useBuyPackage, useTopUp } from '../api/topup.ts'
import { formatDateTime } from '../format.ts'

export default function TopUpPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { data, isPending, isError } = useTopUp()
  const buy = useBuyPackage()
  return (
    <div className="stack">
      <section className="card">
        <h1>{t('topup.title')}</h1>
        <p className="muted">{t('topup.explain')}</p>
        {isPending && <Spinner label={t('common.loading')} />}
        {isError && <p className="form-error">{t('errors.loadFailed')}</p>}
        <ul className="packages">
          {data?.packages.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="package"
                data-testid={`package-${p.id}`}
                disabled={buy.isPending}
                onClick={() =>
                  buy.mutate(p.id, { onSuccess: (payment) => void navigate(payment.checkoutUrl) })
                }
              >
                <Icon name="coin" size={28} />
                <strong>{t('topup.coins', { n: p.coins })}</strong>
                <span className="package-price">{formatHKD(p.price)}</span>
              </button>
            </li>
          ))}
        </ul>
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
                {p.status === 'PENDING' && (
                  <Link className="small" to={p.checkoutUrl}>
                    {t('topup.continue')}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
