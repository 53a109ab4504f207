import type { DevicesResult } from '@kaifong/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../../lib/i18n.ts'
import { toasts } from '../../../lib/ui.ts'
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import DevicesPage from './DevicesPage.tsx'

const LIST = 'GET /buyer/passport/member/sessions'
const PHONE_ID = '5c1e0d0a-0000-4000-8000-000000000002'

const phone = {
  id: PHONE_ID,
  clientType: 'H5',
  browser: 'Safari',
  os: 'iOS',
  ip: '10.0.0.*',
  country: '',
  createdAt: '2026-11-23T02:05:00.000Z',
  lastSeenAt: '2026-11-23T02:35:00.000Z',
  current: false,
} as const
const desktop = {
  id: '5c1e0d0a-0000-4000-8000-000000000001',
  clientType: 'PC',
  browser: 'Chrome',
  os: 'Windows',
  ip: '8.8.8.*',
  country: 'US',
  createdAt: '2026-11-23T02:00:00.000Z',
  lastSeenAt: '2026-11-23T02:30:00.000Z',
  current: true,
} as const
const TWO: DevicesResult = {
  sessions: [desktop, phone],
  lastSignIn: { time: '2026-11-20T09:00:00.000Z', country: 'HK', ip: '203.198.1.*' },
}

beforeEach(() => signIn())
afterEach(() => {
  toasts.set([])
  vi.unstubAllGlobals()
})

const items = () => screen.findAllByTestId('device-item')

describe('DevicesPage', () => {
  it('lists each device with its kind, browser and system, country, masked address and times; this one is marked', async () => {
    fakeApi({ [LIST]: ok(TWO) })
    renderAt('/setting/devices', <DevicesPage />)
    const [first, second] = await items()
    expect(first).toHaveTextContent('Windows 上的 Chrome')
    expect(first).toHaveTextContent('電腦 · 美國 · 8.8.8.*')
    expect(first).toHaveTextContent('登入時間：2026年11月23日 上午10:00')
    expect(first).toHaveTextContent('最後活動：2026年11月23日 上午10:30')
    expect(within(first as HTMLElement).getByTestId('this-device')).toHaveTextContent('此裝置')
    // This device leaves through Log out, not here.
    expect(within(first as HTMLElement).queryByRole('button')).toBeNull()
    expect(second).toHaveTextContent('iOS 上的 Safari')
    expect(second).toHaveTextContent('手機 · 不明地區 · 10.0.0.*')
    expect(within(second as HTMLElement).queryByTestId('this-device')).toBeNull()
    expect(screen.getByRole('button', { name: '登出: iOS 上的 Safari' })).toBeInTheDocument()
    expect(screen.getByTestId('last-sign-in')).toHaveTextContent(
      '上次登入：2026年11月20日 下午5:00 · 香港 · 203.198.1.*',
    )
    // The country table's licence asks for its credit.
    expect(screen.getByRole('link', { name: 'lite.ip2location.com' })).toHaveAttribute(
      'href',
      'https://lite.ip2location.com',
    )
  })

  it('says so at the first sign-in, and names what it cannot read', async () => {
    fakeApi({
      [LIST]: ok({
        sessions: [{ ...desktop, browser: '', os: '', ip: '', country: 'XZ' }],
        lastSignIn: null,
      }),
    })
    renderAt('/setting/devices', <DevicesPage />)
    const [only] = await items()
    expect(only).toHaveTextContent('不明瀏覽器')
    expect(only).toHaveTextContent('電腦 · 不明地區 · 不明地址')
    expect(screen.getByTestId('last-sign-in')).toHaveTextContent('這是我們紀錄中你的首次登入。')
  })

  it('signs another device out after a confirmation, says so and lists the devices again', async () => {
    let signedOut = false
    const server = fakeApi({
      [LIST]: () => (signedOut ? { ...TWO, sessions: [desktop] } : TWO),
      [`DELETE /buyer/passport/member/sessions/${PHONE_ID}`]: () => {
        signedOut = true
        return null
      },
    })
    const user = userEvent.setup()
    renderAt('/setting/devices', <DevicesPage />)
    await items()
    await user.click(screen.getByRole('button', { name: '登出: iOS 上的 Safari' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('登出此裝置？')
    expect(dialog).toHaveTextContent('iOS 上的 Safari 會即時登出，須重新登入才可使用你的帳號。')
    await user.click(within(dialog).getByTestId('confirm-ok'))
    await waitFor(() => expect(screen.getAllByTestId('device-item')).toHaveLength(1))
    expect(server.find(`DELETE /buyer/passport/member/sessions/${PHONE_ID}`)).toHaveLength(1)
    expect(toasts.get().at(-1)?.message).toBe('已登出該裝置')
    expect(server.find(LIST)).toHaveLength(2)
  })

  it('sends nothing when the confirmation is cancelled', async () => {
    const server = fakeApi({ [LIST]: ok(TWO) })
    const user = userEvent.setup()
    renderAt('/setting/devices', <DevicesPage />)
    await items()
    await user.click(screen.getByTestId('device-sign-out'))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(server.calls.filter((c) => c.method === 'DELETE')).toEqual([])
  })

  it('shows the server’s answer when the device had gone already, and lists again', async () => {
    const server = fakeApi({
      [LIST]: ok(TWO),
      'DELETE /buyer/passport/member/sessions/*': () => fail(404, 20040, '找不到此裝置，可能已經登出'),
    })
    const user = userEvent.setup()
    renderAt('/setting/devices', <DevicesPage />)
    await items()
    await user.click(screen.getByTestId('device-sign-out'))
    await user.click(within(await screen.findByRole('dialog')).getByTestId('confirm-ok'))
    await waitFor(() => expect(toasts.get().at(-1)?.message).toBe('找不到此裝置，可能已經登出'))
    await waitFor(() => expect(server.find(LIST)).toHaveLength(2))
  })

  it('offers a retry when the list cannot load', async () => {
    let fails = true
    fakeApi({ [LIST]: () => (fails ? fail(500, 5000, '系統繁忙，請稍後再試') : TWO) })
    const user = userEvent.setup()
    renderAt('/setting/devices', <DevicesPage />)
    expect(await screen.findByTestId('load-error')).toHaveTextContent('系統繁忙，請稍後再試')
    fails = false
    await user.click(screen.getByRole('button', { name: '重試' }))
    expect(await items()).toHaveLength(2)
  })

  it('speaks English and Simplified Chinese too', async () => {
    fakeApi({ [LIST]: ok(TWO) })
    try {
      await act(() => setLanguage('en'))
      const { unmount } = renderAt('/setting/devices', <DevicesPage />)
      const [first, second] = await items()
      expect(first).toHaveTextContent('Chrome on Windows')
      expect(first).toHaveTextContent('Computer · US · 8.8.8.*')
      expect(first).toHaveTextContent('This device')
      expect(second).toHaveTextContent('Phone · Unknown location · 10.0.0.*')
      expect(screen.getByTestId('last-sign-in')).toHaveTextContent('Previous sign-in: ')
      expect(screen.getByTestId('last-sign-in')).toHaveTextContent('Hong Kong · 203.198.1.*')
      unmount()
      await act(() => setLanguage('zh-Hans'))
      renderAt('/setting/devices', <DevicesPage />)
      const [hans] = await items()
      expect(hans).toHaveTextContent('电脑 · 美国 · 8.8.8.*')
      expect(screen.getByRole('button', { name: '退出登录: iOS 上的 Safari' })).toBeInTheDocument()
    } finally {
      await act(() => setLanguage('zh-Hant'))
    }
  })
})
