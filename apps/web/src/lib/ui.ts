/**
 * App-wide UI state the API layer can drive: the login dialog and toasts (docs/product/messages.md).
 */
import { createStore, useStore } from './store.ts'

export type AuthMode = 'login' | 'register' | 'recover'
/**
 * Why the dialog opened, said in one line at its top (docs/product/screens.md, Dialogs); none
 * when the member chose to log in (the header's buttons).
 */
export type AuthReason =
  | 'favourite'
  | 'contact'
  | 'chat'
  | 'offer'
  | 'report'
  | 'checkin'
  | 'memberPage'
  | 'saveSearch'
  | 'cart'
  | 'sessionExpired'
/** What the visitor asked for, done once they have logged in or signed up (not if they close the dialog). */
export type PendingAction = { kind: 'favourite'; goodsId: string }
export interface AuthDialogState {
  open: boolean
  mode: AuthMode
  /** Where to go after logging in. */
  rePath: string | null
  reason?: AuthReason | null
  pending?: PendingAction | null
}

export type ToastKind = 'success' | 'error' | 'info' | 'warning'
export interface Toast {
  id: number
  kind: ToastKind
  message: string
  title?: string
  /** Sticky toasts stay until closed (docs/product/messages.md: the "logged in elsewhere" warning). */
  sticky?: boolean
}

export const authDialog = createStore<AuthDialogState>({ open: false, mode: 'login', rePath: null })
export const toasts = createStore<Toast[]>([])

let nextId = 1

export function openAuth(
  mode: AuthMode = 'login',
  rePath: string | null = null,
  { reason = null, pending = null }: { reason?: AuthReason | null; pending?: PendingAction | null } = {},
) {
  authDialog.set({ open: true, mode, rePath, reason, pending })
}
/** Login ⇄ register ⇄ recover inside the open dialog: where to go, why and what to do next stay. */
export function switchAuth(mode: AuthMode) {
  authDialog.set((s) => ({ ...s, open: true, mode }))
}
/** Closing forgets the pending action: it runs only after a login (AuthDialog reads it first). */
export function closeAuth() {
  authDialog.set((s) => ({ ...s, open: false, pending: null }))
}

export function toast(
  message: string,
  kind: ToastKind = 'info',
  opts: { title?: string; sticky?: boolean } = {},
) {
  const id = nextId++
  toasts.set((list) =>
    [...list.filter((t) => t.message !== message), { id, kind, message, ...opts }].slice(-4),
  )
  if (!opts.sticky) setTimeout(() => dismissToast(id), kind === 'error' ? 5000 : 3000)
  return id
}
export function dismissToast(id: number) {
  toasts.set((list) => list.filter((t) => t.id !== id))
}

export const useAuthDialog = () => useStore(authDialog)
export const useToasts = () => useStore(toasts)
