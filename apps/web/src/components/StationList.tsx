/**
 * The station picker's lists (StationPicker.tsx): the matches of a search, or the stations line by
 * line (one line or all), each a checkbox; and the chips that pick the line.
 */
import type { Language, MtrStationId } from '@kaifong/contract'
import {
  HK_DISTRICT_NAMES,
  MTR_LINES,
  MTR_STATIONS,
  type MtrLineId,
  type MtrStation,
} from '@kaifong/contract/places'
import { useTranslation } from 'react-i18next'

const lineOf = (id: MtrLineId) => MTR_LINES.find((l) => l.id === id)

function LineDots({ station }: { station: MtrStation }) {
  return (
    <span className="stp-dots" aria-hidden>
      {station.lines.map((id) => (
        <span key={id} className="stp-dot" style={{ background: lineOf(id)?.colour }} />
      ))}
    </span>
  )
}

/** The page's language, and the other one a station's second name is shown in. */
export interface StationLangs {
  lang: Language
  other: Language
}

interface ListProps extends StationLangs {
  /** The search's matches, or null to list by line. */
  matches: MtrStation[] | null
  query: string
  /** The one line shown, or null for all. */
  line: MtrLineId | null
  picked: readonly MtrStationId[]
  /** No more may be ticked. */
  full: boolean
  onToggle: (id: MtrStationId) => void
  /** The picker's id prefix (useId). */
  id: string
}

export function StationList({ matches, query, line, picked, full, onToggle, id, ...langs }: ListProps) {
  const { t } = useTranslation()
  const row = (s: MtrStation, key: string) => {
    const checked = picked.includes(s.id)
    return (
      <StationRow
        key={key}
        station={s}
        checked={checked}
        disabled={!checked && full}
        onToggle={() => onToggle(s.id)}
        {...langs}
      />
    )
  }
  if (matches) {
    return matches.length === 0 ? (
      <p className="muted stp-empty" role="status">
        {t('places.noMatch', { q: query.trim() })}
      </p>
    ) : (
      <ul className="stp-list" aria-label={t('places.stationsTitle')}>
        {matches.map((s) => row(s, s.id))}
      </ul>
    )
  }
  const lines = line ? MTR_LINES.filter((l) => l.id === line) : MTR_LINES
  return lines.map((l) => (
    <section key={l.id} className="stp-line" aria-labelledby={`${id}-${l.id}`}>
      <h3 id={`${id}-${l.id}`}>
        <span className="stp-dot" style={{ background: l.colour }} aria-hidden />
        {l.name[langs.lang]}
      </h3>
      <ul className="stp-list">{l.stations.map((s) => row(MTR_STATIONS[s], `${l.id}-${s}`))}</ul>
    </section>
  ))
}

interface RowProps extends StationLangs {
  station: MtrStation
  checked: boolean
  disabled: boolean
  onToggle: () => void
}

function StationRow({ station: s, checked, disabled, onToggle, lang, other }: RowProps) {
  return (
    <li>
      <label className="stp-row">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={onToggle}
          data-testid={`station-${s.id}`}
        />
        <LineDots station={s} />
        <span className="stp-name">
          <strong>{s.name[lang]}</strong>
          <span className="muted small">
            {s.name[other]} · {HK_DISTRICT_NAMES[s.district][lang]}
          </span>
        </span>
      </label>
    </li>
  )
}

interface ChipsProps {
  line: MtrLineId | null
  lang: Language
  onLine: (line: MtrLineId | null) => void
}

/** "All lines", then one chip per line. */
export function LineChips({ line, lang, onLine }: ChipsProps) {
  const { t } = useTranslation()
  return (
    <fieldset className="stp-lines">
      <legend className="sr-only">{t('places.lines')}</legend>
      <button type="button" className="stp-chip" aria-pressed={line === null} onClick={() => onLine(null)}>
        {t('places.allLines')}
      </button>
      {MTR_LINES.map((l) => (
        <button
          key={l.id}
          type="button"
          className="stp-chip"
          aria-pressed={line === l.id}
          data-testid={`line-${l.id}`}
          onClick={() => onLine(l.id)}
        >
          <span className="stp-dot" style={{ background: l.colour }} aria-hidden />
          {l.name[lang]}
        </button>
      ))}
    </fieldset>
  )
}
