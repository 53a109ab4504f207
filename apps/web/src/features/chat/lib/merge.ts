/**
 * Messages in the history cache (api/history.ts): live ones, acknowledgements and catch-up pages
 * are merged by message id, so a message heard twice (socket and REST, or a resend) shows once,
 * and the list is always in seq order, without gaps a reader could notice.
 */
import type { ChatMessage, HistoryPage } from '@kaifong/contract'
import type { InfiniteData } from '@tanstack/react-query'

export type HistoryData = InfiniteData<HistoryPage, unknown>

/** Every message held, oldest first, each once. */
export function flatMessages(data: HistoryData | undefined): ChatMessage[] {
  if (!data) return []
  const byId = new Map<string, ChatMessage>()
  // Pages are newest first; each page is oldest first.
  for (const page of [...data.pages].reverse()) for (const m of page.records) byId.set(m.id, m)
  return [...byId.values()].sort((a, b) => a.seq - b.seq)
}

/**
 * The seq up to which nothing is missing (0 for none): catch-up asks for what comes after it.
 * Seqs are 1, 2, 3… in a talk, so a jump is a message not yet heard: one of mine acknowledged
 * while an earlier one of theirs is still on its way must not hide that one.
 */
export function heldThrough(data: HistoryData | undefined): number {
  const seqs = [...new Set(data?.pages.flatMap((p) => p.records.map((m) => m.seq)) ?? [])].sort(
    (a, b) => a - b,
  )
  let last = seqs[0] ?? 0
  for (const seq of seqs.slice(1)) {
    if (seq !== last + 1) break
    last = seq
  }
  return last
}

/**
 * `data` with `incoming` added to its newest page, minus those it already holds. Unloaded history
 * stays unloaded: its first fetch will bring them.
 */
export function mergeMessages(
  data: HistoryData | undefined,
  incoming: readonly ChatMessage[],
): HistoryData | undefined {
  const first = data?.pages[0]
  if (!data || !first) return data
  const known = new Set(data.pages.flatMap((p) => p.records.map((m) => m.id)))
  const fresh: ChatMessage[] = []
  for (const m of incoming) {
    if (known.has(m.id)) continue
    known.add(m.id)
    fresh.push(m)
  }
  if (fresh.length === 0) return data
  const records = [...first.records, ...fresh].sort((a, b) => a.seq - b.seq)
  return { ...data, pages: [{ ...first, records }, ...data.pages.slice(1)] }
}

/**
 * `data` with the messages it holds swapped for `fresh` copies of the same ids (photos at new
 * addresses, lib/live.ts `photoFailed`); nothing is added and nothing moves.
 */
export function replaceMessages(
  data: HistoryData | undefined,
  fresh: readonly ChatMessage[],
): HistoryData | undefined {
  if (!data || fresh.length === 0) return data
  const byId = new Map(fresh.map((m) => [m.id, m]))
  return {
    ...data,
    pages: data.pages.map((p) => ({ ...p, records: p.records.map((m) => byId.get(m.id) ?? m) })),
  }
}
