import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../lib/i18n.ts'
import { clearSession } from '../../lib/session.ts'
import { authDialog, closeAuth } from '../../lib/ui.ts'
import { line, shop, view } from '../../testing/cart.ts'
import { fakeApi, ok } from '../../testing/fake-api.ts'
import { renderAt } from '../../testing/render.tsx'
import { signIn } from '../../testing/session.ts'
import { Header } from './Header.tsx'

afterEach(() => {
  act(() => {
    closeAuth()
    clearSession()
  })
  vi.unstubAllGlobals()
})

/** The header, its menu button pressed: the drawer's code and texts load, then it opens. */
const TREE = [
  { id: '1', parentId: '0', level: 1, name: '手機', image: '', children: [] },
  { id: '2', parentId: '0', level: 1, name: '傢俬', image: '', children: [] },
]

async function openDrawer(menu = '選單', routes: Parameters<typeof fakeApi>[0] = {}) {
  fakeApi({
    'GET /common/common/site': ok({ siteName: '街坊市集' }),
    'GET /buyer/goods/category/get/0': ok(TREE),
    ...routes,
  })
  const user = userEvent.setup()
  const view = renderAt('/', <Header />)
  const button = screen.getByRole('button', { name: menu })
  await user.click(button)
  const drawer = await screen.findByTestId('side-drawer')
  return { ...view, user, button, drawer }
}

