/**
 * "Save this search" on the search page (docs/product/search.md, "Saved searches"): a small button
 * beside the sort on any result page, or, under "nothing found", an offer to be told when
 * something turns up. A visitor gets the login dialog (and comes back to the same search).
 * Once saved, it says so and links to the saved searches page.
 */
import { ErrorCode, SAVED_SEARCH_NAME_MAX } from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'
import { openAuth, toast } from '../../../lib/ui.ts'
import { useSaveSearch } from '../api/saved-searches.ts'
import './saved-searches.css'

interface Props {
  /** The search's parameters (the search page's address, without its page). */
  params: Record<string, string>
  /** What to call it: the keyword, else the page's title. */
  name: string
  /** The offer under "nothing found", with a line saying what saving does. */
  offer?: boolean
}

export function SaveSearchButton({ params, name, offer = false }: Props) {
  const { t } = useTranslation()
  const { userInfo } = useSession()
  const location = useLocation()
  const save = useSaveSearch()
  const [saved, setSaved] = useState(false)

  const onSave = () => {
    if (!userInfo) {
      openAuth('login', location.pathname + location.search, { reason: 'saveSearch' })
      return
    }
    save.mutate(
      { name: name.trim().slice(0, SAVED_SEARCH_NAME_MAX), query: params },
      {
        onSuccess: () => {
          setSaved(true)
          toast(t('search.save.done'), 'success')
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === ErrorCode.SAVED_SEARCH_EXISTS) {
            setSaved(true)
            toast(t('search.save.already'), 'info')
          } else if (!(err instanceof ApiError && err.status === 401)) {
            toast(err instanceof ApiError ? err.message : t('errors.network'), 'error')
          }
        },
      },
    )
  }

  const done = (
    <p className="save-search-done" role="status" data-testid="save-search-done">
      <span aria-hidden="true">✓ </span>
      {t('search.save.saved')} · <Link to={paths.savedSearches}>{t('search.save.manage')}</Link>
    </p>
  )
  const button = (
    <button
      type="button"
      className={`btn ${offer ? 'btn-primary' : 'btn-ghost'} btn-small save-search-btn`}
      data-testid="save-search"
      disabled={save.isPending}
      onClick={onSave}
    >
      {offer ? t('search.save.offerButton') : t('search.save.button')}
    </button>
  )
  if (!offer) return saved ? done : button
  return (
    <section
      className="save-search-offer"
      aria-labelledby="save-search-offer-title"
      data-testid="save-search-offer"
    >
      <h2 id="save-search-offer-title">{t('search.save.offerTitle')}</h2>
      <p className="muted small">{t('search.save.offerText')}</p>
      {saved ? done : button}
    </section>
  )
}
