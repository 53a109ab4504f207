import type { MedalList } from '@kaifong/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/** Own medals, or another member's by id (SPEC §6). */
export function useMedals(memberId?: string) {
  return useQuery({
    queryKey: ['medals', memberId ?? 'me'],
    queryFn: () => api<MedalList>('/buyer/members/medal', { query: { memberId } }),
  })
}
