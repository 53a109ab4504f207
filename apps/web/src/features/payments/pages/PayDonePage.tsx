/**
 * /payDone?paymentId= or ?sn=: how a payment ended (docs/product/money.md, "Payments"). A provider
 * payment is read from GET /buyer/payment/payments/{id} and asked again while it waits; orders paid
 * at once (wallet, coins) come from the cashier with what was paid, or, opened from a link, from the
 * order itself. Paid: the amount and what comes next; still waiting: wait and look again; failed:
 * try again.
 */
import type { PaymentView } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Spinner } from '../../../components/Spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { usePaymentView } from '../api/payments.ts'
import { DoneCard } from '../components/DoneCard.tsx'
import { PaymentFacts } from '../components/PaymentFacts.tsx'
import { SandboxNotice } from '../components/SandboxNotice.tsx'
import { SnDone } from '../components/SnDone.tsx'
import { payLinks } from '../lib/pay-links.ts'
import '../payments.css'

/** How often a waiting payment is asked about. */
const POLL_MS = 3000

export default function PayDonePage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const paymentId = params.get('paymentId') ?? ''
  const sn = params.get('sn') ?? ''
  return (
    <div className="page narrow stack pay-page" data-testid="pay-done-page">
      {paymentId ? (
        <PaymentDone id={paymentId} />
      ) : sn ? (
        <SnDone sn={sn} />
      ) : (
        <DoneCard tone="failed" title={t('checkout.done.title')} text={t('checkout.notFound')}>
          <Link to={paths.home}>{t('common.backHome')}</Link>
        </DoneCard>
      )}
    </div>
  )
}

function PaymentDone({ id }: { id: string }) {
  const { t } = useTranslation()
  const payment = usePaymentView(id, POLL_MS)
  const p = payment.data
  if (payment.isPending) return <Spinner label={t('common.loading')} />
  if (!p)
    return (
      <DoneCard tone="failed" title={t('checkout.done.title')} text={t('checkout.notFound')}>
        <Link to={paths.home}>{t('common.backHome')}</Link>
      </DoneCard>
    )
  const tone = p.status === 'PAID' ? 'paid' : p.status === 'PENDING' ? 'pending' : 'failed'
  return (
    <>
      {p.provider?.sandbox && <SandboxNotice />}
      <DoneCard
        tone={tone}
        title={t(`checkout.done.${tone}`)}
        amount={p.amount}
        text={t(tone === 'paid' ? `checkout.done.paidText.${p.purpose}` : `checkout.done.${tone}Text`)}
      >
        {p.refundTime && <p className="notice">{t('checkout.done.refunded')}</p>}
        <div className="row-wrap pay-links">
          {p.status === 'PENDING' && <WaitingActions payment={p} onCheck={() => void payment.refetch()} />}
          {p.status !== 'PENDING' && <NextSteps payment={p} />}
        </div>
      </DoneCard>
      <section className="card">
        <PaymentFacts payment={p} />
      </section>
    </>
  )
}

function WaitingActions({ payment: p, onCheck }: { payment: PaymentView; onCheck: () => void }) {
  const { t } = useTranslation()
  return (
    <>
      <button type="button" className="btn btn-outline" onClick={onCheck} data-testid="pay-done-check">
        {t('checkout.done.check')}
      </button>
      {p.checkoutUrl && (
        <Link className="btn btn-ghost" to={payLinks.checkout(p.id)}>
          {t('topup.continue')}
        </Link>
      )}
    </>
  )
}

/** Paid: where the money went; failed: the way to try again. By what the payment was for. */
function NextSteps({ payment: p }: { payment: PaymentView }) {
  const { t } = useTranslation()
  const paid = p.status === 'PAID'
  const [to, label] =
    p.purpose === 'ORDER'
      ? paid
        ? [payLinks.myOrders(), 'checkout.done.orders']
        : [payLinks.pay(p.ref), 'checkout.done.tryAgain']
      : p.purpose === 'RECHARGE'
        ? [paths.wallet, paid ? 'checkout.done.wallet' : 'checkout.done.tryAgain']
        : paid
          ? [paths.coins, 'checkout.viewCoins']
          : [paths.topUp, 'checkout.done.tryAgain']
  return (
    <>
      <Link className="btn btn-primary" to={to} data-testid="pay-done-next">
        {t(label)}
      </Link>
      <Link className="btn btn-ghost" to={paths.home}>
        {t('checkout.done.home')}
      </Link>
    </>
  )
}
