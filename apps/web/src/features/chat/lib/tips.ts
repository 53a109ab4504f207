/** Safety tips a member dismissed, by message id, remembered in localStorage (the newest MAX_KEPT). */
import { readJson, storage } from '../../../lib/storage.ts'

const KEY = 'chat.tips.dismissed'
const MAX_KEPT = 500

export const tipDismissed = (messageId: string): boolean =>
  (readJson<string[]>(KEY) ?? []).includes(messageId)

export function dismissTip(messageId: string): void {
  const kept = (readJson<string[]>(KEY) ?? []).filter((id) => id !== messageId)
  storage.set(KEY, JSON.stringify([...kept, messageId].slice(-MAX_KEPT)))
}
