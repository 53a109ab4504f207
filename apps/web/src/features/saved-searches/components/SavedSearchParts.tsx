/** The parts of one saved search (SavedSearchItem.tsx): its alert switches, its actions, its rename form. */
import type { SavedSearch } from '@kaifong/contract'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Field } from '../../../components/Field.tsx'

interface SwitchesProps {
  search: SavedSearch
  /** The item's id prefix (useId). */
  id: string
  /** A change is on its way. */
  busy: boolean
  onToggle: (key: 'alert' | 'email', value: boolean) => void
}

/** Alerts on or off, and e-mail too (which needs alerts on). */
export function AlertSwitches({ search, id, busy, onToggle }: SwitchesProps) {
  const { t } = useTranslation()
  return (
    <div className="saved-switches">
      <label>
        <input
          type="checkbox"
          checked={search.alert}
          disabled={busy}
          data-testid="saved-alert"
          onChange={(e) => onToggle('alert', e.target.checked)}
        />
        {t('savedSearches.alert')}
      </label>
      <label title={search.alert ? undefined : t('savedSearches.emailNeedsAlert')}>
        <input
          type="checkbox"
          checked={search.alert && search.email}
          disabled={busy || !search.alert}
          aria-describedby={search.alert ? undefined : `${id}-email-off`}
          data-testid="saved-email"
          onChange={(e) => onToggle('email', e.target.checked)}
        />
        {t('savedSearches.email')}
      </label>
      {!search.alert && (
        <span id={`${id}-email-off`} className="sr-only">
          {t('savedSearches.emailNeedsAlert')}
        </span>
      )}
    </div>
  )
}

interface ActionsProps {
  search: SavedSearch
  /** The search's results page. */
  href: string
  onRename: () => void
  onDelete: () => void
}

export function SavedSearchActions({ search, href, onRename, onDelete }: ActionsProps) {
  const { t } = useTranslation()
  return (
    <div className="saved-actions">
      <Link className="btn btn-outline btn-small" to={href} data-testid="saved-open">
        {t('savedSearches.open')}
      </Link>
      <button
        type="button"
        className="btn btn-ghost btn-small"
        aria-label={t('savedSearches.renameLabel', { name: search.name })}
        onClick={onRename}
      >
        {t('savedSearches.rename')}
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-small"
        aria-label={t('savedSearches.deleteLabel', { name: search.name })}
        data-testid="saved-delete"
        onClick={onDelete}
      >
        {t('savedSearches.delete')}
      </button>
    </div>
  )
}

interface RenameProps {
  /** The item's id prefix (useId). */
  id: string
  name: string
  error: string | null
  busy: boolean
  onName: (name: string) => void
  onSubmit: (e: FormEvent) => void
  onCancel: () => void
}

export function RenameForm({ id, name, error, busy, onName, onSubmit, onCancel }: RenameProps) {
  const { t } = useTranslation()
  return (
    <form className="saved-rename" onSubmit={onSubmit} noValidate>
      <Field id={`${id}-name`} label={t('savedSearches.name')} error={error ?? undefined}>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={40}
          // biome-ignore lint/a11y/noAutofocus: the member just asked to rename this one
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-name-error` : undefined}
          onChange={(e) => onName(e.target.value)}
        />
      </Field>
      <button type="submit" className="btn btn-primary btn-small" disabled={busy}>
        {t('savedSearches.save')}
      </button>
      <button type="button" className="btn btn-ghost btn-small" onClick={onCancel}>
        {t('savedSearches.cancel')}
      </button>
    </form>
  )
}
