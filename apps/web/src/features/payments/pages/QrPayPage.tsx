/**
 * /qrpay?paymentId=: the payment's checkout link as a QR code, to pay on a phone (an FPS payer's
 * banking app, or any phone's camera; docs/product/money.md, "Payments"). The code is drawn in the
 * browser by a QR library loaded with this page only. The page asks about the payment every few
 * seconds and moves on to /payDone once it is paid.
 */
import type { PaymentView } from '@kaifong/contract'
import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Spinner } from '../../../components/Spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { formatHKD } from '../../../lib/format.ts'
import { usePaymentView } from '../api/payments.ts'
import { usePurposeText } from '../components/PaymentFacts.tsx'
import { SandboxNotice } from '../components/SandboxNotice.tsx'
import { absoluteUrl, payLinks } from '../lib/pay-links.ts'
import '../payments.css'

const QrCode = lazy(() => import('../components/QrCode.tsx'))
const POLL_MS = 3000

export default function QrPayPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const id = params.get('paymentId') ?? ''
  const payment = usePaymentView(id, POLL_MS)
  const p = payment.data
  useEffect(() => {
    if (p?.status === 'PAID') void navigate(payLinks.doneForPayment(p.id), { replace: true })
  }, [p?.status, p?.id, navigate])
  return (
    <div className="page narrow stack pay-page" data-testid="qrpay-page">
      {p?.provider?.sandbox && <SandboxNotice />}
      <section className="card qr-card" aria-labelledby="qr-title">
        <h1 id="qr-title">{t('checkout.qr.title')}</h1>
        {payment.isPending && id && <Spinner label={t('common.loading')} />}
        {(!id || payment.isError) && (
          <>
            <p className="form-error" role="alert">
              {t('checkout.notFound')}
            </p>
            <Link to={paths.home}>{t('common.backHome')}</Link>
          </>
        )}
        {p && <QrBody payment={p} />}
      </section>
    </div>
  )
}

function QrBody({ payment: p }: { payment: PaymentView }) {
  const { t } = useTranslation()
  const purpose = usePurposeText()
  return (
    <>
      <p className="qr-amount">
        <span className="muted">{purpose(p)}</span>
        <strong className="qr-amount-value" data-testid="payment-amount">
          {formatHKD(p.amount)}
        </strong>
      </p>
      {p.status === 'PENDING' && p.checkoutUrl ? (
        <>
          <div className="qr-frame">
            <Suspense fallback={<Spinner label={t('common.loading')} />}>
              <QrCode
                text={absoluteUrl(p.checkoutUrl)}
                label={t('checkout.qr.label', { amount: formatHKD(p.amount) })}
              />
            </Suspense>
          </div>
          <p className="muted">{t(p.method === 'FPS' ? 'checkout.qr.howFps' : 'checkout.qr.howCard')}</p>
          <p className="qr-wait" role="status" data-testid="qr-status">
            {t('checkout.qr.waiting')}
          </p>
          <Link to={payLinks.checkout(p.id)} data-testid="qr-here">
            {t('checkout.qr.here')}
          </Link>
        </>
      ) : (
        <>
          <p className={p.status === 'FAILED' ? 'form-error' : 'muted'} role="status" data-testid="qr-status">
            {p.status === 'PENDING'
              ? t('checkout.unavailable')
              : t(`checkout.done.${p.status === 'PAID' ? 'paid' : 'failed'}`)}
          </p>
          <Link className="btn btn-primary" to={payLinks.doneForPayment(p.id)}>
            {t('checkout.seeOutcome')}
          </Link>
        </>
      )}
    </>
  )
}
