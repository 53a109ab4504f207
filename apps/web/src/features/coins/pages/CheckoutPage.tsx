/**
 * /payMent?paymentId=: the sandbox payment provider's checkout. The payer confirms or lets the
 * payment fail; the provider then notifies our server, which credits the coins once.
 */
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Spinner } from '../../../components/Spinner.tsx'
import { formatHKD } from '../../../lib/format.ts'
import { usePayment, useSandboxDecision } from '../api/topup.ts'

export default function CheckoutPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = params.get('paymentId') ?? ''
  const payment = usePayment(id)
  const decide = useSandboxDecision(id)
  const p = payment.data
  return (
    <section className="page narrow card checkout" data-testid="checkout" aria-busy={decide.isPending}>
      <p className="sandbox-tag">{t('checkout.sandbox')}</p>
      <h1>{t('checkout.title')}</h1>
      {payment.isPending && id && <Spinner label={t('common.loading')} />}
      {(!id || payment.isError) && (
        <>
          <p className="form-error" role="alert">
            {t('checkout.notFound')}
          </p>
          <Link to="/setting/topup">{t('checkout.back')}</Link>
        </>
      )}
      {p && (
        <>
          <dl className="info-list">
            <div>
              <dt>{t('checkout.item')}</dt>
              <dd>{t('topup.coins', { n: p.coins })}</dd>
            </div>
            <div>
              <dt>{t('checkout.amount')}</dt>
              <dd>
                <strong>{formatHKD(p.price)}</strong>
              </dd>
            </div>
            <div>
              <dt>{t('checkout.status')}</dt>
              <dd data-testid="checkout-status">
                <span className={`status status-${p.status.toLowerCase()}`}>
                  {t(`topup.status.${p.status}`)}
                </span>
              </dd>
            </div>
          </dl>
          {p.status === 'PENDING' ? (
            <div className="checkout-actions">
              <button
                type="button"
                className="btn btn-primary"
                data-testid="checkout-pay"
                disabled={decide.isPending}
                onClick={() => decide.mutate('PAID')}
              >
                {decide.isPending ? t('common.loading') : t('checkout.pay', { amount: formatHKD(p.price) })}
              </button>
              <button
                type="button"
                className="btn btn-ghost"
                data-testid="checkout-fail"
                disabled={decide.isPending}
                onClick={() => decide.mutate('FAILED')}
              >
                {t('checkout.fail')}
              </button>
            </div>
          ) : (
            <p className={p.status === 'PAID' ? 'notice notice-ok' : 'form-error'} role="status">
              {t(p.status === 'PAID' ? 'checkout.paid' : 'checkout.failed', { coins: p.coins })}
            </p>
          )}
          <div className="row-wrap">
            {p.status === 'PAID' && (
              <Link className="btn btn-primary" to="/setting/point">
                {t('checkout.viewCoins')}
              </Link>
            )}
            {p.status === 'FAILED' && (
              <Link className="btn btn-primary" to="/setting/topup">
                {t('checkout.tryAgain')}
              </Link>
            )}
            <Link to="/setting/topup">{t('checkout.back')}</Link>
          </div>
        </>
      )}
    </section>
  )
}
