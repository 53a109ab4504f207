/**
 * trading (docs/product/data.md#meet-up-places, validation.md): mail/delivery and meet-up. Meet-up
 * needs a place: MTR stations (the station picker) and/or districts picked right here, or places
 * from the address book; a free note may say more ("exit C, weekday evenings"). The place groups
 * are MeetupPlaces.tsx.
 */
import { MAX_MEETUP_STATIONS, TRADING_METHOD } from '@kaifong/contract'
import { useId, useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { StationPicker } from '../../../components/StationPicker.tsx'
import { translateIssue } from '../../../lib/i18n.ts'
import { AddressSelectDialog, useAddresses } from '../../addresses/index.ts'
import type { SellValues } from '../form.ts'
import { BookGroup, DistrictsGroup, NoteGroup, StationsGroup } from './MeetupPlaces.tsx'

const METHODS = [TRADING_METHOD.DELIVERY, TRADING_METHOD.MEET_UP] as const

/** The section's one message: no method, else (for a meet-up) no place. */
function useTradingError(meetup: boolean) {
  const { errors } = useFormContext<SellValues>().formState
  return (
    translateIssue(errors.tradingMethods?.message) ||
    (meetup
      ? translateIssue(errors.addressIds?.message) ||
        translateIssue(errors.stationIds?.message) ||
        translateIssue(errors.districts?.message)
      : '')
  )
}

export function TradingSection() {
  const { t } = useTranslation()
  const id = useId()
  const { watch, setValue, formState } = useFormContext<SellValues>()
  const [methods, addressIds, stationIds] = watch(['tradingMethods', 'addressIds', 'stationIds'])
  // Asked for with the section, so the book's places are there as soon as meet-up is ticked.
  useAddresses()
  const [choosing, setChoosing] = useState<'book' | 'stations' | null>(null)
  const meetup = methods.includes(TRADING_METHOD.MEET_UP)
  const opts = { shouldValidate: formState.submitCount > 0, shouldDirty: true }
  const error = useTradingError(meetup)

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
        <div className="sell-places" data-testid="sell-places">
          <h3>{t('sell.trading.places')}</h3>
          <p className="muted small">{t('sell.trading.placesHint')}</p>
          <StationsGroup id={id} onChoose={() => setChoosing('stations')} />
          <DistrictsGroup id={id} />
          <NoteGroup id={id} />
          <BookGroup onChoose={() => setChoosing('book')} />
        </div>
      )}
      {error && (
        <p className="field-error" id="sell-trading-error" role="alert">
          {error}
        </p>
      )}
      {choosing === 'book' && (
        <AddressSelectDialog
          selected={addressIds}
          onClose={() => setChoosing(null)}
          onConfirm={(ids) => {
            setChoosing(null)
            setValue('addressIds', ids, opts)
          }}
        />
      )}
      {choosing === 'stations' && (
        <StationPicker
          selected={stationIds}
          max={MAX_MEETUP_STATIONS}
          onClose={() => setChoosing(null)}
          onConfirm={(ids) => {
            setChoosing(null)
            setValue('stationIds', ids, opts)
          }}
        />
      )}
    </div>
  )
}
