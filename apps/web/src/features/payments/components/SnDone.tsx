/**
 * /payDone?sn=: orders paid at once by the wallet or coins. Straight from the cashier the page
 * knows what was paid (history state, kept across a reload); opened from a link it asks the order.
 */
import type { OrderDetail } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { Spinner } from '../../../components/Spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { formatHKD } from '../../../lib/format.ts'
import { useBuyerOrder } from '../api/payments.ts'
import type { PaidState } from '../hooks/use-cashier-form.ts'
import { payLinks } from '../lib/pay-links.ts'
import { DoneCard } from './DoneCard.tsx'
import { SandboxNotice } from './SandboxNotice.tsx'

export function SnDone({ sn }: { sn: string }) {
  const { t } = useTranslation()
  const paid = (useLocation().state as { paid?: PaidState } | null)?.paid
  const order = useBuyerOrder(sn, !paid)
  if (paid) return <PaidNow paid={paid} />
  if (order.isPending) return <Spinner label={t('common.loading')} />
  if (order.data) return <OrderOutcome order={order.data} />
  // A trade's number, or no answer: its orders are in the list.
  return (
    <DoneCard tone="pending" title={t('checkout.done.title')} text={t('checkout.done.lookUp', { sn })}>
      <div className="row-wrap pay-links">
        <Link className="btn btn-primary" to={payLinks.myOrders()}>
          {t('checkout.done.orders')}
        </Link>
        <Link className="btn btn-ghost" to={payLinks.pay(sn)}>
          {t('checkout.done.payAgain')}
        </Link>
      </div>
    </DoneCard>
  )
}

function PaidNow({ paid }: { paid: PaidState }) {
  const { t } = useTranslation()
  return (
    <>
      {paid.sandbox && <SandboxNotice />}
      <DoneCard
        tone="paid"
        title={t('checkout.done.paid')}
        amount={paid.amount}
        text={t(`checkout.done.by.${paid.method}`)}
      >
        {paid.coins > 0 && <p className="small">{t('checkout.done.coinsUsed', { n: paid.coins })}</p>}
        <ul className="pay-done-orders">
          {paid.orders.map((o) => (
            <li key={o.sn}>
              <Link to={payLinks.order(o.sn)}>
                {o.storeName ? `${o.storeName} · ` : ''}
                {t('checkout.cashier.sn', { sn: o.sn })}
              </Link>
            </li>
          ))}
        </ul>
        <div className="row-wrap pay-links">
          <Link className="btn btn-primary" to={payLinks.myOrders()} data-testid="pay-done-next">
            {t('checkout.done.orders')}
          </Link>
          <Link className="btn btn-ghost" to={paths.home}>
            {t('checkout.done.home')}
          </Link>
        </div>
      </DoneCard>
    </>
  )
}

function OrderOutcome({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation()
  const tone = o.orderStatus === 'UNPAID' ? 'pending' : o.orderStatus === 'CANCELLED' ? 'failed' : 'paid'
  const title = {
    pending: 'checkout.done.unpaid',
    failed: 'checkout.done.cancelled',
    paid: 'checkout.done.paid',
  }[tone]
  return (
    <DoneCard tone={tone} title={t(title)} amount={o.flowPrice} text={t('checkout.cashier.sn', { sn: o.sn })}>
      {o.coinsUsed > 0 && (
        <p className="small">
          {t('checkout.done.coinsPart', { n: o.coinsUsed, amount: formatHKD(o.coinsValue) })}
        </p>
      )}
      <div className="row-wrap pay-links">
        {tone === 'pending' ? (
          <Link className="btn btn-primary" to={payLinks.pay(o.sn)} data-testid="pay-done-next">
            {t('checkout.done.payAgain')}
          </Link>
        ) : (
          <Link className="btn btn-primary" to={payLinks.order(o.sn)} data-testid="pay-done-next">
            {t('checkout.done.order')}
          </Link>
        )}
        <Link className="btn btn-ghost" to={paths.home}>
          {t('checkout.done.home')}
        </Link>
      </div>
    </DoneCard>
  )
}
