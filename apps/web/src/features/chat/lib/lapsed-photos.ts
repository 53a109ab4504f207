/**
 * Chat photos whose addresses lapsed (docs/product/chat.md#messages): a photo is served only at a
 * signed address that lives 10 to 20 minutes, so a talk left open longer shows photos that no
 * longer load. When one fails, the talk's messages from its first held photo on are read again
 * (each page presents fresh addresses) and swapped into the cache in place. Each failed address
 * is refreshed once: a photo that fails again at the same address is left alone, never in a loop.
 */
import type { ChatMessage } from '@kaifong/contract'
import type { QueryClient } from '@tanstack/react-query'
import { CATCH_UP_PAGE, fetchHistory } from '../api/history.ts'
import { chatKeys } from '../api/keys.ts'
import { flatMessages, type HistoryData, replaceMessages } from './merge.ts'

/** Failed addresses remembered; past this the memory starts over. */
const KEPT = 1000

export class LapsedPhotos {
  private readonly failedAt = new Set<string>()
  private readonly running = new Map<string, Promise<void>>()

  constructor(private readonly queryClient: QueryClient) {}

  /** A photo of `talkId` did not load from `src`. */
  failed(talkId: string, src: string): void {
    if (this.failedAt.has(src)) return
    if (this.failedAt.size >= KEPT) this.failedAt.clear()
    this.failedAt.add(src)
    // Photos failing together (a long-open talk scrolled up) wait for the one refresh.
    if (this.running.has(talkId)) return
    const run = this.refresh(talkId)
      .catch(() => undefined)
      .finally(() => this.running.delete(talkId))
    this.running.set(talkId, run)
  }

  /** The refresh under way for `talkId`, if any (tests wait for it). */
  pending(talkId: string): Promise<void> | undefined {
    return this.running.get(talkId)
  }

  private async refresh(talkId: string): Promise<void> {
    const key = chatKeys.messages(talkId)
    const photos = flatMessages(this.queryClient.getQueryData<HistoryData>(key)).filter(
      (m) => m.kind === 'PHOTO',
    )
    const first = photos[0]
    const last = photos.at(-1)
    if (!first || !last) return
    const fresh: ChatMessage[] = []
    let after = first.seq - 1
    for (;;) {
      const page = await fetchHistory(talkId, { after, limit: CATCH_UP_PAGE }, true)
      fresh.push(...page.records)
      const reached = page.records.at(-1)?.seq
      if (!page.hasMore || reached === undefined || reached >= last.seq) break
      after = reached
    }
    this.queryClient.setQueryData<HistoryData>(key, (data) => replaceMessages(data, fresh))
  }
}
