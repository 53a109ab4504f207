/** "typing…" (docs/product/chat.md#the-socket): shown for TYPING_SHOWN_MS after the other side's last typing frame. */
import { CHAT_TYPING_EVERY_MS } from '@kaifong/contract'
import { useEffect, useState } from 'react'
import { createStore, useStore } from '../../../lib/store.ts'

export const TYPING_SHOWN_MS = 4000
/** The composer tells the other side at most this often (the server relays one per CHAT_TYPING_RELAY_MS, less). */
export const TYPING_SEND_EVERY_MS = CHAT_TYPING_EVERY_MS

/** talkId → when its "typing…" goes away. */
export const typingStore = createStore<Record<string, number>>({})

export function heardTyping(talkId: string, now = Date.now()): void {
  typingStore.set((all) => ({ ...all, [talkId]: now + TYPING_SHOWN_MS }))
}

/** A message from the other side ends their typing. */
export function stopTyping(talkId: string): void {
  if (typingStore.get()[talkId] === undefined) return
  typingStore.set(({ [talkId]: _gone, ...rest }) => rest)
}

/** Whether the other member of `talkId` is typing now; turns false by itself when the time is up. */
export function useTyping(talkId: string): boolean {
  const until = useStore(typingStore)[talkId] ?? 0
  const [, setTick] = useState(0)
  const shown = until > Date.now()
  useEffect(() => {
    if (!shown) return
    const timer = setTimeout(() => setTick((n) => n + 1), until - Date.now())
    return () => clearTimeout(timer)
  }, [shown, until])
  return shown
}
