/**
 * The talk's other actions, each a POST answering the talk detail: the seller accepts or declines
 * the open offer, the buyer withdraws it (`quoteId`), either side asks to cancel a deal and the
 * other agrees or refuses, and blocking. A refusal is toasted with the server's message
 * (lib/api.ts); the other side hears of it through the socket's `talk` frame.
 */
import type { TalkDetail } from '@kaifong/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { goodsKeys } from '../../../lib/query-keys.ts'
import { chatKeys } from './keys.ts'

export const QUOTE_ACTIONS = ['acceptQuote', 'refuseQuote', 'cancelQuote'] as const
export const DEAL_ACTIONS = ['applyCancelOrder', 'acceptCancelOrder', 'refuseCancelOrder'] as const
export const BLOCK_ACTIONS = ['block', 'unblock'] as const
export type TalkAction =
  | (typeof QUOTE_ACTIONS)[number]
  | (typeof DEAL_ACTIONS)[number]
  | (typeof BLOCK_ACTIONS)[number]

export function postTalkAction(action: TalkAction, talk: Pick<TalkDetail, 'id' | 'currentQuote'>) {
  const quoteAction = (QUOTE_ACTIONS as readonly string[]).includes(action)
  const body = quoteAction ? { talkId: talk.id, quoteId: talk.currentQuote?.id ?? '' } : { talkId: talk.id }
  return api<TalkDetail>(`/im/talk/${action}`, { method: 'POST', body })
}

export function useTalkAction(talk: Pick<TalkDetail, 'id' | 'currentQuote' | 'goodsId'>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: TalkAction) => postTalkAction(action, talk),
    onSuccess: (next, action) => {
      queryClient.setQueryData(chatKeys.talk(talk.id), next)
      void queryClient.invalidateQueries({ queryKey: chatKeys.talks })
      // A deal (or its cancelling) changes the listing: sold, or listed again.
      if (action === 'acceptQuote' || action === 'acceptCancelOrder')
        void queryClient.invalidateQueries({ queryKey: goodsKeys.detail(talk.goodsId) })
    },
  })
}
