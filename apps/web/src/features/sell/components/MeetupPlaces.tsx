/**
 * Where a meet-up can happen (docs/product/data.md#meet-up-places): MTR stations (chosen in the
 * station picker), districts picked here, a free note, and places from the address book. Each
 * group reads and writes the wizard's form (react-hook-form context).
 */
import {
  type HkDistrict,
  isHkDistrict,
  type Language,
  MAX_MEETUP_DISTRICTS,
  MEETUP_NOTE_MAX,
} from '@kaifong/contract'
import { HK_DISTRICT_NAMES, HK_REGIONS, MTR_STATIONS } from '@kaifong/contract/places'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { translateIssue } from '../../../lib/i18n.ts'
import { addressLine, useAddresses } from '../../addresses/index.ts'
import type { SellValues } from '../form.ts'

/** The form and how a change is set: validated once the seller has tried to publish. */
function usePlacesForm() {
  const form = useFormContext<SellValues>()
  const opts = { shouldValidate: form.formState.submitCount > 0, shouldDirty: true }
  return { ...form, opts }
}

interface ChipProps {
  label: string
  removeLabel: string
  onRemove: () => void
  testId: string
}

function PlaceChip({ label, removeLabel, onRemove, testId }: ChipProps) {
  return (
    <li className="sell-place-chip" data-testid={testId}>
      <span>{label}</span>
      <button type="button" className="icon-btn" aria-label={removeLabel} onClick={onRemove}>
        ✕
      </button>
    </li>
  )
}

/** The chosen stations, and the button that opens the station picker. */
export function StationsGroup({ id, onChoose }: { id: string; onChoose: () => void }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as Language
  const { watch, setValue, opts } = usePlacesForm()
  const stationIds = watch('stationIds')
  return (
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
        onClick={onChoose}
      >
        {t(stationIds.length > 0 ? 'sell.trading.changeStations' : 'sell.trading.chooseStations')}
      </button>
    </div>
  )
}

/** The chosen districts, and a select to add one (by region). */
export function DistrictsGroup({ id }: { id: string }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as Language
  const { watch, setValue, opts } = usePlacesForm()
  const districts = watch('districts')
  const districtName = (d: HkDistrict) => HK_DISTRICT_NAMES[d][lang]
  const addDistrict = (d: string) => {
    if (isHkDistrict(d) && !districts.includes(d) && districts.length < MAX_MEETUP_DISTRICTS)
      setValue('districts', [...districts, d], opts)
  }
  return (
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
  )
}

/** A free note about the places ("exit C, weekday evenings"). */
export function NoteGroup({ id }: { id: string }) {
  const { t } = useTranslation()
  const { register, formState } = usePlacesForm()
  const noteError = translateIssue(formState.errors.placeNote?.message)
  return (
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
  )
}

/** The places chosen from the address book, and the button that opens it. */
export function BookGroup({ onChoose }: { onChoose: () => void }) {
  const { t } = useTranslation()
  const { watch, setValue, opts } = usePlacesForm()
  const addressIds = watch('addressIds')
  const book = useAddresses()
  const chosen = (book.data ?? []).filter((a) => addressIds.includes(a.id))
  return (
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
        onClick={onChoose}
      >
        {t('sell.trading.fromBook')}
      </button>
    </div>
  )
}
