/** trading (docs/product/data.md, validation.md): mail/delivery and meet-up; meet-up needs at least one place from the address book. */
import { TRADING_METHOD } from '@kaifong/contract'
import { useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { translateIssue } from '../../../lib/i18n.ts'
import { AddressSelectDialog, addressLine, useAddresses } from '../../addresses/index.ts'
import type { SellValues } from '../form.ts'

const METHODS = [TRADING_METHOD.DELIVERY, TRADING_METHOD.MEET_UP] as const

export function TradingSection() {
  const { t } = useTranslation()
  const { watch, setValue, formState } = useFormContext<SellValues>()
  const [methods, addressIds] = watch(['tradingMethods', 'addressIds'])
  const book = useAddresses()
  const [choosing, setChoosing] = useState(false)
  const meetup = methods.includes(TRADING_METHOD.MEET_UP)
  const chosen = (book.data ?? []).filter((a) => addressIds.includes(a.id))
  const opts = { shouldValidate: formState.submitCount > 0, shouldDirty: true }
  const error =
    translateIssue(formState.errors.tradingMethods?.message) ||
    (meetup ? translateIssue(formState.errors.addressIds?.message) : '')

  const toggle = (m: number) =>
    setValue(
      'tradingMethods',
      methods.includes(m) ? methods.filter((x) => x !== m) : [...methods, m].sort((a, b) => a - b),
      opts,
    )

  return (
    <div className="form">
      <fieldset className="sell-options" aria-describedby="sell-trading-error">
        <legend>{t('sell.trading.label')}</legend>
        {METHODS.map((m) => (
          <label key={m} className="check">
            <input
              type="checkbox"
              checked={methods.includes(m)}
              onChange={() => toggle(m)}
              data-testid={`trading-${m}`}
            />
            <span>
              {t(`sell.trading.method${m}`)}
              <span className="field-hint sell-block">{t(`sell.trading.hint${m}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {meetup && (
        <div className="sell-places">
          <h3>{t('sell.trading.places')}</h3>
          {chosen.length === 0 && <p className="muted small">{t('sell.trading.noPlaces')}</p>}
          <ul className="sell-place-list">
            {chosen.map((a) => (
              <li key={a.id} data-testid="chosen-place">
                <span>
                  <strong>{a.name}</strong> <span className="muted small">{addressLine(a, t)}</span>
                </span>
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={t('sell.trading.removePlace', { name: a.name })}
                  onClick={() =>
                    setValue(
                      'addressIds',
                      addressIds.filter((id) => id !== a.id),
                      opts,
                    )
                  }
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn btn-outline btn-small"
            data-testid="choose-places"
            onClick={() => setChoosing(true)}
          >
            {t('sell.trading.choosePlaces')}
          </button>
        </div>
      )}
      {error && (
        <p className="field-error" id="sell-trading-error" role="alert">
          {error}
        </p>
      )}
      {choosing && (
        <AddressSelectDialog
          selected={addressIds}
          onClose={() => setChoosing(false)}
          onConfirm={(ids) => {
            setChoosing(false)
            setValue('addressIds', ids, opts)
          }}
        />
      )}
    </div>
  )
}
