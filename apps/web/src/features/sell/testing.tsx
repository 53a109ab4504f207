/**
 * Test helpers for the sell, address and owner-tool components: a signed-in member, the API
 * answered by a fake fetch (routes by method and path), and a fake XMLHttpRequest for uploads.
 * Only the network boundary is replaced, as in lib/api.test.ts.
 */
import type { GoodsDetail, UploadedImage } from '@kaifong/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { vi } from 'vitest'

// The same signed-in member (id 1, Mary) as the listing pages' tests.
export { signIn } from '../goods/components/test-kit.tsx'

export interface Call {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
  headers: Record<string, string>
}
type Reply = unknown | Response
type Handler = (call: Call) => Reply

export const envelope = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
export const ok = (result: unknown) => envelope(200, { success: true, code: 200, message: 'ok', result })
export const fail = (status: number, code: number, message: string, fields: object[] = []) =>
  envelope(status, { success: false, code, message, result: fields.length ? { fields } : null })

/** Answers `METHOD /path` routes; anything else is a 404. Returns the calls made. */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Call[] = []
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    }
    calls.push(call)
    const handler = routes[`${call.method} ${call.path}`]
    if (!handler) return fail(404, 4004, 'not found')
    const reply = handler(call)
    return reply instanceof Response ? reply : ok(reply)
  })
  vi.stubGlobal('fetch', fetchMock)
  return { calls, find: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route) }
}

/** A JWT-shaped access token valid for an hour. */
export function accessToken(tag = 'a') {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, sub: '1', tag }))
  return `h.${payload.replace(/=+$/, '')}.s`
}

/** Renders at `path` with a fresh query client; other pages it may go to render a marker. */
export function renderAt(path: string, element: ReactNode, route = path.split('?')[0] ?? '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="/goodsDetail" element={<p>goods detail page</p>} />
          <Route path="/setting/goods" element={<p>my goods page</p>} />
          <Route path="/sell" element={<p>sell page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

export const image = (id: string): UploadedImage => ({
  id,
  url: `/media/goods/${id}.webp`,
  thumbnail: `/media/goods/${id}-t.webp`,
  width: 800,
  height: 600,
})

export function goodsDetail(over: Partial<GoodsDetail> = {}): GoodsDetail {
  return {
    id: '7',
    sellerId: '1',
    sellerName: 'Mary',
    sellerFace: '',
    goodsName: 'Rice cooker',
    goodsPicture: '/media/goods/a-t.webp',
    price: '120.00',
    goodsStatus: 1,
    marketEnable: 'DOWN',
    label: 'UNLISTED',
    categoryId: '111',
    openTime: null,
    closeTime: null,
    recommendPoint: 0,
    collectCount: 0,
    createTime: '2026-11-01T10:00:00+08:00',
    intro: 'Works well',
    categoryPath: [],
    images: [image('a')],
    severalInStock: false,
    tradingMethods: [0],
    addresses: [],
    contacts: [{ type: 'email', value: 'mary@example.com' }],
    contactsHidden: false,
    openDays: 7,
    viewCount: 0,
    isOwner: true,
    isCollection: false,
    updateTime: '2026-11-02T10:00:00+08:00',
    ...over,
  }
}

interface XhrReply {
  status: number
  body: object
}

/** XMLHttpRequest for uploads: replies from a queue, or waits when `manual` is set. */
export class FakeXhr {
  static sent: FakeXhr[] = []
  static replies: XhrReply[] = []
  static manual = false
  static reset() {
    FakeXhr.sent = []
    FakeXhr.replies = []
    FakeXhr.manual = false
  }

  method = ''
  url = ''
  timeout = 0
  status = 0
  responseText = ''
  headers: Record<string, string> = {}
  body: unknown = null
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.body = body
    FakeXhr.sent.push(this)
    if (FakeXhr.manual) return
    const reply = FakeXhr.replies.shift() ?? {
      status: 200,
      body: okBody(image(`img-${FakeXhr.sent.length}`)),
    }
    setTimeout(() => this.reply(reply.status, reply.body), 0)
  }
  abort() {
    this.onabort?.()
  }
  progress(fraction: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 })
  }
  reply(status: number, body: object) {
    this.progress(1)
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}

export const okBody = (result: unknown) => ({ success: true, code: 200, message: 'ok', result })
export const failBody = (code: number, message: string) => ({ success: false, code, message, result: null })

export const photoFile = (name = 'photo.jpg', bytes = 2048, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type })
