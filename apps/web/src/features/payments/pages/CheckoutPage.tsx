/**
 * /payMent?paymentId=: the sandbox payment provider's checkout, for a payment of any purpose (a
 * coin top-up, an order, a wallet recharge; GET /buyer/payment/payments/{id}). The payer pays or
 * lets the payment fail; the provider then notifies our server, which settles it once
 * (docs/product/money.md, "Payments"). The page says loudly that it is a sandbox, offers a QR
 * code to pay on a phone, and has no buttons when no provider is configured. An order or a
 * recharge goes on to /payDone once decided; a top-up shows its outcome here.
 */
import type { PaymentView } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { CheckoutLink } from '../../../components/CheckoutLink.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { formatHKD } from '../../../lib/format.ts'
import { usePaymentView, useSandboxDecision } from '../api/payments.ts'
import { PaymentFacts } from '../components/PaymentFacts.tsx'
import { PaymentOutcome } from '../components/PaymentOutcome.tsx'
import { SandboxNotice } from '../components/SandboxNotice.tsx'
import { payLinks } from '../lib/pay-links.ts'
import '../payments.css'

export default function CheckoutPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = params.get('paymentId') ?? ''
  const payment = usePaymentView(id)
  const p = payment.data
  return (
    <section className="page narrow card checkout" data-testid="checkout">
      {p?.provider?.sandbox && <SandboxNotice />}
      <h1>{t('checkout.title')}</h1>
      {payment.isPending && id && <Spinner label={t('common.loading')} />}
      {(!id || payment.isError) && (
        <>
          <p className="form-error" role="alert">
            {t('checkout.notFound')}
          </p>
          <Link to={paths.home}>{t('common.backHome')}</Link>
        </>
      )}
      {p && <CheckoutBody payment={p} />}
    </section>
  )
}

function CheckoutBody({ payment: p }: { payment: PaymentView }) {
  const { t } = useTranslation()
  const unavailable = p.provider === null
  return (
    <>
      {unavailable && (
        <p className="form-error" role="alert" data-testid="payments-unavailable">
          {t(p.purpose === 'TOPUP' ? 'topup.unavailable' : 'checkout.unavailable')}
        </p>
      )}
      <PaymentFacts payment={p} />
      {p.status === 'PENDING' && p.provider?.sandbox && <SandboxActions payment={p} />}
      {p.status === 'PENDING' && p.provider && !p.provider.sandbox && p.checkoutUrl && (
        <CheckoutLink className="btn btn-primary" url={p.checkoutUrl}>
          {t('topup.continue')}
        </CheckoutLink>
      )}
      {p.status === 'PENDING' && p.checkoutUrl && (
        <p className="muted small">
          <Link to={payLinks.qr(p.id)} data-testid="checkout-qr">
            {t('checkout.qr.open')}
          </Link>
        </p>
      )}
      <PaymentOutcome payment={p} />
    </>
  )
}

/** The sandbox's pay and fail buttons for a pending payment, and why a decision was refused. */
function SandboxActions({ payment: p }: { payment: PaymentView }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const decide = useSandboxDecision(p.id)
  const choose = (outcome: 'PAID' | 'FAILED') =>
    decide.mutate(outcome, {
      // An order or a recharge: its own confirmation, with what comes next.
      onSuccess: () => {
        if (p.purpose !== 'TOPUP') void navigate(payLinks.doneForPayment(p.id), { replace: true })
      },
    })
  return (
    <div aria-busy={decide.isPending}>
      <div className="checkout-actions">
        <button
          type="button"
          className="btn btn-primary"
          data-testid="checkout-pay"
          disabled={decide.isPending}
          onClick={() => choose('PAID')}
        >
          {decide.isPending ? t('common.loading') : t('checkout.pay', { amount: formatHKD(p.amount) })}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          data-testid="checkout-fail"
          disabled={decide.isPending}
          onClick={() => choose('FAILED')}
        >
          {t('checkout.fail')}
        </button>
      </div>
      {decide.error && (
        <p className="form-error" role="alert">
          {decide.error.message}
        </p>
      )}
    </div>
  )
}
