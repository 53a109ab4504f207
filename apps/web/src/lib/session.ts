/** The signed-in session, kept in localStorage (docs/product/data.md): accessToken, refreshToken, userInfo. */
import type { MemberInfo } from '@kaifong/contract'
import { readJson, storage } from './storage.ts'
import { createStore, useStore } from './store.ts'

export interface Session {
  accessToken: string | null
  refreshToken: string | null
  userInfo: MemberInfo | null
}

const KEYS = { access: 'accessToken', refresh: 'refreshToken', user: 'userInfo' } as const

function load(): Session {
  return {
    accessToken: storage.get(KEYS.access),
    refreshToken: storage.get(KEYS.refresh),
    userInfo: readJson<MemberInfo>(KEYS.user),
  }
}

export const sessionStore = createStore<Session>(load())

function save(s: Session) {
  for (const [k, v] of [
    [KEYS.access, s.accessToken],
    [KEYS.refresh, s.refreshToken],
    [KEYS.user, s.userInfo ? JSON.stringify(s.userInfo) : null],
  ] as const) {
    if (v) storage.set(k, v)
    else storage.remove(k)
  }
  sessionStore.set(s)
}

export function setTokens(accessToken: string, refreshToken: string) {
  save({ ...sessionStore.get(), accessToken, refreshToken })
}

export function setUserInfo(userInfo: MemberInfo) {
  save({ ...sessionStore.get(), userInfo })
}

export function clearSession() {
  save({ accessToken: null, refreshToken: null, userInfo: null })
}

export const useSession = () => useStore(sessionStore)
export const isLoggedIn = () => Boolean(sessionStore.get().userInfo && sessionStore.get().refreshToken)

// Another tab logged in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key && (Object.values(KEYS) as string[]).includes(e.key)) sessionStore.set(load())
  })
}
