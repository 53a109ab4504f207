/**
 * Test helpers for the listing pages: a fake network (fetch stubbed by method and path, the
 * only thing stubbed), a signed-in member, and the providers the pages need.
 */
import type { GoodsCard, GoodsDetail, MemberInfo, SellerCard } from '@kaifong/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { vi } from 'vitest'
import { setTokens, setUserInfo } from '../../../lib/session.ts'

export interface Call {
  method: string
  path: string
  search: URLSearchParams
  body: unknown
}

type Reply = { status?: number; code?: number; message?: string; result?: unknown }
type Handler = (call: Call) => Reply

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/**
 * Stubs fetch: routes are "METHOD /path" → handler, or "METHOD /prefix/*" for ids in the path;
 * anything else answers 404 like the server.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    calls.push(call)
    const key = `${call.method} ${call.path}`
    const handler =
      routes[key] ??
      Object.entries(routes).find(([route]) => route.endsWith('*') && key.startsWith(route.slice(0, -1)))?.[1]
    if (!handler) return json(404, { success: false, code: 4004, message: 'Not found', result: null })
    const reply = handler(call)
    const status = reply.status ?? 200
    return status === 200
      ? json(200, { success: true, code: 200, message: 'ok', result: reply.result ?? null })
      : json(status, {
          success: false,
          code: reply.code ?? status,
          message: reply.message ?? 'error',
          result: null,
        })
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    calls,
    fetchMock,
    sent: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  }
}

export const ok =
  (result: unknown): Handler =>
  () => ({ result })

/** A JWT-shaped token that does not expire during the test, so no refresh happens. */
function token() {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, sub: '1' })).replace(
    /=+$/,
    '',
  )
  return `h.${payload}.s`
}

export function signIn(id = '1', nickName = 'Mary'): MemberInfo {
  const info: MemberInfo = {
    id,
    username: nickName.toLowerCase(),
    nickName,
    face: '',
    email: 'm@example.com',
    mobile: '',
    countryCode: '',
    phoneVerified: true,
    createTime: '2024-01-01T00:00:00+08:00',
  }
  setTokens(token(), 'refresh-1')
  setUserInfo(info)
  return info
}

export function renderAt(path: string, routePath: string, page: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

export function card(over: Partial<GoodsCard> = {}): GoodsCard {
  return {
    id: '5',
    sellerId: '9',
    sellerName: 'Ken',
    sellerFace: '',
    goodsName: 'iPhone 13 128GB',
    goodsPicture: '/media/goods/5-thumb.webp',
    price: '3200.00',
    goodsStatus: 1,
    marketEnable: 'UPPER',
    label: 'LISTED',
    categoryId: '12',
    openTime: '2025-01-10T10:00:00+08:00',
    closeTime: '2099-01-17T10:00:00+08:00',
    recommendPoint: 0,
    collectCount: 3,
    createTime: '2025-01-10T10:00:00+08:00',
    ...over,
  }
}

export function detail(over: Partial<GoodsDetail> = {}): GoodsDetail {
  return {
    ...card(),
    intro: 'Battery 89%.\nNo scratches.',
    categoryPath: [
      { id: '1', name: '電子產品' },
      { id: '12', name: '手機' },
    ],
    images: [
      { id: 'a', url: '/media/a.webp', thumbnail: '/media/a-t.webp', width: 1280, height: 960 },
      { id: 'b', url: '/media/b.webp', thumbnail: '/media/b-t.webp', width: 1280, height: 960 },
    ],
    severalInStock: false,
    tradingMethods: [0, 1],
    addresses: [{ name: '旺角站 E2 出口', district: 'YAU_TSIM_MONG', detail: '' }],
    contacts: [
      { type: 'whatsapp', value: '9123 4567' },
      { type: 'email', value: 'ken@example.com' },
    ],
    contactsHidden: false,
    openDays: 7,
    viewCount: 42,
    isOwner: false,
    isCollection: false,
    updateTime: '2025-01-10T10:00:00+08:00',
    ...over,
  }
}

export const seller = (over: Partial<SellerCard> = {}): SellerCard => ({
  id: '9',
  nickName: 'Ken',
  face: '',
  createTime: '2023-05-01T00:00:00+08:00',
  phoneVerified: true,
  goodsCount: 4,
  medalCount: 2,
  ...over,
})

export const emptyPage = { records: [], total: 0, size: 10, current: 1, pages: 0 }
