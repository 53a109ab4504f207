/**
 * The heart on a listing (docs/product/api.md): add and remove one listing, with the detail's heart
 * and count updated in the cache; my favourites page (features/favourites) removes with it too.
 */
import { ErrorCode, type GoodsDetail } from '@kaifong/contract'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api.ts'
import { goodsKeys } from '../../../lib/query-keys.ts'
import { toast } from '../../../lib/ui.ts'

const path = (action: 'add' | 'delete', goodsId: string) =>
  `/buyer/member/collection/${action}/GOODS/${encodeURIComponent(goodsId)}`

/** Sets the heart and count of a listing's detail in the cache (the optimistic step). */
function applyLiked(queryClient: QueryClient, goodsId: string, liked: boolean) {
  queryClient.setQueriesData<GoodsDetail>({ queryKey: goodsKeys.detail(goodsId) }, (old) =>
    old && old.isCollection !== liked
      ? { ...old, isCollection: liked, collectCount: Math.max(0, old.collectCount + (liked ? 1 : -1)) }
      : old,
  )
}

/** "Already favourited" (20017) means the wish already holds, so it is not an error to the user. */
async function sendLiked(goodsId: string, liked: boolean) {
  try {
    await api<null>(path(liked ? 'add' : 'delete', goodsId), {
      method: liked ? 'POST' : 'DELETE',
      silent: true,
    })
  } catch (err) {
    if (!(liked && err instanceof ApiError && err.code === ErrorCode.ALREADY_COLLECTED)) throw err
  }
}

/** A refused heart goes back and says why (a 401 has already opened the login dialog). */
function refused(queryClient: QueryClient, goodsId: string, liked: boolean, err: unknown) {
  applyLiked(queryClient, goodsId, !liked)
  if (err instanceof ApiError && err.status !== 401) toast(err.message, 'error')
}

/** Likes or unlikes a listing with an optimistic heart and count. */
export function useSetFavourite(goodsId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (liked: boolean) => sendLiked(goodsId, liked),
    onMutate: async (liked) => {
      await queryClient.cancelQueries({ queryKey: goodsKeys.detail(goodsId) })
      applyLiked(queryClient, goodsId, liked)
    },
    onError: (err, liked) => refused(queryClient, goodsId, liked, err),
    onSettled: () => queryClient.invalidateQueries({ queryKey: goodsKeys.collection }),
  })
}

/**
 * The heart a visitor tapped before logging in (lib/ui.ts `PendingAction`), once they have
 * logged in or signed up: it fills and the server is told, as the tap would have done. The
 * caller (the login dialog) refetches every query afterwards.
 */
export async function favouriteAfterLogin(queryClient: QueryClient, goodsId: string): Promise<void> {
  await queryClient.cancelQueries({ queryKey: goodsKeys.detail(goodsId) })
  applyLiked(queryClient, goodsId, true)
  try {
    await sendLiked(goodsId, true)
  } catch (err) {
    refused(queryClient, goodsId, true, err)
  }
}

/** Removes a listing from my favourites (the favourites page). */
export function useRemoveFavourite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (goodsId: string) => api<null>(path('delete', goodsId), { method: 'DELETE' }),
    onSuccess: (_r, goodsId) => {
      queryClient.setQueriesData<GoodsDetail>({ queryKey: goodsKeys.detail(goodsId) }, (old) =>
        old?.isCollection
          ? { ...old, isCollection: false, collectCount: Math.max(0, old.collectCount - 1) }
          : old,
      )
      return queryClient.invalidateQueries({ queryKey: goodsKeys.collection })
    },
  })
}
