/**
 * POST /buyer/member/evaluation (docs/product/chat.md#reviews). The dialog shows a refusal itself
 * (35001 already reviewed, 35002 not allowed: the server's localized message), so it is silent. A
 * review changes the lists and counts, and the seller's moves the listing to SOLD_OUT_DOWN.
 */
import { ErrorCode, type Evaluation, type EvaluationBody } from '@kaifong/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, api } from '../../../lib/api.ts'
import { goodsKeys } from '../../../lib/query-keys.ts'
import { evaluationKeys } from './keys.ts'

export function useWriteReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: EvaluationBody) =>
      api<Evaluation>('/buyer/member/evaluation', { method: 'POST', body, silent: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: evaluationKeys.all })
      void queryClient.invalidateQueries({ queryKey: goodsKeys.all })
    },
    // Reviewed meanwhile (another tab, a double tap): the lists still show the deal as waiting.
    onError: (err) => {
      if (err instanceof ApiError && err.code === ErrorCode.ALREADY_REVIEWED)
        void queryClient.invalidateQueries({ queryKey: evaluationKeys.all })
    },
  })
}
