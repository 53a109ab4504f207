/**
 * A talk's messages (GET /im/talk/{id}/messages): an infinite query whose first page is the
 * newest and whose next pages are older (`before` the oldest seq held). Catch-up after a
 * reconnect reads `after` the newest seq held (lib/live.ts merges it into the same cache).
 */
import { CHAT_HISTORY_PAGE, type HistoryPage } from '@kaifong/contract'
import { useInfiniteQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { chatKeys } from './keys.ts'

export const CATCH_UP_PAGE = 100

export const fetchHistory = (
  talkId: string,
  at: { before?: number; after?: number; limit?: number },
  quiet = false,
) =>
  api<HistoryPage>(`/im/talk/${encodeURIComponent(talkId)}/messages`, {
    query: { before: at.before, after: at.after, limit: at.limit ?? CHAT_HISTORY_PAGE },
    silent: true,
    quiet,
  })

export const useHistory = (talkId: string) =>
  useInfiniteQuery({
    queryKey: chatKeys.messages(talkId),
    queryFn: ({ pageParam }) => fetchHistory(talkId, { before: pageParam }),
    initialPageParam: undefined as number | undefined,
    // Pages are oldest first inside; the next page is what comes before this one's first message.
    getNextPageParam: (last) => (last.hasMore ? last.records[0]?.seq : undefined),
    // The socket keeps it current (lib/live.ts): refetching would throw away merged messages.
    staleTime: Number.POSITIVE_INFINITY,
  })
