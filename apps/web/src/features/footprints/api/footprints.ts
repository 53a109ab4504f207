/** Browsing history (docs/product/api.md footprints; page size 20): list, delete some, clear all. */
import { type Footprint, PAGE_SIZE, type Page } from '@kaifong/contract'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { goodsKeys } from '../../../lib/query-keys.ts'

const BASE = '/buyer/member/footprint'

export function useFootprints() {
  return useInfiniteQuery({
    queryKey: goodsKeys.footprints,
    queryFn: ({ pageParam }) =>
      api<Page<Footprint>>(BASE, { query: { pageNumber: pageParam, pageSize: PAGE_SIZE.footprints } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  })
}

function useFootprintMutation<T>(request: (arg: T) => Promise<null>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKeys.footprints }),
  })
}

/** DELETE delByIds/{ids}: the ids are goods ids, as a comma list. */
export const useDeleteFootprints = () =>
  useFootprintMutation((goodsIds: string[]) =>
    api<null>(`${BASE}/delByIds/${goodsIds.map(encodeURIComponent).join(',')}`, { method: 'DELETE' }),
  )

export const useClearFootprints = () => useFootprintMutation(() => api<null>(BASE, { method: 'DELETE' }))
