import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { operatorOf, pageOf } from '../../../testing/console.ts'
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { accessToken } from '../../../testing/session.ts'
import { adminTokens } from '../lib/admin-api.ts'
import AdminApp from './AdminApp.tsx'

afterEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

const tokens = { accessToken: accessToken('op'), refreshToken: 'admin-refresh-token-2' }
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-wxyz${i + 2}`)
const QR = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'

const consoleApi = (extra: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) =>
  fakeApi({
    'GET /admin/api/passport/me': ok(operatorOf('MODERATOR')),
    'GET /admin/api/reports': ok(pageOf([])),
    'GET /admin/api/dashboard': ok({
      totals: {
        members: 0,
        liveListings: 0,
        reportsPending: 0,
        coinsIssued: 0,
        coinsSpent: 0,
        orders: 0,
        paidOrders: 0,
        gmv: '0.00',
      },
      series: [],
    }),
    ...extra,
  })

async function typePassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('用戶名稱'), 'mod')
  await user.type(screen.getByLabelText('密碼'), 'Secret123!')
  await user.click(screen.getByTestId('signin-submit'))
}

describe('SignInPage', () => {
  it('sends a visitor of a console page to sign in, keeping where they were going', async () => {
    consoleApi()
    const { router } = renderAt('/admin/reports?status=HANDLED', <AdminApp pages={[]} />, {
      route: '/admin/*',
    })
    await screen.findByTestId('admin-signin')
    expect(router.state.location.pathname).toBe('/admin/login')
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/admin/reports?status=HANDLED',
    )
    // The first field takes focus in an effect after the page's first paint (slow on a busy machine).
    await waitFor(() => expect(screen.getByLabelText('用戶名稱')).toHaveFocus())
    expect(screen.getByLabelText('用戶名稱')).toHaveAttribute('autocomplete', 'username')
    expect(screen.getByLabelText('密碼')).toHaveAttribute('autocomplete', 'current-password')
  })

  it('asks for both fields before sending, and shows the server refusal under the password', async () => {
    const server = consoleApi({
      'POST /admin/api/passport/login': () => fail(403, 60001, '你沒有權限使用管理後台'),
    })
    const user = userEvent.setup()
    renderAt('/admin/login', <AdminApp pages={[]} />, { route: '/admin/*' })
    await user.click(await screen.findByTestId('signin-submit'))
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['請填寫此欄。', '請填寫此欄。'])
    expect(server.find('POST /admin/api/passport/login')).toHaveLength(0)
    await typePassword(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('你沒有權限使用管理後台')
    expect(screen.getByLabelText('密碼')).toHaveAttribute('aria-describedby', 'signin-password-error')
    expect(server.find('POST /admin/api/passport/login')[0]?.body).toEqual({
      username: 'mod',
      password: 'Secret123!',
    })
  })

  it('sets up the authenticator app: QR code as an image, the secret, a first code, then the recovery codes once', async () => {
    const server = consoleApi({
      'POST /admin/api/passport/login': ok({
        step: 'SETUP',
        challenge: 'ch-1',
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/x',
        qrSvg: QR,
      }),
      'POST /admin/api/passport/setup': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { tokens, recoveryCodes: CODES }
          : fail(400, 60401, '驗證碼不正確'),
    })
    const user = userEvent.setup()
    const { router } = renderAt('/admin/login?next=/admin/reports', <AdminApp pages={[]} />, {
      route: '/admin/*',
    })
    await typePassword(user)
    const qr = await screen.findByTestId('signin-qr')
    expect(qr).toHaveAttribute('src', `data:image/svg+xml;utf8,${encodeURIComponent(QR)}`)
    expect(screen.getByTestId('signin-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP')
    const code = screen.getByLabelText('6 位數字驗證碼')
    expect(code).toHaveFocus()
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    expect(code).toHaveAttribute('inputmode', 'numeric')
    await user.type(code, '12ab')
    await user.click(screen.getByTestId('signin-submit'))
    expect(screen.getByRole('alert')).toHaveTextContent('請輸入 App 顯示的 6 位數字。')
    expect(server.find('POST /admin/api/passport/setup')).toHaveLength(0)
    await user.clear(code)
    await user.type(code, '654321')
    await user.click(screen.getByTestId('signin-submit'))
    expect(await screen.findByRole('alert')).toHaveTextContent('驗證碼不正確')
    await user.clear(code)
    await user.type(code, '123456')
    await user.click(screen.getByTestId('signin-submit'))
    const list = await screen.findByTestId('signin-recovery-codes')
    expect(list.querySelectorAll('li')).toHaveLength(10)
    expect(list).toHaveTextContent(CODES[0] as string)
    // Not signed in until the codes are saved.
    expect(adminTokens()).toBeNull()
    await user.click(screen.getByTestId('signin-codes-saved'))
    await screen.findByTestId('admin-frame')
    expect(router.state.location.pathname).toBe('/admin/reports')
    expect(adminTokens()).toEqual(tokens)
    expect(server.find('POST /admin/api/passport/setup').at(-1)?.body).toEqual({
      challenge: 'ch-1',
      code: '123456',
    })
  })

  it('verifies a 6-digit code, or a recovery code after the toggle, and then opens the console', async () => {
    const server = consoleApi({
      'POST /admin/api/passport/login': ok({ step: 'VERIFY', challenge: 'ch-2' }),
      'POST /admin/api/passport/verify': ({ body }) =>
        (body as { code: string }).code === 'k7m2p-x9q4r' ? { tokens } : fail(400, 60403, '此驗證碼已用過'),
    })
    const user = userEvent.setup()
    const { router } = renderAt('/admin/login', <AdminApp pages={[]} />, { route: '/admin/*' })
    await typePassword(user)
    await user.type(await screen.findByLabelText('6 位數字驗證碼'), '111111')
    await user.click(screen.getByTestId('signin-submit'))
    expect(await screen.findByRole('alert')).toHaveTextContent('此驗證碼已用過')
    await user.click(screen.getByTestId('signin-use-recovery'))
    const recovery = screen.getByLabelText('備用碼')
    expect(recovery).toHaveFocus()
    expect(recovery).toHaveAttribute('autocomplete', 'off')
    await user.type(recovery, 'nope')
    await user.click(screen.getByTestId('signin-submit'))
    expect(screen.getByRole('alert')).toHaveTextContent('備用碼的格式像')
    await user.clear(recovery)
    await user.type(recovery, ' K7M2P-X9Q4R ')
    await user.keyboard('{Enter}')
    await screen.findByTestId('admin-frame')
    expect(server.find('POST /admin/api/passport/verify').at(-1)?.body).toEqual({
      challenge: 'ch-2',
      code: 'k7m2p-x9q4r',
    })
    // The moderator has the dashboard: /admin shows it.
    expect(router.state.location.pathname).toBe('/admin')
    await waitFor(() => expect(adminTokens()).toEqual(tokens))
  })

  it('starts again from the password after a challenge runs out', async () => {
    consoleApi({
      'POST /admin/api/passport/login': ok({ step: 'VERIFY', challenge: 'ch-3' }),
      'POST /admin/api/passport/verify': () => fail(400, 60400, '驗證已逾時，請重新登入'),
    })
    const user = userEvent.setup()
    renderAt('/admin/login', <AdminApp pages={[]} />, { route: '/admin/*' })
    await typePassword(user)
    await user.type(await screen.findByLabelText('6 位數字驗證碼'), '222222')
    await user.click(screen.getByTestId('signin-submit'))
    expect(await screen.findByRole('alert')).toHaveTextContent('驗證已逾時，請重新登入')
    await user.click(screen.getByRole('button', { name: '重新開始' }))
    expect(await screen.findByLabelText('用戶名稱')).toBeInTheDocument()
  })
})
