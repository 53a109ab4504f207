import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { card, pageOf } from '../../../testing/factories.ts'
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { PopularCarousel } from './PopularCarousel.tsx'
import { RecommendedGrid } from './RecommendedGrid.tsx'

afterEach(() => vi.unstubAllGlobals())

const listings = (n: number) =>
  Array.from({ length: n }, (_, i) => card({ id: String(i + 1), goodsName: `推介 ${i + 1}` }))

describe('home goods sections', () => {
  it('recommended: "see more" appends the next page, then links to the whole list', async () => {
    const all = listings(14)
    const api = fakeApi({
      'GET /buyer/goods/goods/es': (call) => {
        const n = Number(call.search.get('pageNumber'))
        return pageOf(all.slice((n - 1) * 10, n * 10), all.length, n, 10)
      },
    })
    const user = userEvent.setup()
    renderAt('/', <RecommendedGrid />)
    expect(await screen.findByText('推介 10')).toBeInTheDocument()
    expect(screen.getAllByTestId('goods-card')).toHaveLength(10)
    await user.click(screen.getByTestId('recommended-more'))
    expect(await screen.findByText('推介 14')).toBeInTheDocument()
    expect(screen.getAllByTestId('goods-card')).toHaveLength(14)
    const asked = api.sent('GET', '/buyer/goods/goods/es').map((c) => Object.fromEntries(c.search))
    expect(asked).toEqual([
      { sort: '0', pageNumber: '1', pageSize: '10' },
      { sort: '0', pageNumber: '2', pageSize: '10' },
    ])
    expect(screen.queryByTestId('recommended-more')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: '瀏覽全部 14 件貨品' })).toHaveAttribute('href', '/goodsList')
  })

  it('popular: skeletons while loading, an empty state when nothing is listed', async () => {
    fakeApi({ 'GET /buyer/goods/goods/Popular': ok(pageOf([], 0, 1, 10)) })
    renderAt('/', <PopularCarousel />)
    expect(screen.getAllByTestId('card-skeleton').length).toBeGreaterThan(0)
    const empty = await screen.findByTestId('empty-state')
    expect(within(empty).getByText('暫時未有貨品')).toBeInTheDocument()
    expect(within(empty).getByRole('link', { name: '刊登第一件貨品' })).toHaveAttribute('href', '/sell')
  })

  it('popular: shows the server’s message with a retry that loads again', async () => {
    let calls = 0
    fakeApi({
      'GET /buyer/goods/goods/Popular': () =>
        ++calls === 1 ? fail(500, 5000, '系統繁忙，請稍後再試') : pageOf(listings(3), 3, 1, 10),
    })
    const user = userEvent.setup()
    renderAt('/', <PopularCarousel />)
    const error = await screen.findByTestId('load-error')
    expect(error).toHaveTextContent('系統繁忙，請稍後再試')
    await user.click(within(error).getByRole('button', { name: '重試' }))
    expect(await screen.findByText('推介 3')).toBeInTheDocument()
  })
})
