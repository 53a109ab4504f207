/**
 * /payMent?paymentId=: the sandbox payment provider's checkout. The payer confirms or lets the
 * payment fail; the provider then notifies our server, which credits the coins once. The page
 * says loudly that it is a sandbox, and offers no buttons when the sandbox is off
 * (docs/decisions.md, Top-up).
 */
import type { Payment } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Spinner } from '../../../components/Spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { formatHKD } from '../../../lib/format.ts'
import { usePayment, useSandboxDecision, useTopUp } from '../api/topup.ts'
import { CheckoutLink, SandboxBanner, TopUpUnavailable } from '../components/PaymentNotices.tsx'

export default function CheckoutPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = params.get('paymentId') ?? ''
  const payment = usePayment(id)
  const overview = useTopUp()
  const decide = useSandboxDecision(id)
  const p = payment.data
  const provider = overview.data?.provider
  return (
    <section className="page narrow card checkout" data-testid="checkout" aria-busy={decide.isPending}>
      {provider?.sandbox && <SandboxBanner />}
      <h1>{t('checkout.title')}</h1>
      {provider === null && <TopUpUnavailable />}
      {overview.isError && <p className="form-error">{t('errors.loadFailed')}</p>}
      {((payment.isPending && id) || overview.isPending) && <Spinner label={t('common.loading')} />}
      {(!id || payment.isError) && (
        <>
          <p className="form-error" role="alert">
            {t('checkout.notFound')}
          </p>
          <Link to={paths.topUp}>{t('checkout.back')}</Link>
        </>
      )}
      {p && (
        <>
          <PaymentFacts payment={p} />
          {p.status === 'PENDING' && provider?.sandbox && <SandboxActions payment={p} decide={decide} />}
          {p.status === 'PENDING' && provider && !provider.sandbox && p.checkoutUrl && (
            <CheckoutLink className="btn btn-primary" url={p.checkoutUrl}>
              {t('topup.continue')}
            </CheckoutLink>
          )}
          <PaymentOutcome payment={p} />
        </>
      )}
    </section>
  )
}

/** What is bought, for how much, and where the payment stands. */
function PaymentFacts({ payment: p }: { payment: Payment }) {
  const { t } = useTranslation()
  return (
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
          <span className={`status status-${p.status.toLowerCase()}`}>{t(`topup.status.${p.status}`)}</span>
        </dd>
      </div>
    </dl>
  )
}

interface SandboxProps {
  payment: Payment
  decide: ReturnType<typeof useSandboxDecision>
}

/** The sandbox's pay and fail buttons for a pending payment, and why a decision was refused. */
function SandboxActions({ payment: p, decide }: SandboxProps) {
  const { t } = useTranslation()
  return (
    <>
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
      {decide.error && (
        <p className="form-error" role="alert">
          {decide.error.message}
        </p>
      )}
    </>
  )
}

/** Paid or failed, said, and the ways on from there. */
function PaymentOutcome({ payment: p }: { payment: Payment }) {
  const { t } = useTranslation()
  return (
    <>
      {p.status !== 'PENDING' && (
        <p className={p.status === 'PAID' ? 'notice notice-ok' : 'form-error'} role="status">
          {t(p.status === 'PAID' ? 'checkout.paid' : 'checkout.failed', { coins: p.coins })}
        </p>
      )}
      <div className="row-wrap">
        {p.status === 'PAID' && (
          <Link className="btn btn-primary" to={paths.coins}>
            {t('checkout.viewCoins')}
          </Link>
        )}
        {p.status === 'FAILED' && (
          <Link className="btn btn-primary" to={paths.topUp}>
            {t('checkout.tryAgain')}
          </Link>
        )}
        <Link to={paths.topUp}>{t('checkout.back')}</Link>
      </div>
    </>
  )
}
