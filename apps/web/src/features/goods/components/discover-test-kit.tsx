/**
 * Test helpers for the discovery components (the network is stubbed with test-kit's fakeApi):
 * a data router whose location the tests can read and drive, a slice of the category tree, pages.
 */
import type { CategoryNode, GoodsCard, Page } from '@kaifong/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'

/** Renders `element` at `url` in a memory router: /goodsList shows `element`, other paths `others`. */
export function renderAt(url: string, element: ReactNode, others: ReactNode = element) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      { path: '/goodsList', element },
      { path: '*', element: others },
    ],
    { initialEntries: [url] },
  )
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router }
}

/** The query of the router's current location, as a plain object. */
export const queryOf = (search: string) => Object.fromEntries(new URLSearchParams(search))

const node = (id: string, parentId: string, level: number, name: string, children: CategoryNode[] = []) => ({
  id,
  parentId,
  level,
  name,
  image: '',
  children,
})

/** A slice of the demo tree, with its Traditional Chinese names. */
export const TREE: CategoryNode[] = [
  node('1', '0', 1, '手機及配件', [
    node('11', '1', 2, '手機', [node('111', '11', 3, 'iPhone'), node('112', '11', 3, 'Android 手機')]),
    node('12', '1', 2, '平板電腦', [node('121', '12', 3, 'iPad')]),
  ]),
  node('2', '0', 1, '傢俬及家居', [
    node('21', '2', 2, '傢俬', [node('211', '21', 3, '梳化'), node('212', '21', 3, '床及床褥')]),
    node('22', '2', 2, '家居裝飾', [node('221', '22', 3, '燈飾')]),
  ]),
]

export function pageOf(
  records: GoodsCard[],
  total = records.length,
  current = 1,
  size = 20,
): Page<GoodsCard> {
  return { records, total, size, current, pages: Math.ceil(total / size) }
}
