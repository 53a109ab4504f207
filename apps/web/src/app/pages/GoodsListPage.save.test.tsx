/** The search page's "save this search" (docs/product/search.md, "Saved searches"). */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession } from '../../lib/session.ts'
import { authDialog } from '../../lib/ui.ts'
import { card, pageOf, TREE } from '../../testing/factories.ts'
import { fakeApi, ok } from '../../testing/fake-api.ts'
import { renderAt } from '../../testing/render.tsx'
import { signIn } from '../../testing/session.ts'
import GoodsListPage from './GoodsListPage.tsx'

beforeEach(() => {
  clearSession()
  authDialog.set({ open: false, mode: 'login', rePath: null })
})
afterEach(() => vi.unstubAllGlobals())

function setup(url: string, found: boolean) {
  const api = fakeApi({
    'GET /buyer/goods/category/get/0': ok(TREE),
    'GET /buyer/goods/goods/es': () =>
      found ? pageOf([card({ id: '1', goodsName: '梳化' })], 1) : pageOf([], 0),
    'GET /buyer/goods/goods/hot-words': ok([]),
    'GET /buyer/goods/goods/suggest': ok({ words: [], categories: [] }),
    'POST /buyer/member/saved-searches': (call) => ({
      id: '1',
      name: 'x',
      params: {},
      alert: true,
      email: false,
      createTime: '2026-11-23T10:00:00Z',
      lastAlertTime: null,
      ...(call.body as object),
    }),
  })
  renderAt(url, <GoodsListPage />)
  return api
}

describe('GoodsListPage: saving a search', () => {
  it('offers to save an empty result; a member saves the keyword and filters, not the page', async () => {
    signIn()
    const api = setup(
      '/goodsList?goodsName=古董梳化&maxPrice=800&pageNumber=2&categoryId=3&categoryName=傢俬',
      false,
    )
    const offer = await screen.findByTestId('save-search-offer')
    expect(within(offer).getByRole('heading', { name: '有貨就通知我' })).toBeInTheDocument()
    await userEvent.click(within(offer).getByRole('button', { name: /儲存呢個搜尋/ }))
    expect(await within(offer).findByTestId('save-search-done')).toBeInTheDocument()
    expect(api.sent('POST', '/buyer/member/saved-searches').map((c) => c.body)).toEqual([
      { name: '古董梳化', query: { goodsName: '古董梳化', categoryId: '3', maxPrice: '800.00' } },
    ])
  })

  it('asks a visitor to log in from the offer', async () => {
    setup('/goodsList?goodsName=古董梳化', false)
    await userEvent.click(await screen.findByRole('button', { name: /儲存呢個搜尋/ }))
    expect(authDialog.get()).toMatchObject({ open: true, reason: 'saveSearch' })
  })

  it('shows a save button beside the sort when there are results', async () => {
    setup('/goodsList?goodsName=梳化', true)
    expect(await screen.findByTestId('list-results')).toBeInTheDocument()
    expect(screen.getByTestId('save-search')).toHaveTextContent('儲存搜尋')
    expect(screen.queryByTestId('save-search-offer')).not.toBeInTheDocument()
  })

  it('offers nothing for the whole market (no keyword, no filter)', async () => {
    setup('/goodsList', true)
    expect(await screen.findByTestId('list-results')).toBeInTheDocument()
    expect(screen.queryByTestId('save-search')).not.toBeInTheDocument()
  })
})
