import type { SearchInfo } from '@kaifong/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { currentPageTitle } from '../../../lib/page-title.ts'
import { clearSession } from '../../../lib/session.ts'
import { authDialog } from '../../../lib/ui.ts'
import { card, pageOf, TREE } from '../../../testing/factories.ts'
import { type Call, fakeApi, ok } from '../../../testing/fake-api.ts'
import { queryOf, renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import GoodsListPage from './GoodsListPage.tsx'

beforeEach(() => {
  clearSession()
  authDialog.set({ open: false, mode: 'login', rePath: null })
})
afterEach(() => vi.unstubAllGlobals())

const FORTY_FIVE = Array.from({ length: 45 }, (_, i) =>
  card({ id: String(i + 1), goodsName: `檯燈 ${i + 1}` }),
)

/** A server that pages FORTY_FIVE, or nothing when `empty` says so. */
function setup(url: string, empty = (_call: Call) => false) {
  const api = fakeApi({
    'GET /buyer/goods/category/get/0': ok(TREE),
    'GET /buyer/goods/goods/es': (call) => {
      const n = Number(call.search.get('pageNumber') ?? 1)
      const size = Number(call.search.get('pageSize') ?? 10)
      if (empty(call)) return pageOf([], 0, n, size)
      return pageOf(FORTY_FIVE.slice((n - 1) * size, n * size), 45, n, size)
    },
  })
  const user = userEvent.setup()
  const view = renderAt(url, <GoodsListPage />)
  const searches = () => api.sent('GET', '/buyer/goods/goods/es').map((c) => Object.fromEntries(c.search))
  const location = () => queryOf(view.router.state.location.search)
  return { ...view, api, user, searches, location }
}

describe('GoodsListPage', () => {
  it('searches with the URL’s filters, dropping invalid ones, and names the page', async () => {
    const { searches } = setup('/goodsList?goodsName=檯燈&goodsStatus=1,9&sort=3&pageNumber=2&minPrice=abc')
    expect(await screen.findByText('檯燈 21')).toBeInTheDocument()
    expect(searches().at(-1)).toEqual({
      goodsName: '檯燈',
      goodsStatus: '1',
      sort: '3',
      pageNumber: '2',
      pageSize: '20',
    })
    expect(screen.getByTestId('list-title')).toHaveTextContent('「檯燈」的搜尋結果')
    expect(screen.getByTestId('result-count')).toHaveTextContent('共 45 件貨品')
    await waitFor(() => expect(currentPageTitle()).toBe('「檯燈」的搜尋結果'))
    expect(screen.getByRole('button', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByTestId('sort-3')).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByTestId('condition-1')).toBeChecked()
  })

  it('writes sort and pages to the URL; Back and Forward restore them', async () => {
    const { user, router, location, searches } = setup('/goodsList?goodsName=檯燈&pageNumber=2')
    await screen.findByText('檯燈 21')
    await user.click(screen.getByTestId('sort-1'))
    // A new order starts again at page 1.
    expect(location()).toEqual({ goodsName: '檯燈', sort: '1' })
    await screen.findByText('檯燈 1')
    await user.click(screen.getByRole('button', { name: '第 3 頁' }))
    expect(location()).toEqual({ goodsName: '檯燈', sort: '1', pageNumber: '3' })
    expect(await screen.findByText('檯燈 41')).toBeInTheDocument()
    expect(searches().at(-1)).toMatchObject({ sort: '1', pageNumber: '3' })

    await act(() => router.navigate(-1))
    expect(screen.getByTestId('sort-1')).toHaveAttribute('aria-pressed', 'true')
    expect(await screen.findByText('檯燈 1')).toBeInTheDocument()
    await act(() => router.navigate(-1))
    expect(screen.getByTestId('sort-0')).toHaveAttribute('aria-pressed', 'true')
    expect(await screen.findByText('檯燈 21')).toBeInTheDocument()
    await act(() => router.navigate(1))
    expect(location()).toEqual({ goodsName: '檯燈', sort: '1' })
  })

  it('filters by condition and by category chips, with the current category’s children', async () => {
    const { user, location } = setup('/goodsList?categoryId=2&categoryName=傢俬及家居&pageNumber=2')
    await screen.findByText('檯燈 21')
    expect(screen.getByTestId('list-title')).toHaveTextContent('傢俬及家居')
    const chips = screen.getAllByTestId('category-chip').map((c) => c.textContent)
    expect(chips).toEqual(['傢俬', '家居裝飾'])
    await user.click(screen.getByRole('button', { name: '傢俬' }))
    expect(location()).toEqual({ categoryId: '21', categoryName: '傢俬' })
    expect(screen.getAllByTestId('category-chip').map((c) => c.textContent)).toEqual(['梳化', '床及床褥'])
    await user.click(screen.getByTestId('condition-0'))
    await user.click(screen.getByTestId('condition-2'))
    expect(location()).toEqual({ categoryId: '21', categoryName: '傢俬', goodsStatus: '0,2' })
    // The breadcrumb climbs back up.
    await user.click(
      within(screen.getByRole('list', { name: '目前分類' })).getByRole('button', { name: '全部分類' }),
    )
    expect(location()).toEqual({ goodsStatus: '0,2' })
  })

  it('checks the price range before applying it', async () => {
    const { user, location } = setup('/goodsList')
    await screen.findByText('檯燈 1')
    await user.type(screen.getByTestId('price-min'), '1.234')
    await user.click(screen.getByTestId('price-apply'))
    expect(await screen.findByText('價錢最多兩位小數，例如 120 或 99.50')).toBeInTheDocument()
    // A negative or non-numeric amount is told so, not about decimals.
    await user.clear(screen.getByTestId('price-min'))
    await user.type(screen.getByTestId('price-min'), '-5')
    await user.type(screen.getByTestId('price-max'), 'abc')
    await user.click(screen.getByTestId('price-apply'))
    expect(await screen.findByText('價錢不可為負數')).toBeInTheDocument()
    expect(screen.getByText('價錢須為數字，例如 120 或 99.50')).toBeInTheDocument()
    expect(screen.queryByText('價錢最多兩位小數，例如 120 或 99.50')).not.toBeInTheDocument()
    await user.clear(screen.getByTestId('price-max'))
    await user.clear(screen.getByTestId('price-min'))
    await user.type(screen.getByTestId('price-min'), '500')
    await user.type(screen.getByTestId('price-max'), '20')
    await user.click(screen.getByTestId('price-apply'))
    expect(await screen.findByText('最低價錢不可高於最高價錢')).toBeInTheDocument()
    expect(location()).toEqual({})
    await user.clear(screen.getByTestId('price-max'))
    await user.type(screen.getByTestId('price-max'), '1,200.5{Enter}')
    await waitFor(() => expect(location()).toEqual({ minPrice: '500.00', maxPrice: '1200.50' }))
    await waitFor(() => expect(screen.getByTestId('price-max')).toHaveValue('1200.50'))
  })

  it('suggests clearing the filters when nothing matches', async () => {
    const { user, location } = setup('/goodsList?goodsName=檯燈&goodsStatus=3&storeId=77', (call) =>
      call.search.has('goodsStatus'),
    )
    expect(await screen.findByText('找不到相符的貨品')).toBeInTheDocument()
    await user.click(within(screen.getByTestId('empty-state')).getByRole('button', { name: '清除篩選' }))
    // The keyword stays; the filters (the one seller too) go.
    expect(location()).toEqual({ goodsName: '檯燈' })
    expect(await screen.findByText('檯燈 1')).toBeInTheDocument()
  })

  it('offers report on other members’ listings: visitors log in first, members go to the report', async () => {
    const { user, router } = setup('/goodsList')
    await screen.findByText('檯燈 1')
    const first = screen.getAllByTestId('goods-card')[0] as HTMLElement
    await user.click(within(first).getByTestId('goods-card-menu'))
    await user.click(within(first).getByTestId('goods-report'))
    expect(authDialog.get()).toMatchObject({
      open: true,
      rePath: '/goodsDetail?goodsId=1&report=1',
      reason: 'report',
    })

    signIn('9') // the seller of every listing here
    await waitFor(() => expect(within(first).queryByTestId('goods-card-menu')).not.toBeInTheDocument())
    signIn('1')
    await user.click(await within(first).findByTestId('goods-card-menu'))
    await user.click(within(first).getByTestId('goods-report'))
    expect(router.state.location.pathname).toBe('/goodsDetail')
    expect(queryOf(router.state.location.search)).toEqual({ goodsId: '1', report: '1' })
  })
})

describe('GoodsListPage: how the keyword matched', () => {
  /** A server whose search answers `info` (left out when undefined) and nothing when `empty`. */
  function setupSearch(url: string, info?: SearchInfo | null, empty = false) {
    const api = fakeApi({
      'GET /buyer/goods/category/get/0': ok(TREE),
      'GET /buyer/goods/goods/hot-words': ok(['Switch', '梳化', '檯燈']),
      'GET /buyer/goods/goods/suggest': ok({
        words: ['馬鞍皮袋'],
        categories: [{ id: '212', name: '床及床褥', path: ['床及床褥', '傢俬', '傢俬及家居'] }],
      }),
      'GET /buyer/goods/goods/es': () => {
        const page = empty ? pageOf([], 0) : pageOf(FORTY_FIVE.slice(0, 20), 45)
        return info === undefined ? page : { ...page, searchInfo: info }
      },
    })
    const user = userEvent.setup()
    const view = renderAt(url, <GoodsListPage />)
    const searches = () => api.sent('GET', '/buyer/goods/goods/es').map((c) => Object.fromEntries(c.search))
    const location = () => queryOf(view.router.state.location.search)
    return { ...view, api, user, searches, location }
  }

  it('says what was searched instead of a misspelt keyword, with a link that searches exactly what was typed', async () => {
    const info: SearchInfo = { mode: 'corrected', correctedQuery: 'iphone', expandedWith: [] }
    const { user, location, searches } = setupSearch('/goodsList?goodsName=iphon&sort=1&pageNumber=2', info)
    const notice = await screen.findByTestId('search-notice')
    expect(notice).toHaveTextContent('正在顯示「iphone」的搜尋結果。')
    expect(within(notice).getByText('iphone').tagName).toBe('STRONG')
    const link = within(notice).getByRole('link', { name: '仍要搜尋「iphon」' })
    await user.click(link)
    // The same search (sort kept, back to page 1), exactly as typed; the API is told so.
    expect(location()).toEqual({ goodsName: 'iphon', exact: '1', sort: '1' })
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ goodsName: 'iphon', exact: '1' }))
  })

  it('notes the equivalent words a search was widened with, with a link to search only the typed word', async () => {
    const info: SearchInfo = { mode: 'expanded', correctedQuery: null, expandedWith: ['沙發', 'sofa'] }
    const { user, location } = setupSearch('/goodsList?goodsName=梳化', info)
    const notice = await screen.findByTestId('search-notice')
    expect(notice).toHaveTextContent('同時顯示「沙發」、「sofa」的搜尋結果。')
    await user.click(within(notice).getByRole('link', { name: '只搜尋「梳化」' }))
    expect(location()).toEqual({ goodsName: '梳化', exact: '1' })
  })

  it('says when no listing matches every word', async () => {
    const info: SearchInfo = { mode: 'partial', correctedQuery: null, expandedWith: [] }
    const { user, location } = setupSearch('/goodsList?goodsName=紅色 摺合 單車', info)
    const notice = await screen.findByTestId('search-notice')
    expect(notice).toHaveTextContent('沒有貨品符合所有字詞，以下是最接近的結果。')
    await user.click(within(notice).getByRole('link', { name: '只看完全符合「紅色 摺合 單車」的貨品' }))
    expect(location()).toEqual({ goodsName: '紅色 摺合 單車', exact: '1' })
  })

  it('shows no notice for an exact match, or when the server does not say how it matched', async () => {
    setupSearch('/goodsList?goodsName=檯燈', { mode: 'exact', correctedQuery: null, expandedWith: [] })
    await screen.findByText('檯燈 1')
    expect(screen.queryByTestId('search-notice')).not.toBeInTheDocument()
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
    const { searches } = setupSearch('/goodsList?goodsName=檯燈')
    await screen.findAllByText('檯燈 1')
    expect(screen.queryByTestId('search-notice')).not.toBeInTheDocument()
    // No exact flag unless the URL has one.
    expect(searches().at(-1)).not.toHaveProperty('exact')
  })

  it('offers the forgiving search when an exact search found nothing', async () => {
    const { location, user, searches } = setupSearch('/goodsList?goodsName=macbok&exact=1&sort=2', null, true)
    await user.click(await screen.findByRole('button', { name: '放寬搜尋「macbok」，包括相近字詞' }))
    expect(location()).toEqual({ goodsName: 'macbok', sort: '2' })
    await waitFor(() => expect(searches().at(-1)).not.toHaveProperty('exact'))
  })

  it('a new or cleared keyword drops the exact flag', async () => {
    const { location, user } = setupSearch('/goodsList?goodsName=iphon&exact=1&sort=2', null, true)
    const empty = await screen.findByTestId('empty-state')
    await user.click(within(empty).getByRole('button', { name: '清除關鍵字' }))
    expect(location()).toEqual({ sort: '2' })
    await user.click(await screen.findByRole('link', { name: 'Switch' }))
    expect(location()).toEqual({ goodsName: 'Switch' })
  })

  it('offers related words and categories instead of a blank page when nothing is found', async () => {
    const { location, user, api } = setupSearch('/goodsList?goodsName=馬鞍', null, true)
    expect(await screen.findByText('找不到相符的貨品')).toBeInTheDocument()
    const help = await screen.findByTestId('search-empty-help')
    const related = within(help).getByRole('region', { name: '相關搜尋' })
    await waitFor(() =>
      expect(
        within(related)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['馬鞍皮袋', 'Switch', '梳化', '檯燈']),
    )
    expect(api.sent('GET', '/buyer/goods/goods/suggest')[0]?.search.get('keyword')).toBe('馬鞍')
    const popular = within(help).getByRole('region', { name: '熱門分類' })
    await waitFor(() =>
      expect(
        within(popular)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['床及床褥', '手機及配件', '傢俬及家居']),
    )
    expect(screen.queryByTestId('search-notice')).not.toBeInTheDocument()
    await user.click(within(popular).getByRole('link', { name: '傢俬及家居' }))
    expect(location()).toEqual({ categoryId: '2', categoryName: '傢俬及家居' })
  })
})
