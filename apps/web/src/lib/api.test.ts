import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, api } from './api.ts'
import { clearSession, sessionStore, setTokens, setUserInfo } from './session.ts'
import { authDialog, toasts } from './ui.ts'

/** A JWT-shaped token whose payload carries `exp` (seconds). */
function token(expSeconds: number, tag = 'a') {
  const payload = btoa(JSON.stringify({ exp: expSeconds, sub: '1', tag })).replace(/=+$/, '')
  return `h.${payload}.s`
}
const future = () => Math.floor(Date.now() / 1000) + 3600
const envelope = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const ok = (result: unknown) => envelope(200, { success: true, code: 200, message: 'ok', result })
const fail = (status: number, code: number, message = 'nope') =>
  envelope(status, { success: false, code, message, result: null })

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  clearSession()
  toasts.set([])
  authDialog.set({ open: false, mode: 'login', rePath: null })
})
afterEach(() => vi.unstubAllGlobals())

function signIn(access = token(future())) {
  setTokens(access, 'refresh-1')
  setUserInfo({
    id: '1',
    username: 'mary',
    nickName: 'Mary',
    face: '',
    bio: '',
    district: null,
    email: 'm@example.com',
    mobile: '',
    countryCode: '',
    phoneVerified: false,
    createTime: new Date().toISOString(),
  })
}

describe('api', () => {
  it('sends uuid, language and the access token', async () => {
    signIn()
    fetchMock.mockResolvedValueOnce(ok({ x: 1 }))
    await expect(api('/buyer/thing')).resolves.toEqual({ x: 1 })
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>
    expect(headers.uuid).toMatch(/.{8,}/)
    expect(headers.language).toBe('zh-Hant')
    expect(headers.accessToken).toBe(sessionStore.get().accessToken)
  })

  it('refreshes once after a 401 and retries with the new token', async () => {
    signIn()
    const fresh = token(future(), 'b')
    fetchMock
      .mockResolvedValueOnce(fail(401, 20004))
      .mockResolvedValueOnce(ok({ accessToken: fresh, refreshToken: 'refresh-2' }))
      .mockResolvedValueOnce(ok('done'))
    await expect(api('/buyer/thing')).resolves.toBe('done')
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/buyer/passport/member/refresh/refresh-1')
    const retried = fetchMock.mock.calls[2]?.[1]?.headers as Record<string, string> | undefined
    expect(retried?.accessToken).toBe(fresh)
    expect(sessionStore.get().refreshToken).toBe('refresh-2')
  })

  it('refreshes before the request when the token has expired', async () => {
    signIn(token(Math.floor(Date.now() / 1000) - 10))
    fetchMock
      .mockResolvedValueOnce(ok({ accessToken: token(future()), refreshToken: 'r2' }))
      .mockResolvedValueOnce(ok(1))
    await api('/buyer/thing')
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/refresh/')
  })

  it('clears the session and opens the login dialog when the refresh fails', async () => {
    signIn()
    fetchMock.mockResolvedValueOnce(fail(401, 20004)).mockResolvedValueOnce(fail(401, 20012))
    await expect(api('/buyer/thing')).rejects.toBeInstanceOf(ApiError)
    expect(sessionStore.get().accessToken).toBeNull()
    expect(sessionStore.get().userInfo).toBeNull()
    expect(authDialog.get()).toMatchObject({ open: true, reason: 'sessionExpired' })
  })

  it('opens the login dialog without a "session ended" line for a visitor who never had one', async () => {
    fetchMock.mockResolvedValueOnce(fail(401, 20003))
    await expect(api('/buyer/thing')).rejects.toMatchObject({ code: 20003 })
    expect(authDialog.get()).toMatchObject({ open: true, reason: null })
  })

  it('shows the sticky "logged in elsewhere" warning on 20444', async () => {
    signIn()
    fetchMock.mockResolvedValueOnce(fail(401, 20444))
    await expect(api('/buyer/thing')).rejects.toMatchObject({ code: 20444 })
    expect(toasts.get()[0]).toMatchObject({ kind: 'warning', sticky: true, title: '帳號異地登入提醒' })
    expect(authDialog.get().open).toBe(true)
    expect(sessionStore.get().userInfo).toBeNull()
  })

  it('is silent on 404 and toasts the server message otherwise', async () => {
    fetchMock.mockResolvedValueOnce(fail(404, 4004, 'Not found'))
    await expect(api('/buyer/x')).rejects.toMatchObject({ status: 404 })
    expect(toasts.get()).toEqual([])
    fetchMock.mockResolvedValueOnce(fail(409, 20008, '此用戶名已被使用'))
    await expect(api('/buyer/x')).rejects.toMatchObject({ code: 20008 })
    expect(toasts.get()[0]?.message).toBe('此用戶名已被使用')
  })

  it('says "connection timed out" after the timeout', async () => {
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        }),
    )
    await expect(api('/buyer/slow', { timeoutMs: 20 })).rejects.toMatchObject({
      message: '連線逾時，請再試一次',
    })
  })

  it('says "network error" when the request cannot be made', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(api('/buyer/x')).rejects.toMatchObject({ message: '網絡錯誤，請檢查你的連線' })
  })
})
