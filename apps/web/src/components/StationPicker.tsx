/**
 * Choose MTR stations (docs/product/screens.md, "Meet-up places"): every heavy-rail line and station
 * of the contract's list, searchable by any of the three names or the station code, by line or all
 * at once. A dialog of checkboxes: Tab and Space work as everywhere, Enter in the search box ticks
 * the only match. Confirming needs at least one station; mount it when it opens, the ticks start
 * from `selected` each time.
 */
import type { Language, MtrStationId } from '@kaifong/contract'
import {
  HK_DISTRICT_NAMES,
  MTR_LINES,
  MTR_STATIONS,
  type MtrLineId,
  type MtrStation,
  searchStations,
} from '@kaifong/contract/places'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from './Modal.tsx'
import './station-picker.css'

interface Props {
  selected: readonly MtrStationId[]
  /** At most this many may be ticked. */
  max: number
  onConfirm: (ids: MtrStationId[]) => void
  onClose: () => void
}

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

export function StationPicker({ selected, max, onConfirm, onClose }: Props) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as Language
  const other: Language = lang === 'en' ? 'zh-Hant' : 'en'
  const id = useId()
  const [picked, setPicked] = useState<MtrStationId[]>(() => [...selected])
  const [query, setQuery] = useState('')
  const [line, setLine] = useState<MtrLineId | null>(null)
  const full = picked.length >= max

  const toggle = (s: MtrStationId) =>
    setPicked((p) => (p.includes(s) ? p.filter((x) => x !== s) : p.length >= max ? p : [...p, s]))

  const row = (s: MtrStation, key: string) => {
    const checked = picked.includes(s.id)
    return (
      <li key={key}>
        <label className="stp-row">
          <input
            type="checkbox"
            checked={checked}
            disabled={!checked && full}
            onChange={() => toggle(s.id)}
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

  const matches = query.trim() ? searchStations(query) : null
  const lines = line ? MTR_LINES.filter((l) => l.id === line) : MTR_LINES
  let body: ReactNode
  if (matches) {
    body =
      matches.length === 0 ? (
        <p className="muted stp-empty" role="status">
          {t('places.noMatch', { q: query.trim() })}
        </p>
      ) : (
        <ul className="stp-list" aria-label={t('places.stationsTitle')}>
          {matches.map((s) => row(s, s.id))}
        </ul>
      )
  } else {
    body = lines.map((l) => (
      <section key={l.id} className="stp-line" aria-labelledby={`${id}-${l.id}`}>
        <h3 id={`${id}-${l.id}`}>
          <span className="stp-dot" style={{ background: l.colour }} aria-hidden />
          {l.name[lang]}
        </h3>
        <ul className="stp-list">{l.stations.map((s) => row(MTR_STATIONS[s], `${l.id}-${s}`))}</ul>
      </section>
    ))
  }

  return (
    <Modal open title={t('places.stationsTitle')} onClose={onClose} width={520} testId="station-picker">
      <div className="stp">
        <label className="stp-search" htmlFor={`${id}-q`}>
          <span className="sr-only">{t('places.search')}</span>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            placeholder={t('places.search')}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            data-autofocus
            data-testid="station-search"
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return
              e.preventDefault()
              const only = matches?.length === 1 ? matches[0] : undefined
              if (only) toggle(only.id)
            }}
          />
        </label>
        <p className="muted small" id={`${id}-hint`}>
          {t('places.searchHint')}
        </p>
        {!matches && (
          <fieldset className="stp-lines">
            <legend className="sr-only">{t('places.lines')}</legend>
            <button
              type="button"
              className="stp-chip"
              aria-pressed={line === null}
              onClick={() => setLine(null)}
            >
              {t('places.allLines')}
            </button>
            {MTR_LINES.map((l) => (
              <button
                key={l.id}
                type="button"
                className="stp-chip"
                aria-pressed={line === l.id}
                data-testid={`line-${l.id}`}
                onClick={() => setLine(l.id)}
              >
                <span className="stp-dot" style={{ background: l.colour }} aria-hidden />
                {l.name[lang]}
              </button>
            ))}
          </fieldset>
        )}
        <div className="stp-scroll">{body}</div>
        <div className="stp-foot">
          <p className="muted small" role="status" data-testid="station-count">
            {full ? t('places.maxReached', { max }) : t('places.selected', { count: picked.length, max })}
          </p>
          <div className="stp-actions">
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              {t('places.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={picked.length === 0}
              data-testid="station-confirm"
              onClick={() => onConfirm(picked)}
            >
              {picked.length === 0 ? t('places.chooseFirst') : t('places.use', { count: picked.length })}
            </button>
          </div>
        </div>
      </div>
    </Modal>
  )
}
