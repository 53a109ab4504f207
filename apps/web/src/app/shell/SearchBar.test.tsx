import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryOf as query, renderAt } from '../../features/goods/components/discover-test-kit.tsx'
import { fakeApi, ok } from '../../features/goods/components/test-kit.tsx'
import { SearchBar } from './SearchBar.tsx'

afterEach(() => vi.unstubAllGlobals())

function setup(url: string, hotWords: string[] = []) {
  fakeApi({ 'GET /buyer/goods/goods/hot-words': ok(hotWords) })
  const user = userEvent.setup()
  const view = renderAt(url, <SearchBar />)
  const input = screen.getByTestId('search-input') as HTMLInputElement
  return { ...view, user, input }
}

describe('SearchBar', () => {
  it('on /goodsList refines in place: keeps the other filters (storeId too) and goes back to page 1', async () => {
    const { user, input, router } = setup(
      '/goodsList?goodsName=lamp&categoryId=21&storeId=900&sort=2&pageNumber=3',
    )
    expect(input).toHaveValue('lamp')
    await user.clear(input)
    await user.type(input, '梳化{Enter}')
    const { location } = router.state
    expect(location.pathname).toBe('/goodsList')
    expect(query(location.search)).toEqual({ goodsName: '梳化', categoryId: '21', storeId: '900', sort: '2' })
    // A new history entry, so Back returns to the previous search.
    await router.navigate(-1)
    await waitFor(() => expect(input).toHaveValue('lamp'))
  })

  it('on /goodsList an emptied box removes only the keyword', async () => {
    const { user, input, router } = setup('/goodsList?goodsName=lamp&categoryId=21')
    await user.clear(input)
    await user.click(screen.getByTestId('search-submit'))
    expect(query(router.state.location.search)).toEqual({ categoryId: '21' })
  })

  it('elsewhere navigates to /goodsList with the keyword only', async () => {
    const { user, input, router } = setup('/collect?categoryId=5')
    expect(input).toHaveValue('')
    await user.type(input, '  iPhone 15  ')
    await user.click(screen.getByTestId('search-submit'))
    expect(router.state.location.pathname).toBe('/goodsList')
    expect(query(router.state.location.search)).toEqual({ goodsName: 'iPhone 15' })
  })

  it('shows hot words under the empty box; picking one fills it and searches', async () => {
    const { user, input, router } = setup('/', ['Switch', '梳化'])
    expect(screen.queryByTestId('hot-words')).not.toBeInTheDocument()
    await user.click(input)
    const tag = await screen.findByRole('button', { name: '梳化' })
    await user.click(tag)
    expect(router.state.location.pathname).toBe('/goodsList')
    expect(query(router.state.location.search)).toEqual({ goodsName: '梳化' })
    expect(input).toHaveValue('梳化')
    expect(screen.queryByTestId('hot-words')).not.toBeInTheDocument()
  })

  it('hides the hot words while typing and on Esc', async () => {
    const { user, input } = setup('/', ['Switch'])
    await user.click(input)
    expect(await screen.findByTestId('hot-words')).toBeInTheDocument()
    await user.type(input, 'a')
    expect(screen.queryByTestId('hot-words')).not.toBeInTheDocument()
    await user.clear(input)
    expect(screen.getByTestId('hot-words')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByTestId('hot-words')).not.toBeInTheDocument()
  })
})
