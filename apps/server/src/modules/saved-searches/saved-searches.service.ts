/**
 * Saved searches (docs/product/search.md, "Saved searches"): a member keeps up to
 * SAVED_SEARCHES_MAX searches, renames them, turns their alerts and mails on and off, deletes them.
 * Another member's saved search answers exactly like a missing one (404 4004). The limit holds
 * under concurrency: each change of one member's list runs under a lock of the member's row.
 */
import {
  ErrorCode,
  type Language,
  SAVED_SEARCHES_MAX,
  type SavedSearchBody,
  type SavedSearchChange,
  type savedSearchBody,
  type savedSearchChange,
  searchParamsOf,
} from '@kaifong/contract'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { t } from '../../lib/messages.ts'
import { lockMember } from '../members/index.ts'
import { alertMatchOf } from '../search/index.ts'
import {
  countSavedSearches,
  deleteSavedSearch,
  findByKey,
  insertSavedSearch,
  listSavedSearches,
  type SavedSearchRow,
  updateSavedSearch,
} from './saved-searches.repo.ts'

export type { SavedSearchBody, SavedSearchChange }

type NewSearch = z.output<typeof savedSearchBody>
type Change = z.output<typeof savedSearchChange>

async function withMemberLock<T>(ctx: AppContext, memberId: number, work: (tx: DbOrTx) => Promise<T>) {
  return ctx.db.transaction(async (tx) => {
    if (!(await lockMember(tx, memberId))) throw notFound()
    return work(tx)
  })
}

/** A name for a search saved without one: its keyword, else "Saved search" in the member's language. */
function defaultName(body: NewSearch, lang: Language): string {
  return body.query.goodsName?.trim() || t(lang, 'savedSearch.defaultName')
}

export function createSavedSearch(
  ctx: AppContext,
  memberId: number,
  body: NewSearch,
  lang: Language,
): Promise<SavedSearchRow> {
  const queryKey = new URLSearchParams(searchParamsOf(body.query)).toString()
  const match = alertMatchOf(body.query)
  return withMemberLock(ctx, memberId, async (tx) => {
    if (await findByKey(tx, memberId, queryKey))
      throw new AppError(409, ErrorCode.SAVED_SEARCH_EXISTS, 'savedSearch.exists')
    if ((await countSavedSearches(tx, memberId)) >= SAVED_SEARCHES_MAX)
      throw new AppError(409, ErrorCode.SAVED_SEARCH_LIMIT, 'savedSearch.limit', { max: SAVED_SEARCHES_MAX })
    return insertSavedSearch(tx, {
      memberId,
      name: body.name ?? defaultName(body, lang),
      query: body.query,
      queryKey,
      lang,
      alert: body.alert,
      email: body.email,
      matchQuery: match.query,
      minPrice: match.minPrice,
      maxPrice: match.maxPrice,
      at: ctx.clock.now(),
    })
  })
}

export function memberSavedSearches(ctx: AppContext, memberId: number): Promise<SavedSearchRow[]> {
  return listSavedSearches(ctx.db, memberId)
}

/** Its mails follow the language of the latest change: the one the member now reads the site in. */
export async function changeSavedSearch(
  ctx: AppContext,
  memberId: number,
  id: number,
  change: Change,
  lang: Language,
): Promise<SavedSearchRow> {
  const row = await updateSavedSearch(ctx.db, memberId, id, { ...change, lang, updatedAt: ctx.clock.now() })
  if (!row) throw notFound()
  return row
}

export async function removeSavedSearch(ctx: AppContext, memberId: number, id: number): Promise<void> {
  if (!(await deleteSavedSearch(ctx.db, memberId, id))) throw notFound()
}
