import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../../lib/i18n.ts'
import { consoleShellApi, operatorOf, signInOperator } from '../../../testing/console.ts'
import { fail } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { adminTokens } from '../lib/admin-api.ts'
import AdminApp from './AdminApp.tsx'

vi.mock('../lib/charts.ts', () => ({ drawChart: () => ({ destroy: () => {} }) }))

beforeEach(() => signInOperator())
afterEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

const api = (me: ReturnType<typeof operatorOf>, extra = {}) => consoleShellApi(me, extra)
const show = (url: string) => renderAt(url, <AdminApp pages={[]} />, { route: '/admin/*' })
const navNames = () =>
  within(screen.getByTestId('admin-nav'))
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('the console frame', () => {
  it("shows a moderator only the moderator's entries, and refuses an admin page", async () => {
    api(operatorOf('MODERATOR'))
    show('/admin/audit')
    expect(await screen.findByTestId('admin-forbidden')).toBeInTheDocument()
    expect(navNames()).toEqual(['概覽', '舉報', '會員'])
    expect(screen.getByTestId('admin-operator')).toHaveTextContent('Mod審核員')
  })

  it('signs out: ends the session on the server, forgets it here, back to sign-in', async () => {
    const server = api(operatorOf('ADMIN'))
    const user = userEvent.setup()
    const { router } = show('/admin')
    await user.click(await screen.findByTestId('admin-sign-out'))
    await screen.findByTestId('admin-signin')
    expect(server.find('POST /admin/api/passport/logout')).toHaveLength(1)
    expect(adminTokens()).toBeNull()
    expect(router.state.location.pathname).toBe('/admin/login')
  })

  it('goes back to sign-in when the server ends the session (401)', async () => {
    api(operatorOf('ADMIN'), {
      'GET /admin/api/passport/me': () => fail(401, 20003, '請先登入'),
      'POST /admin/api/passport/refresh': () => fail(401, 20004, '登入已過期'),
    })
    const { router } = show('/admin/audit')
    await screen.findByTestId('admin-signin')
    expect(router.state.location.pathname).toBe('/admin/login')
    expect(adminTokens()).toBeNull()
  })

  it('lets an operator whose rights were taken away sign out from the refusal', async () => {
    const server = api(operatorOf('ADMIN'), {
      'GET /admin/api/passport/me': () => fail(403, 60001, '你沒有權限使用管理後台'),
    })
    const user = userEvent.setup()
    show('/admin')
    expect(await screen.findByTestId('admin-error')).toHaveTextContent('你沒有權限使用管理後台')
    await user.click(screen.getByRole('button', { name: '登出' }))
    await screen.findByTestId('admin-signin')
    expect(server.find('POST /admin/api/passport/logout')).toHaveLength(1)
    expect(adminTokens()).toBeNull()
  })

  it('switches language from the header', async () => {
    api(operatorOf('ADMIN'))
    const user = userEvent.setup()
    show('/admin')
    await user.selectOptions(await screen.findByTestId('admin-lang'), 'en')
    expect(await screen.findByRole('link', { name: 'Audit log' })).toBeInTheDocument()
    await act(() => setLanguage('zh-Hant'))
  })

  it('says when an address is not a console page', async () => {
    api(operatorOf('ADMIN'))
    show('/admin/nowhere')
    expect(await screen.findByTestId('admin-not-found')).toHaveTextContent('後台沒有這個頁面。')
  })
})
