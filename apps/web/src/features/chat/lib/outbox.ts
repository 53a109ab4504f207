/**
 * Messages on their way (docs/product/chat.md#messages): shown at once as "sending", kept until
 * the server's copy arrives (then they are in the history), "failed" after a refusal or
 * SEND_TIMEOUT_MS without an answer. Each keeps its client id for every resend, so the server
 * stores it once however often it is sent. Kept per tab, outside React, across talks.
 */
import { createStore, useStore } from '../../../lib/store.ts'

export const SEND_TIMEOUT_MS = 15_000

export interface Outgoing {
  clientId: string
  talkId: string
  kind: 'TEXT' | 'PHOTO'
  text: string
  file: File | null
  /** An object URL of the photo, shown while it uploads. */
  preview: string | null
  state: 'sending' | 'failed'
  /** Why it failed (the server's message), when it said. */
  error: string | null
  /** Upload progress of a photo, 0…1. */
  progress: number | null
  createdAt: string
}

export const outbox = createStore<Outgoing[]>([])

/** A client id the server accepts (8–64 of letters, digits, "-" and "_"). */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID()
  return `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`
}

export const findOutgoing = (clientId: string) => outbox.get().find((m) => m.clientId === clientId)

export function addOutgoing(message: Outgoing): void {
  outbox.set((list) => [...list, message])
}

export function updateOutgoing(clientId: string, change: Partial<Outgoing>): void {
  outbox.set((list) => list.map((m) => (m.clientId === clientId ? { ...m, ...change } : m)))
}

/** The server has it: the history shows it from now on. */
export function removeOutgoing(clientId: string): void {
  const gone = findOutgoing(clientId)
  if (!gone) return
  if (gone.preview) URL.revokeObjectURL?.(gone.preview)
  outbox.set((list) => list.filter((m) => m.clientId !== clientId))
}

export function clearOutbox(): void {
  for (const m of outbox.get()) if (m.preview) URL.revokeObjectURL?.(m.preview)
  outbox.set([])
}

export const useOutbox = () => useStore(outbox)
