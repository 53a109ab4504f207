/**
 * Where and how to trade (docs/product/search.md, "Filters"): delivery or meet-up, a meet-up
 * district, and MTR stations (the station picker). Each change goes to the URL at once.
 */
import { isHkDistrict, type Language, MAX_SEARCH_PLACES } from '@kaifong/contract'
import { HK_DISTRICT_NAMES, HK_REGIONS, MTR_STATIONS } from '@kaifong/contract/places'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { StationPicker } from '../../../components/StationPicker.tsx'
import type { FilterUpdate } from '../hooks/use-list-filters.ts'
import type { ListFilters } from '../lib/search-url.ts'

interface Props {
  filters: ListFilters
  update: FilterUpdate
}

const TRADING = [undefined, 0, 1] as const

export function PlaceFilter({ filters, update }: Props) {
  const id = useId()
  const [picking, setPicking] = useState(false)
  return (
    <>
      <TradingFilter filters={filters} update={update} />
      <DistrictFilter id={id} filters={filters} update={update} />
      <StationsFilter id={id} filters={filters} update={update} onChoose={() => setPicking(true)} />
      {picking && (
        <StationPicker
          selected={filters.stationId}
          max={MAX_SEARCH_PLACES}
          onClose={() => setPicking(false)}
          onConfirm={(ids) => {
            setPicking(false)
            update({ stationId: ids })
          }}
        />
      )}
    </>
  )
}

function TradingFilter({ filters, update }: Props) {
  const { t } = useTranslation()
  return (
    <fieldset className="list-filter">
      <legend>{t('places.filters.trading')}</legend>
      <div className="list-chips">
        {TRADING.map((m) => (
          <button
            key={String(m)}
            type="button"
            className="disc-chip"
            aria-pressed={filters.tradingMethod === m}
            data-testid={`trading-filter-${m ?? 'any'}`}
            onClick={() => update({ tradingMethod: m })}
          >
            {m === undefined ? t('places.filters.tradingAny') : t(`places.filters.trading${m}`)}
          </button>
        ))}
      </div>
    </fieldset>
  )
}

function DistrictFilter({ id, filters, update }: Props & { id: string }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as Language
  const district = filters.district.length === 1 ? filters.district[0] : ''
  return (
    <div className="list-filter">
      <label className="list-legend" htmlFor={`${id}-district`}>
        {t('places.filters.district')}
      </label>
      <select
        id={`${id}-district`}
        className="list-select"
        value={district}
        data-testid="district-filter"
        onChange={(e) => update({ district: isHkDistrict(e.target.value) ? [e.target.value] : [] })}
      >
        <option value="">{t('places.filters.anyDistrict')}</option>
        {/* A link may carry several districts: they stay listed until one is chosen here. */}
        {filters.district.length > 1 && (
          <option value="" disabled>
            {filters.district.map((d) => HK_DISTRICT_NAMES[d][lang]).join('、')}
          </option>
        )}
        {HK_REGIONS.map((r) => (
          <optgroup key={r.id} label={r.name[lang]}>
            {r.districts.map((d) => (
              <option key={d} value={d}>
                {HK_DISTRICT_NAMES[d][lang]}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  )
}

/** The chosen stations, each removable, and the button that opens the station picker. */
function StationsFilter({ id, filters, update, onChoose }: Props & { id: string; onChoose: () => void }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as Language
  return (
    <div className="list-filter">
      <p className="list-legend" id={`${id}-stations`}>
        {t('places.filters.stations')}
      </p>
      {filters.stationId.length > 0 && (
        <ul className="list-chips list-chips-plain" aria-labelledby={`${id}-stations`}>
          {filters.stationId.map((s) => {
            const name = t('goods.place.station', { name: MTR_STATIONS[s].name[lang] })
            return (
              <li key={s}>
                <button
                  type="button"
                  className="disc-chip"
                  aria-pressed
                  aria-label={t('places.remove', { name })}
                  data-testid={`station-filter-${s}`}
                  onClick={() => update({ stationId: filters.stationId.filter((x) => x !== s) })}
                >
                  {name} ✕
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <button
        type="button"
        className="btn btn-outline btn-small"
        data-testid="choose-station-filter"
        onClick={onChoose}
      >
        {t(filters.stationId.length ? 'places.filters.changeStations' : 'places.filters.chooseStations')}
      </button>
    </div>
  )
}
