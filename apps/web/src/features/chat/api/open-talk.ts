/**
 * Finding the talk an /im link names: getImTalk by listing (made on first contact;
 * docs/product/chat.md#talks) or GET /im/talk/by/user/{id} by member. The page shows the
 * refusals itself (phone not verified, own listing, listing not available), so nothing is toasted.
 */
import type { TalkDetail } from '@kaifong/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { chatKeys } from './keys.ts'

export const fetchTalkForGoods = (goodsId: string) =>
  api<{ id: string; userId: string }>(`/buyer/goodsAAA/goodsAAA/getImTalk/${encodeURIComponent(goodsId)}`, {
    silent: true,
  })

export const fetchTalkWithMember = (memberId: string, goodsId: string) =>
  api<TalkDetail>(`/im/talk/by/user/${encodeURIComponent(memberId)}`, {
    query: { goodsId: goodsId || undefined },
    silent: true,
  })

/** The talk id for `goodsId` (no `memberId`) or for `memberId` (with an optional listing). */
export function useOpenTalk(target: { memberId: string; goodsId: string } | null) {
  const by = target?.memberId ? 'member' : 'goods'
  return useQuery({
    queryKey: chatKeys.open(by, target?.memberId ?? '', target?.goodsId ?? ''),
    queryFn: async () =>
      target?.memberId
        ? (await fetchTalkWithMember(target.memberId, target.goodsId)).id
        : (await fetchTalkForGoods(target?.goodsId ?? '')).id,
    enabled: Boolean(target && (target.memberId || target.goodsId)),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  })
}
