/**
 * Favourites (docs/product/api.md): add and remove one listing, and my favourites page
 * (GET /buyer/goods/goods/Collection, newest first, any state).
 */
import { type Collection, ErrorCode, type GoodsDetail, type Page } from '@kaifong/contract'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api.ts'
import { goodsKeys } from '../../../lib/query-keys.ts'
import { toast } from '../../../lib/ui.ts'

export const COLLECTION_PAGE_SIZE = 10

const path = (action: 'add' | 'delete', goodsId: string) =>
  `/buyer/member/collection/${action}/GOODS/${encodeURIComponent(goodsId)}`

export function useCollection(pageNumber: number) {
  return useQuery({
    queryKey: [...goodsKeys.collection, pageNumber],
    queryFn: () =>
      api<Page<Collection>>('/buyer/goods/goods/Collection', {
        query: { pageNumber, pageSize: COLLECTION_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  })
}

/**
 * Likes or unlikes a listing with an optimistic heart and count. "Already favourited" (20017)
 * means the wish already holds, so it is not an error to the user.
 */
export function useSetFavourite(goodsId: string) {
  const queryClient = useQueryClient()
  const detailKey = goodsKeys.detail(goodsId)
  const apply = (liked: boolean) =>
    queryClient.setQueriesData<GoodsDetail>({ queryKey: detailKey }, (old) =>
      old && old.isCollection !== liked
        ? { ...old, isCollection: liked, collectCount: Math.max(0, old.collectCount + (liked ? 1 : -1)) }
        : old,
    )
  return useMutation({
    mutationFn: async (liked: boolean) => {
      try {
        await api<null>(path(liked ? 'add' : 'delete', goodsId), {
          method: liked ? 'POST' : 'DELETE',
          silent: true,
        })
      } catch (err) {
        if (!(liked && err instanceof ApiError && err.code === ErrorCode.ALREADY_COLLECTED)) throw err
      }
    },
    onMutate: async (liked) => {
      await queryClient.cancelQueries({ queryKey: detailKey })
      apply(liked)
    },
    onError: (err, liked) => {
      apply(!liked)
      if (err instanceof ApiError && err.status !== 401) toast(err.message, 'error')
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: goodsKeys.collection }),
  })
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
