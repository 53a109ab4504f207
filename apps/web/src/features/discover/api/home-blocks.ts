/**
 * The home page's sections in the operator's order, and which show (GET /common/common/home-blocks,
 * docs/admin.md "Home blocks"). Until it answers (or if it fails) the page shows every section in
 * the usual order.
 */
import { HOME_BLOCK_KEYS, type HomeBlock } from '@kaifong/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export const DEFAULT_HOME_BLOCKS: HomeBlock[] = HOME_BLOCK_KEYS.map((key) => ({ key, visible: true }))

export function useHomeBlocks(): HomeBlock[] {
  const query = useQuery({
    queryKey: ['home-blocks'],
    queryFn: () => api<HomeBlock[]>('/common/common/home-blocks', { anonymous: true, quiet: true }),
    staleTime: 5 * 60_000,
  })
  return query.data ?? DEFAULT_HOME_BLOCKS
}
