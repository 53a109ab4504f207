/**
 * How the rest is paid: the wallet (its balance shown; not when short), a card or FPS through the
 * provider (when one is configured). Radio buttons in a fieldset, so arrows move between them.
 */
import type { Cashier, Money, PayMethod } from '@kaifong/contract'
import { moneyOf } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { formatHKD } from '../../../lib/format.ts'

interface Props {
  cashier: Cashier
  rest: Money
  method: PayMethod
  onChange: (method: PayMethod) => void
}

/** Whether `method` can pay `rest` now. */
export function canUse(c: Cashier, method: PayMethod, rest: Money): boolean {
  const offered = c.methods.find((m) => m.method === method)?.available ?? false
  return offered && (method !== 'WALLET' || moneyOf(c.walletBalance) >= rest)
}

export function MethodChoice({ cashier: c, rest, method, onChange }: Props) {
  const { t } = useTranslation()
  return (
    <fieldset className="pay-box pay-methods" data-testid="pay-methods">
      <legend>{t('checkout.cashier.method')}</legend>
      {c.methods.map(({ method: m }) => {
        const usable = canUse(c, m, rest)
        const short = m === 'WALLET' && !usable
        return (
          <div key={m} className={`pay-method${method === m ? ' chosen' : ''}${usable ? '' : ' off'}`}>
            <label>
              <input
                type="radio"
                name="pay-method"
                value={m}
                checked={method === m}
                disabled={!usable}
                data-testid={`pay-method-${m}`}
                onChange={() => onChange(m)}
              />
              <span className="pay-method-text">
                <strong>{t(`checkout.method.${m}`)}</strong>
                <span className="muted small">
                  {m === 'WALLET'
                    ? t('checkout.cashier.balance', { amount: formatHKD(c.walletBalance) })
                    : usable
                      ? t(`checkout.cashier.about.${m}`)
                      : t('checkout.cashier.providerOff')}
                </span>
              </span>
            </label>
            {short && (
              <p className="small pay-method-hint">
                {t('checkout.cashier.short')} <Link to={paths.wallet}>{t('checkout.cashier.recharge')}</Link>
              </p>
            )}
          </div>
        )
      })}
    </fieldset>
  )
}
