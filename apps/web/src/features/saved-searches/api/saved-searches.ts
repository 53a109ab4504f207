/**
 * Saved searches (docs/product/search.md, "Saved searches"): /buyer/member/saved-searches — the
 * member's list, save, rename and alert switches, delete. Every change refreshes the list.
 */
import type { SavedSearch, SavedSearchBody, SavedSearchChange } from '@kaifong/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'

export const savedSearchKeys = { all: ['saved-searches'] as const }
const BASE = '/buyer/member/saved-searches'
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`

export function useSavedSearches() {
  const { userInfo } = useSession()
  return useQuery({
    queryKey: savedSearchKeys.all,
    queryFn: () => api<SavedSearch[]>(BASE),
    enabled: Boolean(userInfo),
  })
}

function useSavedSearchMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  })
}

/** Silent: the save button says what happened (saved already, the list is full). */
export const useSaveSearch = () =>
  useSavedSearchMutation((body: SavedSearchBody) =>
    api<SavedSearch>(BASE, { method: 'POST', body, silent: true }),
  )

/** Silent: the rename form shows the server's message beside its field. */
export const useChangeSavedSearch = () =>
  useSavedSearchMutation(({ id, change }: { id: string; change: SavedSearchChange }) =>
    api<SavedSearch>(one(id), { method: 'PUT', body: change, silent: true }),
  )

export const useDeleteSavedSearch = () =>
  useSavedSearchMutation((id: string) => api<null>(one(id), { method: 'DELETE' }))
