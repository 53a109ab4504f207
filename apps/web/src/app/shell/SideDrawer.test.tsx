import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../lib/i18n.ts'
import { clearSession } from '../../lib/session.ts'
import { authDialog, closeAuth } from '../../lib/ui.ts'
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
async function openDrawer(menu = '選單') {
  fakeApi({ 'GET /common/common/site': ok({ siteName: '街坊市集' }) })
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
    const last = within(drawer).getByRole('link', { name: '我的收藏' })
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

  it('asks visitors to log in: "continue browsing" closes, "log in now" opens the login dialog', async () => {
    const { user, drawer, button } = await openDrawer()
    const prompt = within(drawer).getByTestId('drawer-login-prompt')
    expect(prompt).toHaveTextContent('請先登入')
    expect(within(drawer).queryByRole('link')).not.toBeInTheDocument()
    const stay = within(prompt).getByRole('button', { name: '繼續瀏覽' })
    await waitFor(() => expect(stay).toHaveFocus())
    await user.click(stay)
    await waitFor(() => expect(screen.queryByTestId('side-drawer')).not.toBeInTheDocument())
    expect(authDialog.get().open).toBe(false)
    expect(button).toHaveFocus()

    await user.click(button)
    const again = await screen.findByTestId('side-drawer')
    await user.click(within(again).getByRole('button', { name: '立即登入' }))
    await waitFor(() => expect(screen.queryByTestId('side-drawer')).not.toBeInTheDocument())
    expect(authDialog.get()).toMatchObject({ open: true, mode: 'login' })
  })

  it('speaks the language chosen', async () => {
    await act(() => setLanguage('en'))
    try {
      const { drawer } = await openDrawer('Menu')
      expect(within(drawer).getByTestId('drawer-login-prompt')).toHaveTextContent('Please log in')
      expect(within(drawer).getByRole('button', { name: 'Log in now' })).toBeInTheDocument()
    } finally {
      await act(() => setLanguage('zh-Hant'))
    }
  })
})
