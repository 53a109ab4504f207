/**
 * A tiny typed event emitter: the chat connection tells the rest of the feature what it heard
 * without knowing who listens (the sync layer, tests).
 */
export type Unsubscribe = () => void

export interface Emitter<Events extends object> {
  on<K extends keyof Events>(type: K, listener: (value: Events[K]) => void): Unsubscribe
  emit<K extends keyof Events>(type: K, value: Events[K]): void
  clear(): void
}

export function createEmitter<Events extends object>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(value: never) => void>>()
  return {
    on(type, listener) {
      let set = listeners.get(type)
      if (!set) {
        set = new Set()
        listeners.set(type, set)
      }
      set.add(listener)
      return () => set.delete(listener)
    },
    emit(type, value) {
      // A copy: a listener may unsubscribe (or subscribe another) while it runs.
      for (const listener of [...(listeners.get(type) ?? [])]) (listener as (v: typeof value) => void)(value)
    },
    clear() {
      listeners.clear()
    },
  }
}
