/**
 * trading (docs/product/data.md#meet-up-places, validation.md): mail/delivery and meet-up. Meet-up
 * needs a place: MTR stations (the station picker) and/or districts picked right here, or places
 * from the address book; a free note may say more ("exit C, weekday evenings").
 */
import {
  type HkDistrict,
  isHkDistrict,
  type Language,
  MAX_MEETUP_DISTRICTS,
  MAX_MEETUP_STATIONS,
  MEETUP_NOTE_MAX,
  TRADING_METHOD,
} from '@kaifong/contract'
import { HK_DISTRICT_NAMES, HK_REGIONS, MTR_STATIONS } from '@kaifong/contract/places'
import { useId, useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { StationPicker } from '../../../components/StationPicker.tsx'
import { translateIssue } from '../../../lib/i18n.ts'
import { AddressSelectDialog, addressLine, useAddresses } from '../../addresses/index.ts'
import type { SellValues } from '../form.ts'

const METHODS = [TRADING_METHOD.DELIVERY, TRADING_METHOD.MEET_UP] as const

function PlaceChip({
  label,
  removeLabel,
  onRemove,
  testId,
}: {
  label: string
  removeLabel: string
  onRemove: () => void
  testId: string
}) {
  return (
    <li className="sell-place-chip" data-testid={testId}>
      <span>{label}</span>
      <button type="button" className="icon-btn" aria-label={removeLabel} onClick={onRemove}>
        ✕
      </button>
    </li>
  )
}

export function TradingSection() {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as Language
  const id = useId()
  const { watch, setValue, register, formState } = useFormContext<SellValues>()
  const [methods, addressIds, stationIds, districts] = watch([
    'tradingMethods',
    'addressIds',
    'stationIds',
    'districts',
  ])
  const book = useAddresses()
  const [choosing, setChoosing] = useState<'book' | 'stations' | null>(null)
  const meetup = methods.includes(TRADING_METHOD.MEET_UP)
  const chosen = (book.data ?? []).filter((a) => addressIds.includes(a.id))
  const opts = { shouldValidate: formState.submitCount > 0, shouldDirty: true }
  const errors = formState.errors
  const error =
    translateIssue(errors.tradingMethods?.message) ||
    (meetup
      ? translateIssue(errors.addressIds?.message) ||
        translateIssue(errors.stationIds?.message) ||
        translateIssue(errors.districts?.message)
      : '')
  const noteError = meetup ? translateIssue(errors.placeNote?.message) : ''

  const toggle = (m: number) =>
    setValue(
      'tradingMethods',
      methods.includes(m) ? methods.filter((x) => x !== m) : [...methods, m].sort((a, b) => a - b),
      opts,
    )
  const addDistrict = (d: string) => {
    if (isHkDistrict(d) && !districts.includes(d) && districts.length < MAX_MEETUP_DISTRICTS)
      setValue('districts', [...districts, d], opts)
  }
  const districtName = (d: HkDistrict) => HK_DISTRICT_NAMES[d][lang]

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

          <div className="sell-place-group">
            <h4 id={`${id}-stations`}>{t('sell.trading.stations')}</h4>
            {stationIds.length > 0 && (
              <ul className="sell-place-chips" aria-labelledby={`${id}-stations`}>
                {stationIds.map((s) => {
                  const name = t('goods.place.station', { name: MTR_STATIONS[s].name[lang] })
                  return (
                    <PlaceChip
                      key={s}
                      label={name}
                      testId="chosen-station"
                      removeLabel={t('sell.trading.removePlace', { name })}
                      onRemove={() =>
                        setValue(
                          'stationIds',
                          stationIds.filter((x) => x !== s),
                          opts,
                        )
                      }
                    />
                  )
                })}
              </ul>
            )}
            <button
              type="button"
              className="btn btn-outline btn-small"
              data-testid="choose-stations"
              onClick={() => setChoosing('stations')}
            >
              {t(stationIds.length > 0 ? 'sell.trading.changeStations' : 'sell.trading.chooseStations')}
            </button>
          </div>

          <div className="sell-place-group field">
            <label htmlFor={`${id}-district`} className="sell-place-label">
              {t('sell.trading.districts')}
            </label>
            {districts.length > 0 && (
              <ul className="sell-place-chips" aria-label={t('sell.trading.districts')}>
                {districts.map((d) => (
                  <PlaceChip
                    key={d}
                    label={districtName(d)}
                    testId="chosen-district"
                    removeLabel={t('sell.trading.removePlace', { name: districtName(d) })}
                    onRemove={() =>
                      setValue(
                        'districts',
                        districts.filter((x) => x !== d),
                        opts,
                      )
                    }
                  />
                ))}
              </ul>
            )}
            <select
              id={`${id}-district`}
              className="sell-district-select"
              value=""
              disabled={districts.length >= MAX_MEETUP_DISTRICTS}
              data-testid="add-district"
              onChange={(e) => addDistrict(e.target.value)}
            >
              <option value="">{t('sell.trading.addDistrict')}</option>
              {HK_REGIONS.map((r) => (
                <optgroup key={r.id} label={r.name[lang]}>
                  {r.districts.map((d) => (
                    <option key={d} value={d} disabled={districts.includes(d)}>
                      {districtName(d)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>

          <div className="sell-place-group field">
            <label htmlFor={`${id}-note`} className="sell-place-label">
              {t('sell.trading.note')}
            </label>
            <input
              id={`${id}-note`}
              maxLength={MEETUP_NOTE_MAX}
              placeholder={t('sell.trading.notePlaceholder')}
              aria-invalid={Boolean(noteError)}
              data-testid="place-note"
              {...register('placeNote')}
            />
            {noteError && <p className="field-error">{noteError}</p>}
          </div>

          <div className="sell-place-group">
            <h4>{t('sell.trading.book')}</h4>
            {chosen.length > 0 && (
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
                          addressIds.filter((x) => x !== a.id),
                          opts,
                        )
                      }
                    >
                      ✕
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <button
              type="button"
              className="btn btn-ghost btn-small"
              data-testid="choose-places"
              onClick={() => setChoosing('book')}
            >
              {t('sell.trading.fromBook')}
            </button>
          </div>
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
