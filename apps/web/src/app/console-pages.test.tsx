/** The console with every area's pages, as the router gives it (console-pages.ts; docs/admin.md, "Roles and sign-in"). */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AdminApp } from '../features/admin/index.ts'
import { consoleShellApi, operatorOf, signInOperator } from '../testing/console.ts'
import { renderAt } from '../testing/render.tsx'
import { CONSOLE_PAGES, consoleRoute } from './console-pages.ts'

vi.mock('../features/admin/lib/charts.ts', () => ({ drawChart: () => ({ destroy: () => {} }) }))

beforeEach(() => signInOperator())
afterEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

const api = (me: ReturnType<typeof operatorOf>, extra = {}) => consoleShellApi(me, extra)
const show = (url: string) => renderAt(url, <AdminApp pages={CONSOLE_PAGES} />, { route: '/admin/*' })
const navNames = () =>
  within(screen.getByTestId('admin-nav'))
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('the console frame with its areas', () => {
  it('shows an admin every entry, the current one marked', async () => {
    api(operatorOf('ADMIN'))
    show('/admin/reports')
    await screen.findByTestId('report-table')
    expect(navNames()).toEqual([
      '概覽',
      '舉報',
      '會員',
      '店鋪申請',
      '提款審核',
      '訂單',
      '系統通知',
      '橫額',
      '熱門搜尋',
      '分類',
      '文章',
      '設定',
      '操作紀錄',
    ])
    expect(screen.getByRole('link', { name: '舉報' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: '概覽' })).not.toHaveAttribute('aria-current')
  })

  it('opens the first allowed page at /admin when the dashboard is not among the rights', async () => {
    api(operatorOf('MODERATOR', ['reports']))
    const { router } = show('/admin')
    await screen.findByTestId('report-table')
    expect(router.state.location.pathname).toBe('/admin/reports')
  })

  it('folds the navigation behind a menu button that says whether it is open', async () => {
    api(operatorOf('ADMIN'))
    const user = userEvent.setup()
    show('/admin')
    const button = await screen.findByTestId('admin-menu-button')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveAttribute('aria-controls', screen.getByTestId('admin-nav').id)
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('link', { name: '舉報' }))
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it("is what the router loads for /admin/*, with the areas' pages", async () => {
    api(operatorOf('ADMIN'))
    const { Component } = await consoleRoute()
    renderAt('/admin/reports', <Component />, { route: '/admin/*' })
    await screen.findByTestId('report-table')
  })
})
