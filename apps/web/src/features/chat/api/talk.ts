/** One talk (GET /im/talk/{id}): the item, my role, the current offer and deal, and blocks. */
import type { TalkDetail } from '@kaifong/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { retryUnlessMissing } from '../../../lib/not-found.ts'
import { chatKeys } from './keys.ts'

export const fetchTalk = (talkId: string) =>
  api<TalkDetail>(`/im/talk/${encodeURIComponent(talkId)}`, { silent: true })

export const useTalk = (talkId: string) =>
  useQuery({
    queryKey: chatKeys.talk(talkId),
    queryFn: () => fetchTalk(talkId),
    retry: retryUnlessMissing,
    enabled: Boolean(talkId),
  })
