/** What a payment pays for, how much, how, and where it stands: the checkout, QR and done pages. */
import type { PaymentView } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { formatHKD } from '../../../lib/format.ts'

/** "100 coins", "Order T…", "Wallet recharge RC…". */
export function usePurposeText(): (p: PaymentView) => string {
  const { t } = useTranslation()
  return (p) =>
    p.purpose === 'TOPUP'
      ? t('topup.coins', { n: p.coins })
      : t(`checkout.purpose.${p.purpose}`, { ref: p.ref })
}

export function PaymentFacts({ payment: p }: { payment: PaymentView }) {
  const { t } = useTranslation()
  const purpose = usePurposeText()
  return (
    <dl className="info-list">
      <div>
        <dt>{t('checkout.item')}</dt>
        <dd>{purpose(p)}</dd>
      </div>
      <div>
        <dt>{t('checkout.amount')}</dt>
        <dd>
          <strong data-testid="payment-amount">{formatHKD(p.amount)}</strong>
        </dd>
      </div>
      {p.purpose !== 'TOPUP' && (
        <div>
          <dt>{t('checkout.methodLabel')}</dt>
          <dd>{t(`checkout.method.${p.method}`)}</dd>
        </div>
      )}
      <div>
        <dt>{t('checkout.status')}</dt>
        <dd data-testid="checkout-status">
          <span className={`status status-${p.status.toLowerCase()}`}>
            {t(`checkout.statuses.${p.status}`)}
          </span>
        </dd>
      </div>
    </dl>
  )
}
