import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { operatorOf, signInOperator } from '../../../testing/console.ts'
import { fakeApi, type Handler } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { AdminApp } from '../../admin/index.ts'
import { SETTINGS_PAGES } from '../index.ts'

/** A page is a lazy chunk: on a busy machine its first load takes longer than a find's default second. */
const LOADED = { timeout: 8000 }

beforeEach(() => signInOperator())
afterEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

const api = (routes: Record<string, Handler>, role: 'ADMIN' | 'MODERATOR' = 'ADMIN') =>
  fakeApi({ 'GET /admin/api/passport/me': () => operatorOf(role), ...routes })
const at = (url: string) => renderAt(url, <AdminApp pages={SETTINGS_PAGES} />, { route: '/admin/*' })

describe('SettingsPage', () => {
  const blocks = ['hotWords', 'banners', 'checkIn', 'welcome', 'popular', 'recommended'].map((key) => ({
    key,
    visible: true,
  }))
  const routes = (): Record<string, Handler> => ({
    'GET /admin/api/settings/site': () => ({
      siteName: { 'zh-Hant': '街坊市集', 'zh-Hans': '街坊市集', en: 'Kaifong Market' },
      buyerSideLogo: '/media/logo.webp',
      buyerSideIcon: '',
      welcomeCoins: 10,
    }),
    'PUT /admin/api/settings/site': ({ body }) => body,
    'GET /admin/api/settings/coins': () => ({
      packages: [{ id: 'coins-100', coins: 100, price: '8.00' }],
      rewards: {
        video: 2,
        videoDailyLimit: 3,
        videoSeconds: 15,
        verifyPhone: 10,
        verifyEmail: 5,
        inviteFriend: 10,
      },
    }),
    'GET /admin/api/settings/moderation': () => ({ holdAfterReports: 3 }),
    'GET /admin/api/settings/home': () => ({ blocks }),
    'PUT /admin/api/settings/home': ({ body }) => body,
    'PUT /admin/api/settings/coins': ({ body }) => body,
  })

  it('moves a home section and hides another, then saves the whole order', async () => {
    const server = api(routes())
    const user = userEvent.setup()
    at('/admin/settings')
    await user.click(await screen.findByTestId('home-down-hotWords', {}, LOADED))
    await user.click(screen.getByTestId('home-visible-welcome'))
    await user.click(screen.getByTestId('home-save'))
    await waitFor(() => expect(server.find('PUT /admin/api/settings/home')).toHaveLength(1))
    expect(
      (server.find('PUT /admin/api/settings/home')[0]?.body as { blocks?: unknown[] } | undefined)?.blocks,
    ).toEqual([
      { key: 'banners', visible: true },
      { key: 'hotWords', visible: true },
      { key: 'checkIn', visible: true },
      { key: 'welcome', visible: false },
      { key: 'popular', visible: true },
      { key: 'recommended', visible: true },
    ])
    expect(await screen.findByTestId('home-saved', {}, LOADED)).toHaveTextContent('已儲存')
    expect(screen.getByRole('img', { name: '現用的標誌' })).toHaveAttribute('src', '/media/logo.webp')
  })

  it('shows a bad package price beside it and saves packages with exact prices', async () => {
    const server = api(routes())
    const user = userEvent.setup()
    at('/admin/settings')
    await user.click(await screen.findByTestId('package-add', {}, LOADED))
    await user.type(screen.getByTestId('package-1-coins'), '500')
    await user.type(screen.getByTestId('package-1-price'), '3.999')
    await user.click(screen.getByTestId('coins-save'))
    expect(screen.getByTestId('package-1-price')).toHaveAttribute('aria-invalid', 'true')
    expect(server.find('PUT /admin/api/settings/coins')).toHaveLength(0)
    await user.clear(screen.getByTestId('package-1-price'))
    await user.type(screen.getByTestId('package-1-price'), '38.50')
    await user.click(screen.getByTestId('coins-save'))
    await waitFor(() => expect(server.find('PUT /admin/api/settings/coins')).toHaveLength(1))
    expect(
      (server.find('PUT /admin/api/settings/coins')[0]?.body as { packages?: unknown } | undefined)?.packages,
    ).toEqual([
      { id: 'coins-100', coins: 100, price: '8.00' },
      { id: 'coins-new-2', coins: 500, price: '38.50' },
    ])
  })

  it('refuses a welcome amount that is not a whole number from 0, then saves it with the site', async () => {
    const server = api(routes())
    const user = userEvent.setup()
    at('/admin/settings')
    const input = await screen.findByTestId('site-welcome-coins', {}, LOADED)
    expect(input).toHaveValue('10')
    await user.clear(input)
    await user.type(input, '2.5')
    await user.click(screen.getByTestId('site-save'))
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(server.find('PUT /admin/api/settings/site')).toHaveLength(0)
    await user.clear(input)
    await user.type(input, '30')
    await user.click(screen.getByTestId('site-save'))
    await waitFor(() => expect(server.find('PUT /admin/api/settings/site')).toHaveLength(1))
    expect(server.find('PUT /admin/api/settings/site')[0]?.body).toMatchObject({ welcomeCoins: 30 })
  })

  it('is not offered to a moderator', async () => {
    const server = api(routes(), 'MODERATOR')
    at('/admin/settings')
    expect(await screen.findByTestId('admin-forbidden', {}, LOADED)).toBeInTheDocument()
    expect(server.find('GET /admin/api/settings/site')).toHaveLength(0)
  })
})
