/**
 * Rendering for the web tests: a page or component at a URL, inside the providers the app gives
 * it (a fresh query client, a memory data router whose location tests read and drive).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { routes } from '../config/paths.ts'

interface Options {
  /** The route pattern `element` answers; by default the URL's path. */
  route?: string
  /** What other paths show; by default `element` too, so it stays while it navigates. */
  others?: ReactNode
}

/** Pages the tests leave for, shown as a marker to find (unless the test renders that page). */
const MARKERS: [string, string][] = [
  [routes.goodsDetail, 'goods detail page'],
  [routes.myGoods, 'my goods page'],
  [routes.sell, 'sell page'],
]

export function renderAt(url: string, element: ReactNode, { route, others = element }: Options = {}) {
  const path = route ?? new URL(url, 'http://localhost').pathname
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const router = createMemoryRouter(
    [
      { path, element },
      ...MARKERS.filter(([marker]) => marker !== path).map(([marker, text]) => ({
        path: marker,
        element: <p>{text}</p>,
      })),
      { path: '*', element: others },
    ],
    { initialEntries: [url] },
  )
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, client }
}

/** A location's query as a plain object. */
export const queryOf = (search: string) => Object.fromEntries(new URLSearchParams(search))