describe('SideDrawer', () => {
  it('opens from the header’s menu button as a modal named "menu", on the member’s own pages', async () => {
    signIn('1', 'Mary')
    const { drawer } = await openDrawer()
    expect(drawer).toHaveAttribute('open')
    expect(screen.getByRole('dialog', { name: '選單' })).toBe(drawer)
    const items = within(drawer).getByRole('navigation', { name: '會員中心' })
    const links = within(items).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['會員中心', '/home/mary'],
      ['我的資產', '/home/mary/Point'],
      ['我的足跡', '/home/mary/MyTracks'],
      ['我的收藏', '/home/mary/Favorites'],
    ])
    // Focus starts on the first item.
    await waitFor(() => expect(links[0]).toHaveFocus())
  })

  it('keeps focus inside: Tab from the last control comes round to the first, Shift+Tab back', async () => {
    signIn('1', 'Mary')
    const { user, drawer } = await openDrawer()
    const close = within(drawer).getByRole('button', { name: '關閉' })
    // The last control is the help list's last link, after the language switch.
    const last = within(drawer).getByRole('link', { name: '私隱政策' })
    last.focus()
    await user.tab()
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(last).toHaveFocus()
  })

  it('closes on Esc and gives focus back to the menu button', async () => {
    signIn('1', 'Mary')
    const { user, button } = await openDrawer()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByTestId('side-drawer')).not.toBeInTheDocument())
    expect(button).toHaveFocus()
  })

  it('closes on a click on the scrim (the dialog outside its panel), not inside the panel', async () => {
    signIn('1', 'Mary')
    const { drawer } = await openDrawer()
    fireEvent.click(within(drawer).getByRole('heading', { name: '選單' }))
    expect(screen.getByTestId('side-drawer')).toBeInTheDocument()
    fireEvent.click(drawer)
    await waitFor(() => expect(screen.queryByTestId('side-drawer')).not.toBeInTheDocument())
  })

  it('closes once an item is chosen, and the page changes to it', async () => {
    signIn('1', 'Mary')
    const { user, drawer, router } = await openDrawer()
    await user.click(within(drawer).getByRole('link', { name: '我的足跡' }))
    expect(router.state.location.pathname).toBe('/home/mary/MyTracks')
    await waitFor(() => expect(screen.queryByTestId('side-drawer')).not.toBeInTheDocument())
  })

  it('offers visitors log in and sign up, the top categories, the language and help', async () => {
    const { user, drawer, button, router } = await openDrawer()
    const prompt = within(drawer).getByTestId('drawer-login-prompt')
    const login = within(prompt).getByRole('button', { name: '登入' })
    await waitFor(() => expect(login).toHaveFocus())
    const categories = within(drawer).getByRole('navigation', { name: '分類' })
    await waitFor(() =>
      expect(
        within(categories)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['手機', '傢俬', '全部貨品']),
    )
    expect(within(categories).getByRole('link', { name: '手機' })).toHaveAttribute(
      'href',
      `/goodsList?categoryId=1&categoryName=${encodeURIComponent('手機')}`,
    )
    expect(within(drawer).getByRole('combobox', { name: '語言' })).toHaveValue('zh-Hant')
    const help = within(drawer).getByRole('navigation', { name: '幫助及資訊' })
    expect(
      within(help)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/contact', '/aboutUs', '/termsOfUse', '/policy'])
    await user.click(within(help).getByRole('link', { name: '聯絡我們' }))
    expect(router.state.location.pathname).toBe('/contact')
    await waitFor(() => expect(screen.queryByTestId('side-drawer')).not.toBeInTheDocument())

    await user.click(button)
    const again = await screen.findByTestId('side-drawer')
    await user.click(within(again).getByRole('button', { name: '註冊' }))
    await waitFor(() => expect(screen.queryByTestId('side-drawer')).not.toBeInTheDocument())
    expect(authDialog.get()).toMatchObject({ open: true, mode: 'register' })
  })

  it('has the cart with its count; opened, its first 10 lines and the way to the whole cart', async () => {
    signIn('1', 'Mary')
    const lines = Array.from({ length: 12 }, (_, i) => line(String(i + 1), { goodsName: `Item ${i + 1}` }))
    const { user, drawer, router } = await openDrawer('選單', {
      'GET /buyer/trade/carts/count': () => 12,
      'GET /buyer/trade/carts/all': () => view([shop('3', lines)]),
    })
    const cart = await within(drawer).findByRole('button', { name: '購物車（12）' })
    expect(cart).toHaveAttribute('aria-expanded', 'false')
    await user.click(cart)
    const list = await within(drawer).findByTestId('drawer-cart-lines')
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10))
    expect(list).toHaveTextContent('還有 2 項')
    await user.click(within(list).getByRole('link', { name: '查看整個購物車' }))
    expect(router.state.location.pathname).toBe('/shoppingCart')
    await waitFor(() => expect(screen.queryByTestId('side-drawer')).not.toBeInTheDocument())
  })

  it('asks a visitor to log in for the cart, then leads there', async () => {
    const { user, drawer } = await openDrawer()
    await user.click(await within(drawer).findByRole('button', { name: '購物車' }))
    await waitFor(() => expect(screen.queryByTestId('side-drawer')).not.toBeInTheDocument())
    expect(authDialog.get()).toMatchObject({ open: true, reason: 'cart', rePath: '/shoppingCart' })
  })

  it('switches the language from the drawer, for members too', async () => {
    signIn('1', 'Mary')
    const { user, drawer } = await openDrawer()
    try {
      await user.selectOptions(within(drawer).getByRole('combobox', { name: '語言' }), 'en')
      await waitFor(() => expect(within(drawer).getByRole('heading', { name: 'Menu' })).toBeInTheDocument())
      expect(within(drawer).getByRole('link', { name: 'My favourites' })).toBeInTheDocument()
    } finally {
      await act(() => setLanguage('zh-Hant'))
    }
  })

  it('speaks the language chosen', async () => {
    await act(() => setLanguage('en'))
    try {
      const { drawer } = await openDrawer('Menu')
      expect(within(drawer).getByTestId('drawer-login-prompt')).toHaveTextContent(
        'Log in or sign up to list items',
      )
      expect(within(drawer).getByRole('button', { name: 'Sign up' })).toBeInTheDocument()
      expect(within(drawer).getByRole('navigation', { name: 'Help and information' })).toBeInTheDocument()
    } finally {
      await act(() => setLanguage('zh-Hant'))
    }
  })
})
