/**
 * What the chat's sync layer (live.ts) changes in the query cache besides the messages: unread
 * counts in the talk list, the other side's read position, and catching a loaded talk up.
 */
import type { ChatMessage, Page, TalkDetail, TalkItem } from '@kaifong/contract'
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { CATCH_UP_PAGE, fetchHistory } from '../api/history.ts'
import { chatKeys } from '../api/keys.ts'
import { type HistoryData, heldThrough } from './merge.ts'

type TalkPages = InfiniteData<Page<TalkItem>, number>

/** My read position in a talk moved to `seq`: fewer unread in the talk list. */
export function setUnreadAfterReading(queryClient: QueryClient, talkId: string, seq: number): void {
  queryClient.setQueryData<TalkPages>(chatKeys.talks, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            records: p.records.map((t) =>
              t.id === talkId ? { ...t, unread: Math.max(0, Math.min(t.unread, t.lastSeq - seq)) } : t,
            ),
          })),
        }
      : data,
  )
}

/** The other side's read position moved: "read" under my messages up to it. */
export function setOtherRead(queryClient: QueryClient, talkId: string, seq: number): void {
  queryClient.setQueryData<TalkDetail>(chatKeys.talk(talkId), (talk) =>
    talk && talk.otherReadSeq < seq ? { ...talk, otherReadSeq: seq } : talk,
  )
}

/** The talks whose messages are in the cache. */
export const loadedTalks = (queryClient: QueryClient): string[] =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: ['chat', 'messages'] })
    .map((q) => String(q.queryKey[2]))

/**
 * Catches a talk up: everything after the last seq held without a gap, page by page until there
 * is no more, each message handed to `received`; one run per talk at a time.
 */
export function catchUpRunner(
  queryClient: QueryClient,
  received: (message: ChatMessage) => void,
): (talkId: string) => Promise<void> {
  const catchingUp = new Map<string, Promise<void>>()
  return (talkId) => {
    const running = catchingUp.get(talkId)
    if (running) return running
    const run = (async () => {
      const key = chatKeys.messages(talkId)
      for (;;) {
        const data = queryClient.getQueryData<HistoryData>(key)
        if (!data) return
        const page = await fetchHistory(talkId, { after: heldThrough(data), limit: CATCH_UP_PAGE }, true)
        for (const message of page.records) received(message)
        if (page.records.some((m) => m.kind === 'EVENT'))
          void queryClient.invalidateQueries({ queryKey: chatKeys.talk(talkId) })
        if (!page.hasMore || page.records.length === 0) return
      }
    })()
      .catch(() => undefined)
      .finally(() => catchingUp.delete(talkId))
    catchingUp.set(talkId, run)
    return run
  }
}
