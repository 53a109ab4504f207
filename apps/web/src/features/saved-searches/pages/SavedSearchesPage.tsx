/**
 * /setting/saved-searches (member centre: /home/:name/SavedSearches): the member's saved searches
 * (docs/product/search.md, "Saved searches"), newest first, at most SAVED_SEARCHES_MAX: open one,
 * turn its notices and e-mails on or off, rename it, delete it after a confirmation.
 */
import { SAVED_SEARCHES_MAX, type SavedSearch } from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { EmptyState } from '../../../components/LoadStates.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { toast } from '../../../lib/ui.ts'
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches.ts'
import { SavedSearchItem } from '../components/SavedSearchItem.tsx'
import '../components/saved-searches.css'

export default function SavedSearchesPage() {
  const { t } = useTranslation()
  const list = useSavedSearches()
  const remove = useDeleteSavedSearch()
  const [deleting, setDeleting] = useState<SavedSearch | null>(null)
  const searches = list.data ?? []

  const confirmDelete = () => {
    const target = deleting
    setDeleting(null)
    if (target) remove.mutate(target.id, { onSuccess: () => toast(t('savedSearches.deleted'), 'success') })
  }

  return (
    <section className="card" data-testid="saved-searches-page">
      <h1>{t('pages.savedSearches')}</h1>
      <p className="muted">{t('savedSearches.intro')}</p>
      {list.isPending && <Spinner label={t('common.loading')} />}
      {list.isError && <p className="form-error">{t('errors.loadFailed')}</p>}
      {list.isSuccess && searches.length === 0 && (
        <EmptyState title={t('savedSearches.empty')}>
          <Link className="btn btn-primary btn-small" to={paths.goodsList()} data-testid="saved-searches-go">
            {t('savedSearches.goSearch')}
          </Link>
        </EmptyState>
      )}
      {searches.length > 0 && (
        <>
          <p className="field-hint">
            {t('savedSearches.count', { n: searches.length, max: SAVED_SEARCHES_MAX })}
          </p>
          <ul className="saved-list">
            {searches.map((s) => (
              <SavedSearchItem key={s.id} search={s} onDelete={setDeleting} />
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('savedSearches.delete')}
        message={t('savedSearches.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('savedSearches.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  )
}
