/**
 * The console's API client (docs/admin.md): the same envelope and errors as the member's client
 * (lib/api.ts `resultOf`, `ApiError`), but its own session. An operator session is kept in
 * sessionStorage under `kaifong.admin` (gone when the tab closes), never mixed with the member's
 * tokens; an expiring access token is rotated before the request, and a 401 after one retry sends
 * the operator back to the sign-in page.
 */
import { REQUEST_TIMEOUT_MS, type TokenPair } from '@kaifong/contract'
import { ApiError, resultOf } from '../../../lib/api.ts'
import { deviceUuid } from '../../../lib/device.ts'
import { currentLanguage, i18n } from '../../../lib/i18n.ts'
import { isExpiring } from '../../../lib/jwt.ts'

export { ApiError }

const KEY = 'kaifong.admin'
export const ADMIN_API = '/admin/api'

type Listener = () => void
const listeners = new Set<Listener>()

export function adminTokens(): TokenPair | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    return raw ? (JSON.parse(raw) as TokenPair) : null
  } catch {
    return null
  }
}

export function setAdminTokens(tokens: TokenPair | null): void {
  if (tokens) sessionStorage.setItem(KEY, JSON.stringify(tokens))
  else sessionStorage.removeItem(KEY)
  for (const listener of listeners) listener()
}

/** For useSyncExternalStore: re-render when the operator signs in or out. */
export function subscribeAdmin(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export interface AdminRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  query?: Record<string, string | number | boolean | undefined | null>
  /** Send no token (the sign-in steps). */
  anonymous?: boolean
}

function urlOf(path: string, query?: AdminRequest['query']): string {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') params.append(k, String(v))
  const qs = params.toString()
  return `${ADMIN_API}${path}${qs ? `?${qs}` : ''}`
}

async function send<T>(path: string, opts: AdminRequest, token: string | null): Promise<T> {
  const headers: Record<string, string> = {
    uuid: deviceUuid(),
    language: currentLanguage(),
    accept: 'application/json',
  }
  if (token) headers.accessToken = token
  if (opts.body !== undefined) headers['content-type'] = 'application/json'
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS)
  let res: Response
  try {
    res = await fetch(urlOf(path, opts.query), {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: controller.signal,
    })
  } catch {
    throw new ApiError(0, 0, i18n.t(controller.signal.aborted ? 'errors.timeout' : 'errors.network'), [])
  } finally {
    clearTimeout(timer)
  }
  let body = null
  try {
    body = await res.json()
  } catch {
    body = null
  }
  return resultOf<T>(res.status, body)
}

let refreshing: Promise<boolean> | null = null

function refresh(): Promise<boolean> {
  const refreshToken = adminTokens()?.refreshToken
  if (!refreshToken) return Promise.resolve(false)
  refreshing ??= send<TokenPair>('/passport/refresh', { method: 'POST', body: { refreshToken } }, null)
    .then((pair) => {
      setAdminTokens(pair)
      return true
    })
    .catch(() => {
      setAdminTokens(null)
      return false
    })
    .finally(() => {
      refreshing = null
    })
  return refreshing
}

/** Calls `/admin/api<path>`; resolves to the envelope's result or rejects with ApiError. */
export async function adminApi<T>(path: string, opts: AdminRequest = {}): Promise<T> {
  if (opts.anonymous) return send<T>(path, opts, null)
  let token = adminTokens()?.accessToken ?? null
  if (token && isExpiring(token)) token = (await refresh()) ? (adminTokens()?.accessToken ?? null) : null
  try {
    return await send<T>(path, opts, token)
  } catch (err) {
    if (err instanceof ApiError && err.status === 401 && token && (await refresh()))
      return send<T>(path, opts, adminTokens()?.accessToken ?? null)
    if (err instanceof ApiError && err.status === 401) setAdminTokens(null)
    throw err
  }
}
