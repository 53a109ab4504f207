/**
 * /pay?sn=: the cashier of an order sn or a trade sn (GET /buyer/payment/cashier; docs/product/orders.md,
 * "Paying"): what is due and by when, coins for part of it, then the wallet (with the payment
 * password), a card or FPS. Paid at once → /payDone; by card or FPS → the provider's checkout.
 * Nothing left to pay (paid, cancelled, past its time) says so and leads on.
 */

import type { Cashier } from '@kaifong/contract'
import { ErrorCode } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Spinner } from '../../../components/Spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api.ts'
import { useCashier } from '../api/payments.ts'
import { CashierForm } from '../components/CashierForm.tsx'
import { OrdersDue } from '../components/OrdersDue.tsx'
import { SandboxNotice } from '../components/SandboxNotice.tsx'
import { TimeLeft, useTimeLeft } from '../components/TimeLeft.tsx'
import { payLinks } from '../lib/pay-links.ts'
import '../payments.css'

export default function PayPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const sn = params.get('sn')?.trim() ?? ''
  const cashier = useCashier(sn)
  return (
    <div className="page narrow stack pay-page" data-testid="pay-page">
      {cashier.data?.sandbox && <SandboxNotice />}
      {cashier.isPending && sn && <Spinner label={t('common.loading')} />}
      {(!sn || cashier.isError) && (
        <PayRefused error={cashier.error} sn={sn} onRetry={() => void cashier.refetch()} />
      )}
      {cashier.data && <CashierView cashier={cashier.data} onStale={() => void cashier.refetch()} />}
    </div>
  )
}

function CashierView({ cashier: c, onStale }: { cashier: Cashier; onStale: () => void }) {
  const { t } = useTranslation()
  const left = useTimeLeft(c.payBefore)
  return (
    <>
      <section className="card" aria-labelledby="pay-title">
        <h1 id="pay-title">{t('checkout.cashier.title')}</h1>
        <TimeLeft left={left} />
        <OrdersDue cashier={c} />
      </section>
      <CashierForm cashier={c} expired={left <= 0} onStale={onStale} />
    </>
  )
}

/** No cashier: an unknown sn, nothing left to pay, or the page failed to load. */
function PayRefused({ error, sn, onRetry }: { error: unknown; sn: string; onRetry: () => void }) {
  const { t } = useTranslation()
  const code = error instanceof ApiError ? error.code : 0
  const nothing = code === ErrorCode.ORDER_NOTHING_TO_PAY
  const known = error instanceof ApiError && error.status < 500
  return (
    <section className="card center pay-refused" data-testid="pay-refused">
      <h1>{nothing ? t('checkout.cashier.nothingTitle') : t('checkout.cashier.title')}</h1>
      <p role="alert">
        {!sn
          ? t('checkout.cashier.noSn')
          : nothing
            ? t('checkout.cashier.nothing', { sn })
            : known
              ? error.message
              : t('errors.loadFailed')}
      </p>
      <div className="row-wrap pay-links">
        {sn && !known && (
          <button type="button" className="btn btn-outline" onClick={onRetry}>
            {t('common.retry')}
          </button>
        )}
        {nothing && (
          <Link className="btn btn-primary" to={payLinks.myOrders()}>
            {t('checkout.done.orders')}
          </Link>
        )}
        <Link className={nothing ? 'btn btn-ghost' : 'btn btn-primary'} to={paths.home}>
          {t('common.backHome')}
        </Link>
      </div>
    </section>
  )
}
