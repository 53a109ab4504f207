/**
 * One saved search on the saved searches page: its name (a link that opens the search), what it
 * looks for, the two alert switches, and rename and delete. The e-mail switch needs notices on.
 */
import type { SavedSearch } from '@kaifong/contract'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api.ts'
import { formatDate } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'
import { useChangeSavedSearch } from '../api/saved-searches.ts'
import { summaryOf } from '../lib/summary.ts'
import { AlertSwitches, RenameForm, SavedSearchActions } from './SavedSearchParts.tsx'

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
      <AlertSwitches search={search} id={id} busy={change.isPending} onToggle={toggle} />
      {renaming ? (
        <RenameForm
          id={id}
          name={name}
          error={error}
          busy={change.isPending}
          onName={setName}
          onSubmit={rename}
          onCancel={() => {
            setRenaming(false)
            setName(search.name)
            setError(null)
          }}
        />
      ) : (
        <SavedSearchActions
          search={search}
          href={href}
          onRename={() => setRenaming(true)}
          onDelete={() => onDelete(search)}
        />
      )}
    </li>
  )
}
