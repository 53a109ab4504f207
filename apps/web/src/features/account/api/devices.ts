/**
 * The member's signed-in devices (docs/product/api.md, Account): GET sessions, and DELETE
 * sessions/{id} to sign one out.
 */
import type { DevicesResult } from '@kaifong/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'

export const deviceKeys = { all: ['devices'] as const }
const BASE = '/buyer/passport/member/sessions'

export function useDevices() {
  const { userInfo } = useSession()
  return useQuery({
    queryKey: deviceKeys.all,
    queryFn: () => api<DevicesResult>(BASE),
    enabled: Boolean(userInfo),
  })
}

/**
 * Silent: the page says what went wrong (a 404 means the device had gone already). Either way the
 * list is fetched again, so it shows what is really signed in.
 */
export function useSignOutDevice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      api<null>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE', silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  })
}
