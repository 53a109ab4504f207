/** The cashier's orders: each shop's order with what is left to pay on it, and the total due. */
import type { Cashier } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { formatHKD } from '../../../lib/format.ts'

export function OrdersDue({ cashier: c }: { cashier: Cashier }) {
  const { t } = useTranslation()
  return (
    <>
      <ul className="pay-orders" aria-label={t('checkout.cashier.orders')}>
        {c.orders.map((o) => (
          <li key={o.sn} data-testid="pay-order">
            <div>
              <strong>{o.storeName || t('checkout.cashier.order')}</strong>
              <span className="muted small">{t('checkout.cashier.sn', { sn: o.sn })}</span>
              {o.coinsUsed > 0 && (
                <span className="muted small">
                  {t('checkout.cashier.coinsApplied', { n: o.coinsUsed, amount: formatHKD(o.coinsValue) })}
                </span>
              )}
            </div>
            <span className="pay-amount">{formatHKD(o.due)}</span>
          </li>
        ))}
      </ul>
      <dl className="info-list pay-sum">
        {c.total !== c.due && (
          <div>
            <dt>{t('checkout.cashier.total')}</dt>
            <dd>{formatHKD(c.total)}</dd>
          </div>
        )}
        <div>
          <dt>{t('checkout.cashier.due')}</dt>
          <dd>
            <strong className="pay-due-amount" data-testid="pay-due">
              {formatHKD(c.due)}
            </strong>
          </dd>
        </div>
      </dl>
    </>
  )
}
