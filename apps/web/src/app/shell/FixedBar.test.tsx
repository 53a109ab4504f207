import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession } from '../../lib/session.ts'
import { authDialog, closeAuth } from '../../lib/ui.ts'
import { fakeApi } from '../../testing/fake-api.ts'
import { renderAt } from '../../testing/render.tsx'
import { signIn } from '../../testing/session.ts'
import FixedBar from './FixedBar.tsx'

// The cart's count, which members' bars ask for (an empty cart unless a test says otherwise).
beforeEach(() => {
  fakeApi({ 'GET /buyer/trade/carts/count': () => 0 })
})

afterEach(() => {
  act(() => {
    closeAuth()
    clearSession()
  })
  window.scrollY = 0
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const page = (url = '/goodsList') =>
  renderAt(
    url,
    <main id="page-main" tabIndex={-1}>
      <FixedBar mainId="page-main" />
    </main>,
  )

const scrollTo = (y: number) =>
  act(() => {
    window.scrollY = y
    fireEvent.scroll(window)
  })

describe('FixedBar', () => {
  it('leads members to their member centre, notifications and favourites, in the centre', () => {
    signIn('1', 'Mary')
    page()
    const bar = screen.getByRole('navigation', { name: '快捷功能' })
    expect(within(bar).getByRole('link', { name: '會員中心' })).toHaveAttribute('href', '/home/mary')
    expect(within(bar).getByRole('link', { name: '通知' })).toHaveAttribute('href', '/home/mary/MsgList')
    expect(within(bar).getByRole('link', { name: '我的收藏' })).toHaveAttribute(
      'href',
      '/home/mary/Favorites',
    )
  })

  it('offers "back to top" only once the page has scrolled, and takes focus to the page from it', async () => {
    signIn('1', 'Mary')
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    page()
    expect(screen.queryByRole('button', { name: '返回頂部' })).not.toBeInTheDocument()
    scrollTo(300)
    expect(screen.queryByRole('button', { name: '返回頂部' })).not.toBeInTheDocument()
    scrollTo(1200)
    await userEvent.setup().click(screen.getByRole('button', { name: '返回頂部' }))
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }))
    expect(document.getElementById('page-main')).toHaveFocus()
    scrollTo(0)
    expect(screen.queryByRole('button', { name: '返回頂部' })).not.toBeInTheDocument()
  })

  it('asks visitors to log in first, then takes them to the page they picked', async () => {
    const { router } = page()
    const user = userEvent.setup()
    await user.click(screen.getByRole('link', { name: '通知' }))
    expect(router.state.location.pathname).toBe('/goodsList')
    expect(authDialog.get()).toMatchObject({ open: true, mode: 'login', rePath: '/setting/notices' })
    act(() => closeAuth())
    await user.click(screen.getByRole('link', { name: '會員中心' }))
    expect(authDialog.get()).toMatchObject({ open: true, rePath: '/setting', reason: 'memberPage' })
  })

  it('leads to the cart with its count, 99+ at most, and the count goes when the session ends', async () => {
    signIn('1', 'Mary')
    fakeApi({ 'GET /buyer/trade/carts/count': () => 120 })
    page()
    const cart = await screen.findByRole('link', { name: '購物車（99+）' })
    expect(cart).toHaveAttribute('href', '/shoppingCart')
    expect(screen.getByTestId('fixed-cart-count')).toHaveTextContent('99+')
    act(() => clearSession())
    expect(screen.getByRole('link', { name: '購物車' })).toBeInTheDocument()
    expect(screen.queryByTestId('fixed-cart-count')).not.toBeInTheDocument()
  })

  it('stays out of the chat, which takes the whole screen', () => {
    signIn('1', 'Mary')
    page('/im')
    expect(screen.queryByTestId('fixed-bar')).not.toBeInTheDocument()
  })
})
