/** The device id sent as the `uuid` header (captcha and codes are tied to it). */
import { storage } from './storage.ts'

const KEY = 'uuid'

function newId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID()
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}-${Math.random().toString(16).slice(2)}`
}

export function deviceUuid(): string {
  let id = storage.get(KEY)
  if (!id) {
    id = newId()
    storage.set(KEY, id)
  }
  return id
}
