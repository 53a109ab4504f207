/**
 * A settled payment on the checkout page: paid or failed, said, and the ways on from there. A
 * top-up's coins are its own page's; an order's or a recharge's outcome is /payDone's.
 */
import type { PaymentView } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { payLinks } from '../lib/pay-links.ts'

export function PaymentOutcome({ payment: p }: { payment: PaymentView }) {
  const { t } = useTranslation()
  if (p.purpose !== 'TOPUP')
    return p.status === 'PENDING' ? null : (
      <div className="row-wrap">
        <Link className="btn btn-primary" to={payLinks.doneForPayment(p.id)} data-testid="checkout-done">
          {t('checkout.seeOutcome')}
        </Link>
      </div>
    )
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
