/**
 * Safety tips (docs/product/chat.md#safety-tips): which received message shows which tip — each kind
 * once per conversation, under the first message that carries it — and the tips a member dismissed,
 * by message id, remembered in localStorage (the newest MAX_KEPT).
 */
import type { ChatMessage, SafetyKind } from '@kaifong/contract'
import { readJson, storage } from '../../../lib/storage.ts'

/**
 * The tips to show under each received text message, oldest first: a kind already shown higher up
 * the conversation is not shown again, so eight messages asking for WhatsApp get one tip, and a
 * later message with a new kind of risk (a deposit, a code) gets a tip of that kind alone.
 */
export function tipsOnce(
  messages: readonly Pick<ChatMessage, 'id' | 'kind' | 'senderId' | 'safety'>[],
  me: string,
): Map<string, SafetyKind[]> {
  const shown = new Set<SafetyKind>()
  const tips = new Map<string, SafetyKind[]>()
  for (const m of messages) {
    if (m.kind !== 'TEXT' || m.senderId === me) continue
    const fresh = m.safety.filter((kind) => !shown.has(kind))
    for (const kind of fresh) shown.add(kind)
    if (fresh.length > 0) tips.set(m.id, fresh)
  }
  return tips
}

const KEY = 'chat.tips.dismissed'
const MAX_KEPT = 500

export const tipDismissed = (messageId: string): boolean =>
  (readJson<string[]>(KEY) ?? []).includes(messageId)

export function dismissTip(messageId: string): void {
  const kept = (readJson<string[]>(KEY) ?? []).filter((id) => id !== messageId)
  storage.set(KEY, JSON.stringify([...kept, messageId].slice(-MAX_KEPT)))
}
