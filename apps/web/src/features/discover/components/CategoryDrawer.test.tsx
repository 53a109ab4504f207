import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TREE } from '../../../testing/factories.ts'
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts'
import { queryOf, renderAt } from '../../../testing/render.tsx'
import { CategoryDrawer } from './CategoryDrawer.tsx'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function Opener({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        分類
      </button>
      <CategoryDrawer
        open={open}
        onClose={() => {
          onClose()
          setOpen(false)
        }}
      />
    </>
  )
}

async function openDrawer(onClose?: () => void) {
  const api = fakeApi({ 'GET /buyer/goods/category/get/0': ok(TREE) })
  const user = userEvent.setup()
  const view = renderAt('/', <Opener onClose={onClose} />)
  await user.click(screen.getByRole('button', { name: '分類' }))
  await screen.findByRole('tab', { name: '手機及配件' })
  return { ...view, api, user }
}

const search = () => screen.getByTestId('category-search')

describe('CategoryDrawer', () => {
  it('loads the whole tree once and puts focus in the search box', async () => {
    const { api } = await openDrawer()
    expect(api.sent('GET', '/buyer/goods/category/get/0')).toHaveLength(1)
    expect(search()).toHaveFocus()
    // Level 1 as tabs, the first one's level 2 and 3 beside it, each a link to /goodsList.
    expect(screen.getByRole('tab', { name: '手機及配件' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('link', { name: 'iPhone' })).toHaveAttribute(
      'href',
      '/goodsList?categoryId=111&categoryName=iPhone',
    )
    expect(screen.queryByRole('link', { name: '梳化' })).not.toBeInTheDocument()
  })

  it('shows the chosen level 1 category, by click or arrow keys', async () => {
    const { user } = await openDrawer()
    await user.click(screen.getByRole('tab', { name: '傢俬及家居' }))
    expect(screen.getByRole('link', { name: '梳化' })).toHaveAttribute(
      'href',
      `/goodsList?categoryId=211&categoryName=${encodeURIComponent('梳化')}`,
    )
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('tab', { name: '手機及配件' })).toHaveFocus()
    expect(screen.getByRole('link', { name: 'iPad' })).toBeInTheDocument()
  })

  it('filters by a Traditional Chinese name only once typing has paused for 500 ms', async () => {
    await openDrawer()
    vi.useFakeTimers()
    fireEvent.change(search(), { target: { value: '梳' } })
    fireEvent.change(search(), { target: { value: '梳化' } })
    act(() => vi.advanceTimersByTime(499))
    // Still browsing: the tabs are there and nothing is filtered yet.
    expect(screen.getByRole('tab', { name: '手機及配件' })).toBeInTheDocument()
    expect(screen.queryByTestId('category-results')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    const results = screen.getByTestId('category-results')
    // The match with its ancestors, and nothing else.
    expect(within(results).getByRole('link', { name: '傢俬及家居' })).toBeInTheDocument()
    expect(within(results).getByRole('link', { name: '傢俬' })).toBeInTheDocument()
    expect(within(results).getByRole('link', { name: '梳化' })).toHaveAttribute(
      'href',
      `/goodsList?categoryId=211&categoryName=${encodeURIComponent('梳化')}`,
    )
    expect(within(results).queryByRole('link', { name: '床及床褥' })).not.toBeInTheDocument()
    expect(within(results).queryByRole('link', { name: '手機及配件' })).not.toBeInTheDocument()
  })

  it('matches any level, ignoring case and full-width letters, and keeps a match’s subtree', async () => {
    await openDrawer()
    vi.useFakeTimers()
    fireEvent.change(search(), { target: { value: 'ＩＰＨＯＮＥ' } })
    act(() => vi.advanceTimersByTime(500))
    let results = screen.getByTestId('category-results')
    expect(within(results).getByRole('link', { name: 'iPhone' })).toBeInTheDocument()
    expect(within(results).queryByRole('link', { name: 'Android 手機' })).not.toBeInTheDocument()

    fireEvent.change(search(), { target: { value: '手機' } })
    act(() => vi.advanceTimersByTime(500))
    results = screen.getByTestId('category-results')
    // 手機及配件 matches, so all of it stays (平板電腦 included); 傢俬及家居 does not.
    expect(within(results).getByRole('link', { name: '平板電腦' })).toBeInTheDocument()
    expect(within(results).getByRole('link', { name: 'Android 手機' })).toBeInTheDocument()
    expect(within(results).queryByRole('link', { name: '傢俬及家居' })).not.toBeInTheDocument()

    fireEvent.change(search(), { target: { value: '單車' } })
    act(() => vi.advanceTimersByTime(500))
    expect(screen.queryByTestId('category-results')).not.toBeInTheDocument()
    expect(screen.getAllByText('找不到與「單車」相關的分類').length).toBeGreaterThan(0)
  })

  it('closes on Esc and gives focus back to the opener', async () => {
    const onClose = vi.fn()
    const { user } = await openDrawer(onClose)
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByTestId('category-drawer')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: '分類' })).toHaveFocus()
  })

  it('closes and navigates when a category is chosen', async () => {
    const onClose = vi.fn()
    const { user, router } = await openDrawer(onClose)
    await user.click(screen.getByRole('link', { name: '手機' }))
    expect(onClose).toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/goodsList')
    expect(queryOf(router.state.location.search)).toEqual({
      categoryId: '11',
      categoryName: '手機',
    })
  })

  it('offers a retry when the tree cannot load', async () => {
    let failed = false
    fakeApi({
      'GET /buyer/goods/category/get/0': () => {
        if (failed) return TREE
        failed = true
        return fail(500, 5000, '系統繁忙')
      },
    })
    const user = userEvent.setup()
    renderAt('/', <CategoryDrawer open onClose={() => {}} />)
    await user.click(await screen.findByRole('button', { name: '重試' }))
    expect(await screen.findByRole('tab', { name: '手機及配件' })).toBeInTheDocument()
  })
})
