/** The browsing history's toolbar: enter select mode, select all, delete the selection, clear all. */
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

interface Props {
  selecting: boolean
  /** Ids of the tracks loaded so far ("select all" covers these). */
  loaded: string[]
  selected: ReadonlySet<string>
  busy: boolean
  onSelecting: () => void
  onDone: () => void
  onSelect: (ids: ReadonlySet<string>) => void
  onDelete: () => void
  onClear: () => void
}

export function TracksBar(props: Props) {
  const { t } = useTranslation()
  const { selecting, loaded, selected, busy } = props
  const all = loaded.length > 0 && loaded.every((id) => selected.has(id))
  const some = !all && loaded.some((id) => selected.has(id))
  const allRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some
  }, [some])
  if (!selecting) {
    return (
      <div className="mylist-tools">
        <button
          type="button"
          className="btn btn-ghost btn-small"
          data-testid="tracks-manage"
          onClick={props.onSelecting}
        >
          {t('tracks.manage')}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          data-testid="tracks-clear"
          disabled={busy}
          onClick={props.onClear}
        >
          {t('tracks.clear')}
        </button>
      </div>
    )
  }
  return (
    <div className="tracks-bar" data-testid="tracks-bar">
      <label className="check">
        <input
          ref={allRef}
          type="checkbox"
          checked={all}
          data-testid="tracks-select-all"
          onChange={() => props.onSelect(new Set(all ? [] : loaded))}
        />
        <span>{t('tracks.selectAll')}</span>
      </label>
      <span className="muted small" aria-live="polite">
        {t('tracks.selected', { count: selected.size })}
      </span>
      <span className="spacer" />
      <button
        type="button"
        className="btn btn-primary btn-small"
        data-testid="tracks-delete-selected"
        disabled={busy || selected.size === 0}
        onClick={props.onDelete}
      >
        {t('tracks.deleteSelected')}
      </button>
      <button type="button" className="btn btn-ghost btn-small" onClick={props.onDone}>
        {t('tracks.done')}
      </button>
    </div>
  )
}
