/**
 * The operator's sign-in and session (docs/admin.md, "Roles and sign-in"): the three sign-in
 * steps, sign-out, who is signed in (`/passport/me`, with the rights the navigation follows).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { adminApi, adminTokens, setAdminTokens, subscribeAdmin } from './admin-api.ts'
import { adminKeys } from './keys.ts'
import type { LoginStep, Operator, SetupResult, VerifyResult } from './types.ts'

export const login = (username: string, password: string) =>
  adminApi<LoginStep>('/passport/login', {
    method: 'POST',
    body: { username, password },
    anonymous: true,
  })

export const confirmSetup = (challenge: string, code: string) =>
  adminApi<SetupResult>('/passport/setup', { method: 'POST', body: { challenge, code }, anonymous: true })

export const verifyCode = (challenge: string, code: string) =>
  adminApi<VerifyResult>('/passport/verify', { method: 'POST', body: { challenge, code }, anonymous: true })

export const fetchMe = () => adminApi<Operator>('/passport/me')

/** The access token while an operator is signed in in this tab (a string, so the snapshot is stable). */
const tokenSnapshot = () => adminTokens()?.accessToken ?? null

/** True while this tab holds an operator session; re-renders on sign-in and sign-out. */
export function useAdminSignedIn(): boolean {
  return useSyncExternalStore(subscribeAdmin, tokenSnapshot, () => null) !== null
}

export const useMe = (enabled: boolean) =>
  useQuery({ queryKey: adminKeys.me, queryFn: fetchMe, enabled, staleTime: 60_000 })

/** Ends the session on the server (best effort) and forgets it here, with every console query. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient()
  return useCallback(async () => {
    try {
      if (adminTokens()) await adminApi<null>('/passport/logout', { method: 'POST' })
    } catch {
      // The session is forgotten here either way; an expired one needs no ending.
    }
    setAdminTokens(null)
    queryClient.removeQueries({ queryKey: adminKeys.all })
  }, [queryClient])
}
