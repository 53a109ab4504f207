/**
 * The network of the web tests: fetch is stubbed by method and path (the only thing stubbed, as in
 * lib/api.test.ts), and every request is recorded. Handlers return the `result` to answer with,
 * or a Response (`fail(...)`) for an error envelope.
 */
import { vi } from 'vitest'

export interface Call {
  method: string
  path: string
  search: URLSearchParams
  body: unknown
  headers: Record<string, string>
}
export type Handler = (call: Call) => unknown

export const envelope = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
export const okBody = (result: unknown) => ({ success: true, code: 200, message: 'ok', result })
export const failBody = (code: number, message: string, fields: object[] = []) => ({
  success: false,
  code,
  message,
  result: fields.length ? { fields } : null,
})
/** An error envelope, as the server's error handler sends it (docs/errors.md). */
export const fail = (status: number, code: number, message: string, fields: object[] = []) =>
  envelope(status, failBody(code, message, fields))
/** A handler that always answers `result`. */
export const ok =
  (result: unknown): Handler =>
  () =>
    result

/**
 * Routes are "METHOD /path", or "METHOD /prefix/*" for ids in the path; anything else answers 404
 * like the server.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = []
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    }
    calls.push(call)
    const key = `${call.method} ${call.path}`
    const handler =
      routes[key] ??
      Object.entries(routes).find(([route]) => route.endsWith('*') && key.startsWith(route.slice(0, -1)))?.[1]
    if (!handler) return fail(404, 4004, 'Not found')
    const reply = handler(call)
    return reply instanceof Response ? reply : envelope(200, okBody(reply ?? null))
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    calls,
    fetchMock,
    /** The calls made to one route, as "METHOD /path". */
    find: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
    sent: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  }
}
