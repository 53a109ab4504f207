/**
 * "Use coins" at the cashier: the member's coins, the operators' rate and cap, and the HK$ the
 * chosen coins cover (docs/product/orders.md, "Paying with coins"). The number is kept to 0..max
 * in whole steps; the server checks it again.
 */
import type { Cashier } from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { formatMoney } from '../../../lib/format.ts'
import { clampCoins, coinStep, coinsValue } from '../lib/coins-share.ts'

interface Props {
  coins: Cashier['coins']
  on: boolean
  used: number
  onToggle: (on: boolean) => void
  onChange: (coins: number) => void
}

export function CoinsChoice({ coins: c, on, used, onToggle, onChange }: Props) {
  const { t } = useTranslation()
  const [text, setText] = useState(String(used))
  const none = c.max <= 0
  const rule = t('checkout.coins.rule', { perDollar: c.perDollar, share: c.maxSharePercent })
  const change = (value: string) => {
    setText(value)
    onChange(clampCoins(Number(value), c.max, c.perDollar))
  }
  return (
    <fieldset className="pay-box" data-testid="pay-coins">
      <legend>{t('checkout.coins.title')}</legend>
      <label className="check">
        <input
          type="checkbox"
          checked={on}
          disabled={none}
          data-testid="pay-coins-use"
          onChange={(e) => {
            onToggle(e.target.checked)
            if (e.target.checked) change(String(c.max))
          }}
        />
        <span>{t('checkout.coins.use', { balance: c.balance })}</span>
      </label>
      {none && (
        <p className="muted small">
          {c.balance > 0 ? t('checkout.coins.noneHere') : t('checkout.coins.noCoins')}
        </p>
      )}
      {on && !none && (
        <Field
          id="pay-coins-n"
          label={t('checkout.coins.how')}
          hint={t('checkout.coins.max', { max: c.max })}
        >
          <input
            id="pay-coins-n"
            type="number"
            inputMode="numeric"
            min={0}
            max={c.max}
            step={coinStep(c.perDollar)}
            value={text}
            data-testid="pay-coins-n"
            onChange={(e) => change(e.target.value)}
            onBlur={() => setText(String(used))}
          />
        </Field>
      )}
      <p className="muted small">{rule}</p>
      {on && !none && (
        <p data-testid="pay-coins-value">
          {t('checkout.coins.cover', { n: used, amount: formatMoney(coinsValue(used, c.perDollar)) })}
        </p>
      )}
    </fieldset>
  )
}
