/**
 * POST contacts/{goodsId}: a listing's contact methods, which the detail never carries
 * (docs/product/domain-rules.md, "Contact privacy"). Silent: the contact section shows refusals itself.
 */
import type { RevealedContacts } from '@kaifong/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export const revealContacts = (goodsId: string) =>
  api<RevealedContacts>(`/buyer/goods/goods/contacts/${encodeURIComponent(goodsId)}`, {
    method: 'POST',
    silent: true,
  })

export function useRevealContacts(goodsId: string) {
  return useMutation({ mutationFn: () => revealContacts(goodsId) })
}
