/**
 * POST /im/talk/quote: make, edit or re-make the buyer's offer (docs/product/chat.md#offers-quotes).
 * Answers the talk detail, which replaces the cached one. The dialog shows a refusal itself.
 */
import type { TalkDetail } from '@kaifong/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { chatKeys } from './keys.ts'

export const postQuote = (talkId: string, price: string) =>
  api<TalkDetail>('/im/talk/quote', { method: 'POST', body: { talkId, price }, silent: true })

export function useQuote(talkId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (price: string) => postQuote(talkId, price),
    onSuccess: (talk) => {
      queryClient.setQueryData(chatKeys.talk(talkId), talk)
      void queryClient.invalidateQueries({ queryKey: chatKeys.talks })
    },
  })
}
