/** Saved searches to API shapes: the query goes out as the search page's address parameters. */
import { type SavedSearch, searchParamsOf } from '@kaifong/contract'
import type { SavedSearchRow } from './saved-searches.repo.ts'

export function presentSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: String(row.id),
    name: row.name,
    params: searchParamsOf(row.query),
    alert: row.alert,
    email: row.email,
    createTime: row.createdAt.toISOString(),
    lastAlertTime: row.alertedAt?.toISOString() ?? null,
  }
}
