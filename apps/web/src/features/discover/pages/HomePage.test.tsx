import { act, cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../../lib/i18n.ts'
import { setUserInfo } from '../../../lib/session.ts'
import { fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import { NEW_MEMBER_MS } from '../lib/new-member.ts'
import HomePage from './HomePage.tsx'

/** A member who registered `ago` ms before now. */
function memberJoined(ago: number) {
  const info = signIn('1', 'Mary')
  setUserInfo({ ...info, createTime: new Date(Date.now() - ago).toISOString() })
}

function home() {
  fakeApi({})
  renderAt('/', <HomePage />)
}

afterEach(async () => {
  // Unmounted first: the page's queries would ask again in the new language, past the fake network.
  cleanup()
  await act(() => setLanguage('zh-Hant'))
  vi.unstubAllGlobals()
})

describe('HomePage greeting', () => {
  it('welcomes a member who has just signed up as new, with their first steps, not "welcome back"', async () => {
    memberJoined(60_000)
    home()
    const welcome = await screen.findByTestId('home-welcome-new')
    expect(within(welcome).getByRole('heading', { level: 1 })).toHaveTextContent('歡迎你加入，Mary！')
    expect(within(welcome).getByRole('link', { name: '刊登第一件貨品' })).toHaveAttribute('href', '/sell')
    expect(within(welcome).getByRole('link', { name: '睇吓每日任務' })).toHaveAttribute('href', '/task')
    expect(screen.queryByText(/歡迎回來/)).not.toBeInTheDocument()
  })

  it('is "welcome back" once the first day is over', async () => {
    memberJoined(NEW_MEMBER_MS + 60_000)
    home()
    expect(await screen.findByRole('heading', { level: 1, name: '歡迎回來，Mary' })).toBeInTheDocument()
    expect(screen.queryByTestId('home-welcome-new')).not.toBeInTheDocument()
  })

  it('greets a new member in the page’s language', async () => {
    memberJoined(0)
    await act(() => setLanguage('en'))
    home()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome aboard, Mary!' }),
    ).toBeInTheDocument()
    await act(() => setLanguage('zh-Hans'))
    expect(screen.getByRole('heading', { level: 1, name: '欢迎你加入，Mary！' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '发布第一件商品' })).toBeInTheDocument()
  })
})
