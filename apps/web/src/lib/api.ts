/**
 * The API client (docs/product/api.md, messages.md, docs/product/api.md#conventions): envelope in, result or ApiError out. It sends the
 * uuid, language and accessToken headers, refreshes an expiring token before the request and
 * once after a 401/403, and turns failures into the catalogue's reactions: the login dialog,
 * the "logged in elsewhere" warning, toasts, or silence for 404.
 */
import {
  CODE_SESSION_REPLACED,
  LOGIN_DIALOG_CODES,
  REQUEST_TIMEOUT_MS,
  type TokenPair,
} from '@kaifong/contract'
import { deviceUuid } from './device.ts'
import { currentLanguage, i18n } from './i18n.ts'
import { isExpiring } from './jwt.ts'
import { clearSession, sessionStore, setTokens } from './session.ts'
import { openAuth, toast } from './ui.ts'

export interface FieldError {
  field: string
  message: string
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  query?: Record<string, string | number | boolean | undefined | null>
  headers?: Record<string, string>
  /** Do not toast failures (the caller shows them), except the login-dialog reactions. */
  silent?: boolean
  /** No reactions at all: no toast, no login dialog (logout, background checks). */
  quiet?: boolean
  /** Send no token even when signed in (refresh, public calls). */
  anonymous?: boolean
  timeoutMs?: number
}

interface Envelope<T> {
  success: boolean
  code: number
  message: string
  result: T
}

let refreshing: Promise<boolean> | null = null

/** Rotates the token pair; one refresh at a time for all callers. */
export function refreshSession(): Promise<boolean> {
  const token = sessionStore.get().refreshToken
  if (!token) return Promise.resolve(false)
  refreshing ??= send<TokenPair>(`/buyer/passport/member/refresh/${encodeURIComponent(token)}`, {
    anonymous: true,
    silent: true,
  })
    .then((pair) => {
      setTokens(pair.accessToken, pair.refreshToken)
      return true
    })
    .catch((err: unknown) => {
      clearSession()
      if (err instanceof ApiError && err.code === CODE_SESSION_REPLACED) warnReplaced()
      return false
    })
    .finally(() => {
      refreshing = null
    })
  return refreshing
}

/** The "logged in elsewhere" warning and the login dialog (the chat socket's session end says it too). */
export function warnReplaced() {
  toast(i18n.t('errors.replacedBody'), 'warning', { title: i18n.t('errors.replacedTitle'), sticky: true })
  openAuth('login', null, { reason: 'sessionExpired' })
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') params.append(k, String(v))
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}

async function send<T>(path: string, opts: RequestOptions, token?: string | null): Promise<T> {
  const headers: Record<string, string> = {
    uuid: deviceUuid(),
    language: currentLanguage(),
    accept: 'application/json',
    ...opts.headers,
  }
  if (token) headers.accessToken = token
  if (opts.body !== undefined) headers['content-type'] = 'application/json'
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? REQUEST_TIMEOUT_MS)
  let res: Response
  try {
    res = await fetch(buildUrl(path, opts.query), {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: controller.signal,
    })
  } catch {
    const timedOut = controller.signal.aborted
    throw new ApiError(0, 0, i18n.t(timedOut ? 'errors.timeout' : 'errors.network'), [])
  } finally {
    clearTimeout(timer)
  }
  let body: Envelope<T> | null = null
  try {
    body = (await res.json()) as Envelope<T>
  } catch {
    body = null
  }
  return resultOf(res.status, body)
}

/**
 * Runs a request with the session rules of docs/product/messages.md: an expiring token is refreshed first, a
 * 401/403 is retried once after a refresh, and failures get the catalogue's reaction. `attempt`
 * is called with the token to send (fetch here, XMLHttpRequest for uploads with progress).
 */
export async function withSession<T>(
  attempt: (token: string | null) => Promise<T>,
  opts: Pick<RequestOptions, 'anonymous' | 'silent' | 'quiet'> = {},
): Promise<T> {
  let token = opts.anonymous ? null : sessionStore.get().accessToken
  const hadSession = token !== null
  if (token && isExpiring(token)) {
    token = (await refreshSession()) ? sessionStore.get().accessToken : null
  }
  try {
    return await attempt(token)
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    if (token && (err.status === 401 || err.status === 403) && err.code !== CODE_SESSION_REPLACED) {
      if (await refreshSession()) {
        try {
          return await attempt(sessionStore.get().accessToken)
        } catch (retryErr) {
          react(retryErr, opts, hadSession)
          throw retryErr
        }
      }
    }
    react(err, opts, hadSession)
    throw err
  }
}

/** The result of an envelope, or the ApiError it describes. */
export function resultOf<T>(status: number, body: Envelope<T> | null): T {
  if (status >= 200 && status < 300 && body?.success) return body.result
  const fields = (body?.result as { fields?: FieldError[] } | null)?.fields ?? []
  throw new ApiError(status, body?.code ?? status, body?.message || i18n.t('errors.network'), fields)
}

/** Calls the API; resolves to `result`, or rejects with ApiError after the docs/product/messages.md reaction. */
export function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  return withSession((token) => send<T>(path, opts, token), opts)
}

function react(err: unknown, opts: Pick<RequestOptions, 'silent' | 'quiet'>, hadSession: boolean) {
  if (!(err instanceof ApiError) || opts.quiet) return
  if (err.code === CODE_SESSION_REPLACED) {
    clearSession()
    warnReplaced()
    return
  }
  if (LOGIN_DIALOG_CODES.includes(err.code)) {
    clearSession()
    // A member whose session ended is told so; a visitor asked to log in just gets the dialog.
    openAuth('login', null, { reason: hadSession ? 'sessionExpired' : null })
    return
  }
  if (err.status === 404 || opts.silent) return
  toast(err.message, 'error')
}
