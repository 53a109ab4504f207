import type { MedalList } from '@kaifong/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/** Own medals, or another member's by id (docs/product/permissions.md); `enabled` false loads nothing (a closed dialog). */
export function useMedals(memberId?: string, enabled = true) {
  return useQuery({
    queryKey: ['medals', memberId ?? 'me'],
    queryFn: () => api<MedalList>('/buyer/members/medal', { query: { memberId } }),
    enabled,
  })
}
