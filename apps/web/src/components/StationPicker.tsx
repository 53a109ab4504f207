/**
 * Choose MTR stations (docs/product/screens.md, "Meet-up places"): every heavy-rail line and station
 * of the contract's list, searchable by any of the three names or the station code, by line or all
 * at once. A dialog of checkboxes: Tab and Space work as everywhere, Enter in the search box ticks
 * the only match. Confirming needs at least one station; mount it when it opens, the ticks start
 * from `selected` each time.
 */
import type { Language, MtrStationId } from '@kaifong/contract'
import { type MtrLineId, searchStations } from '@kaifong/contract/places'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from './Modal.tsx'
import { LineChips, StationList } from './StationList.tsx'
import './station-picker.css'

interface Props {
  selected: readonly MtrStationId[]
  /** At most this many may be ticked. */
  max: number
  onConfirm: (ids: MtrStationId[]) => void
  onClose: () => void
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
  const matches = query.trim() ? searchStations(query) : null

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
        {!matches && <LineChips line={line} lang={lang} onLine={setLine} />}
        <div className="stp-scroll">
          <StationList
            matches={matches}
            query={query}
            line={line}
            picked={picked}
            full={full}
            onToggle={toggle}
            id={id}
            lang={lang}
            other={other}
          />
        </div>
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
