/**
 * One saved search on the saved searches page: its name (a link that opens the search), what it
 * looks for, the two alert switches, and rename and delete. The e-mail switch needs notices on.
 */
import type { SavedSearch } from '@kaifong/contract'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Field } from '../../../components/Field.tsx'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api.ts'
import { formatDate } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'
import { useChangeSavedSearch } from '../api/saved-searches.ts'
import { summaryOf } from '../lib/summary.ts'

interface Props {
  search: SavedSearch
  onDelete: (search: SavedSearch) => void
}

export function SavedSearchItem({ search, onDelete }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const change = useChangeSavedSearch()
  const [renaming, setRenaming] = useState(false)
  const [name, setName] = useState(search.name)
  const [error, setError] = useState<string | null>(null)
  const href = paths.goodsList(search.params)

  const failed = (err: unknown) =>
    toast(err instanceof ApiError ? err.message : t('errors.operationFailed'), 'error')
  const toggle = (key: 'alert' | 'email', value: boolean) =>
    change.mutate({ id: search.id, change: { [key]: value } }, { onError: failed })
  const rename = (e: FormEvent) => {
    e.preventDefault()
    change.mutate(
      { id: search.id, change: { name } },
      {
        onSuccess: () => {
          setRenaming(false)
          setError(null)
        },
        onError: (err) =>
          setError(
            err instanceof ApiError ? (err.fields[0]?.message ?? err.message) : t('errors.operationFailed'),
          ),
      },
    )
  }

  return (
    <li className="saved-item" data-testid="saved-search">
      <div className="saved-head">
        <Link
          className="saved-name"
          to={href}
          aria-label={t('savedSearches.openLabel', { name: search.name })}
        >
          {search.name}
        </Link>
        {search.lastAlertTime && (
          <span className="muted small">
            {t('savedSearches.lastAlert', { time: formatDate(search.lastAlertTime, currentLanguage()) })}
          </span>
        )}
      </div>
      <p className="saved-summary muted small">{summaryOf(search.params, t)}</p>
      <div className="saved-switches">
        <label>
          <input
            type="checkbox"
            checked={search.alert}
            disabled={change.isPending}
            data-testid="saved-alert"
            onChange={(e) => toggle('alert', e.target.checked)}
          />
          {t('savedSearches.alert')}
        </label>
        <label title={search.alert ? undefined : t('savedSearches.emailNeedsAlert')}>
          <input
            type="checkbox"
            checked={search.alert && search.email}
            disabled={change.isPending || !search.alert}
            aria-describedby={search.alert ? undefined : `${id}-email-off`}
            data-testid="saved-email"
            onChange={(e) => toggle('email', e.target.checked)}
          />
          {t('savedSearches.email')}
        </label>
        {!search.alert && (
          <span id={`${id}-email-off`} className="sr-only">
            {t('savedSearches.emailNeedsAlert')}
          </span>
        )}
      </div>
      {renaming ? (
        <form className="saved-rename" onSubmit={rename} noValidate>
          <Field id={`${id}-name`} label={t('savedSearches.name')} error={error ?? undefined}>
            <input
              id={`${id}-name`}
              value={name}
              maxLength={40}
              // biome-ignore lint/a11y/noAutofocus: the member just asked to rename this one
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-name-error` : undefined}
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
          <button type="submit" className="btn btn-primary btn-small" disabled={change.isPending}>
            {t('savedSearches.save')}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => {
              setRenaming(false)
              setName(search.name)
              setError(null)
            }}
          >
            {t('savedSearches.cancel')}
          </button>
        </form>
      ) : (
        <div className="saved-actions">
          <Link className="btn btn-outline btn-small" to={href} data-testid="saved-open">
            {t('savedSearches.open')}
          </Link>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            aria-label={t('savedSearches.renameLabel', { name: search.name })}
            onClick={() => setRenaming(true)}
          >
            {t('savedSearches.rename')}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            aria-label={t('savedSearches.deleteLabel', { name: search.name })}
            data-testid="saved-delete"
            onClick={() => onDelete(search)}
          >
            {t('savedSearches.delete')}
          </button>
        </div>
      )}
    </li>
  )
}
