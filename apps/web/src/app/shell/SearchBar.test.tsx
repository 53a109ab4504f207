import type { SearchSuggestions } from '@kaifong/contract'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../lib/i18n.ts'
import { type Call, fakeApi, ok } from '../../testing/fake-api.ts'
import { queryOf as query, renderAt } from '../../testing/render.tsx'
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
  it('on /goodsList refines in place: keeps the other filters (storeId too), goes back to page 1 and drops exact', async () => {
    const { user, input, router } = setup(
      '/goodsList?goodsName=lamp&categoryId=21&storeId=900&sort=2&pageNumber=3&exact=1',
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

describe('SearchBar suggestions', () => {
  const LAMP: SearchSuggestions = {
    words: ['Desk lamp', 'IKEA lamp shade'],
    categories: [
      { id: '221', name: '燈飾', path: ['燈飾', '家居裝飾', '傢俬及家居'] },
      { id: '3', name: 'Lamps', path: ['Lamps'] },
    ],
  }

  function setupSuggest(answer: (keyword: string) => SearchSuggestions = () => LAMP, url = '/') {
    const api = fakeApi({
      'GET /buyer/goods/goods/hot-words': ok(['Switch']),
      'GET /buyer/goods/goods/suggest': (call: Call) => answer(call.search.get('keyword') ?? ''),
    })
    const user = userEvent.setup()
    const view = renderAt(url, <SearchBar />)
    const input = screen.getByRole('combobox', { name: '搜尋' })
    const asked = () => api.sent('GET', '/buyer/goods/goods/suggest').map((c) => c.search.get('keyword'))
    const options = () => within(screen.getByRole('listbox')).getAllByRole('option')
    return { ...view, api, user, input, asked, options }
  }

  it('asks once typing pauses and lists words, then categories, marking what was typed', async () => {
    const { user, input, asked, options, api } = setupSuggest()
    expect(input).toHaveAttribute('aria-expanded', 'false')
    await user.type(input, 'lamp')
    const listbox = await screen.findByRole('listbox', { name: '搜尋建議' })
    // One request for the word once typing paused, not one per key.
    expect(asked()).toEqual(['lamp'])
    expect(api.sent('GET', '/buyer/goods/goods/suggest')[0]?.search.get('count')).toBe('6')
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(input).toHaveAttribute('aria-controls', listbox.id)
    expect(within(listbox).getByRole('group', { name: '建議搜尋' })).toBeInTheDocument()
    expect(within(listbox).getByRole('group', { name: '分類' })).toBeInTheDocument()
    expect(options().map((o) => o.textContent)).toEqual([
      'Desk lamp',
      'IKEA lamp shade',
      '燈飾, 傢俬及家居 › 家居裝飾',
      'Lamps',
    ])
    const marks = [...listbox.querySelectorAll('mark')].map((m) => m.textContent)
    expect(marks).toEqual(['lamp', 'lamp', 'Lamp'])
    // Screen readers hear how many there are.
    expect(screen.getByRole('status')).toHaveTextContent('有 4 項建議')
  })

  it('asks nothing for spaces, and never twice for the same keyword', async () => {
    const { user, input, asked } = setupSuggest()
    await user.type(input, '   ')
    await new Promise((r) => setTimeout(r, 300))
    expect(asked()).toEqual([])
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    await user.clear(input)
    await user.type(input, 'lam')
    await screen.findByRole('listbox')
    await user.type(input, 'p')
    await waitFor(() => expect(asked()).toEqual(['lam', 'lamp']))
    await user.type(input, '{Backspace}')
    await new Promise((r) => setTimeout(r, 300))
    expect(asked()).toEqual(['lam', 'lamp'])
    expect(screen.getByRole('listbox')).toBeInTheDocument()
  })

  it('moves through the options with the arrows, wrapping, while focus stays in the box', async () => {
    const { user, input, options } = setupSuggest()
    await user.type(input, 'lamp')
    await screen.findByRole('listbox')
    expect(input).not.toHaveAttribute('aria-activedescendant')
    await user.keyboard('{ArrowDown}')
    const [first, second, , last] = options()
    expect(input).toHaveAttribute('aria-activedescendant', first?.id)
    expect(first).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', second?.id)
    expect(first).toHaveAttribute('aria-selected', 'false')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(input).toHaveAttribute('aria-activedescendant', first?.id)
    await user.keyboard('{ArrowUp}')
    expect(input).toHaveAttribute('aria-activedescendant', last?.id)
    expect(input).toHaveFocus()
    // Typing again starts over.
    await user.type(input, ' ')
    expect(input).not.toHaveAttribute('aria-activedescendant')
  })

  it('Enter on a word searches it; Enter without a chosen option searches the text', async () => {
    const { user, input, router } = setupSuggest()
    await user.type(input, 'lamp')
    await screen.findByRole('listbox')
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(router.state.location.pathname).toBe('/goodsList')
    expect(query(router.state.location.search)).toEqual({ goodsName: 'IKEA lamp shade' })
    expect(input).toHaveValue('IKEA lamp shade')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(input).toHaveAttribute('aria-expanded', 'false')

    await user.click(input)
    await user.clear(input)
    await user.type(input, 'lamp')
    await screen.findByRole('listbox')
    await user.keyboard('{Enter}')
    expect(query(router.state.location.search)).toEqual({ goodsName: 'lamp' })
  })

  it('Enter on a category browses it', async () => {
    const { user, input, router } = setupSuggest()
    await user.type(input, 'lamp')
    await screen.findByRole('listbox')
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}')
    expect(router.state.location.pathname).toBe('/goodsList')
    expect(query(router.state.location.search)).toEqual({ categoryPathId: '221', categoryName: '燈飾' })
  })

  it('Escape closes and keeps the text and the focus; the arrows open it again', async () => {
    const { user, input } = setupSuggest()
    await user.type(input, 'lamp')
    await screen.findByRole('listbox')
    await user.keyboard('{ArrowDown}{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(input).toHaveValue('lamp')
    expect(input).toHaveFocus()
    expect(input).not.toHaveAttribute('aria-activedescendant')
    await user.keyboard('{ArrowDown}')
    expect(await screen.findByRole('listbox')).toBeInTheDocument()
  })

  it('Tab leaves the box and closes the suggestions', async () => {
    const { user, input } = setupSuggest()
    await user.type(input, 'lamp')
    await screen.findByRole('listbox')
    await user.keyboard('{ArrowDown}')
    await user.tab()
    expect(screen.getByTestId('search-submit')).toHaveFocus()
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('a click picks an option; a click outside closes', async () => {
    const { user, input, router } = setupSuggest()
    await user.type(input, 'lamp')
    await screen.findByRole('listbox')
    fireEvent.mouseDown(document.body)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    await user.click(input)
    expect(await screen.findByRole('listbox')).toBeInTheDocument()
    const lamps = screen.getAllByRole('option').find((o) => o.textContent === 'Lamps')
    if (!lamps) throw new Error('no Lamps option')
    await user.click(lamps)
    expect(query(router.state.location.search)).toEqual({ categoryPathId: '3', categoryName: 'Lamps' })
  })

  it('shows nothing while there is nothing to suggest', async () => {
    const { user, input, asked } = setupSuggest(() => ({ words: [], categories: [] }))
    await user.type(input, '馬鞍')
    await waitFor(() => expect(asked()).toEqual(['馬鞍']))
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByTestId('hot-words')).not.toBeInTheDocument()
  })

  it('asks again in another language', async () => {
    const { user, input, asked } = setupSuggest()
    try {
      await user.type(input, 'lamp')
      await screen.findByRole('listbox')
      expect(asked()).toEqual(['lamp'])
      // Titles and category names depend on the language: its own cache entry.
      await act(() => setLanguage('en'))
      await waitFor(() => expect(asked()).toEqual(['lamp', 'lamp']))
    } finally {
      await act(() => setLanguage('zh-Hant'))
    }
  })
})
