/**
 * The message log's scrolling (components/MessageList.tsx): it stays at the bottom as messages
 * arrive, and as the panes around it change size, when the reader is there; otherwise a "new
 * messages" pill shows. Scrolling near the top loads older pages without moving what is on screen.
 */
import type { UseInfiniteQueryResult } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { HistoryData } from '../lib/merge.ts'

/** Closer than this to the bottom counts as "at the bottom". */
const BOTTOM_SLACK_PX = 48
const TOP_LOAD_PX = 80

interface LogScrollOptions {
  history: UseInfiniteQueryResult<HistoryData>
  /** The newest line's key (a pending message's client id, or the last message's id). */
  lastKey: string | undefined
  /** The newest line is mine: the log goes down to it wherever the reader was. */
  lastMine: boolean
}

export function useLogScroll({ history, lastKey, lastMine }: LogScrollOptions) {
  const [pill, setPill] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  const olderFrom = useRef<number | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes
  useLayoutEffect(() => {
    const el = box.current
    if (!el || lastKey === undefined) return
    if (atBottom.current || lastMine) {
      el.scrollTop = el.scrollHeight
      setPill(false)
    } else setPill(true)
  }, [lastKey])

  // The log got shorter or taller under the reader (an accepted offer grows the offer bar above it,
  // the typing line or the keyboard takes room below): one at the bottom stays there, so the newest
  // line never ends up hidden behind the composer.
  useEffect(() => {
    const el = box.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  // Older messages went in above: keep the reader's place.
  const pageCount = history.data?.pages.length ?? 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a page of older messages arrives
  useLayoutEffect(() => {
    const el = box.current
    if (!el || olderFrom.current === null) return
    el.scrollTop += el.scrollHeight - olderFrom.current
    olderFrom.current = null
  }, [pageCount])

  const loadOlder = () => {
    const el = box.current
    if (!el || !history.hasNextPage || history.isFetchingNextPage) return
    olderFrom.current = el.scrollHeight
    void history.fetchNextPage()
  }
  const onScroll = () => {
    const el = box.current
    if (!el) return
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK_PX
    if (atBottom.current) setPill(false)
    if (el.scrollTop < TOP_LOAD_PX) loadOlder()
  }
  const toBottom = () => {
    const el = box.current
    if (el) el.scrollTop = el.scrollHeight
    atBottom.current = true
    setPill(false)
  }
  return { box, pill, loadOlder, onScroll, toBottom }
}
