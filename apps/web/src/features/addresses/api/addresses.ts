/** The address book (docs/listings-api.md, /buyer/member/address): meet-up places, up to 5. */
import type { Address, AddressBody } from '@kaifong/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { useSession } from '../../../lib/session.ts'

export const addressKeys = { all: ['addresses'] as const }
const BASE = '/buyer/member/address'

export function useAddresses() {
  const { userInfo } = useSession()
  return useQuery({
    queryKey: addressKeys.all,
    queryFn: () => api<Address[]>(BASE),
    enabled: Boolean(userInfo),
  })
}

/** Every change refreshes the list: the server moves the default flag on its own. */
function useAddressMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  })
}

/** Creates (no id) or updates an address. Silent: the form shows the server's field errors. */
export const useSaveAddress = () =>
  useAddressMutation(({ id, body }: { id: string | null; body: AddressBody }) =>
    id
      ? api<Address>(`${BASE}/${encodeURIComponent(id)}`, { method: 'PUT', body, silent: true })
      : api<Address>(BASE, { method: 'POST', body, silent: true }),
  )

export const useSetDefaultAddress = () =>
  useAddressMutation((id: string) =>
    api<Address>(`${BASE}/default/${encodeURIComponent(id)}`, { method: 'PUT' }),
  )

export const useDeleteAddress = () =>
  useAddressMutation((id: string) =>
    api<null>(`${BASE}/delById/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  )
