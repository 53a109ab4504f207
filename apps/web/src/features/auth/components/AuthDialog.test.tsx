import { ErrorCode } from '@kaifong/contract'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../../lib/i18n.ts'
import { clearSession, sessionStore } from '../../../lib/session.ts'
import { authDialog, openAuth, toasts } from '../../../lib/ui.ts'
import { memberInfo, sliderImages } from '../../../testing/factories.ts'
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { accessToken } from '../../../testing/session.ts'
import { AuthDialog } from './AuthDialog.tsx'

const REGISTER = 'POST /buyer/passport/member/register'
const member = memberInfo({
  id: '42',
  username: 'kaifong_fan',
  nickName: 'kaifong_fan',
  email: 'fan@example.com',
  phoneVerified: false,
})

const SITE = {
  siteName: '街坊市集',
  buyerSideLogo: '/logo.svg',
  buyerSideIcon: '/favicon.svg',
  phoneVerification: 'sms',
  welcomeCoins: 10,
}

beforeEach(() => {
  // Tests that need more replace it with their own fake.
  fakeApi({ 'GET /common/common/site': () => SITE })
  localStorage.clear()
  clearSession()
  authDialog.set({ open: false, mode: 'login', rePath: null })
  toasts.set([])
})
afterEach(() => vi.unstubAllGlobals())

function show() {
  const view = renderAt('/', <AuthDialog />)
  const input = (name: string) =>
    view.container.ownerDocument.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement
  return { ...view, input, user: userEvent.setup() }
}

async function fillRegister(
  user: ReturnType<typeof userEvent.setup>,
  input: (name: string) => HTMLInputElement,
) {
  await user.type(input('username'), 'kaifong_fan')
  await user.type(input('password'), 'Secret12!')
  await user.type(input('confirmPassword'), 'Secret12!')
  await user.type(input('email'), 'fan@example.com')
  await user.type(input('code'), '123456')
  await user.click(screen.getByTestId('agree-terms'))
  await user.click(screen.getByTestId('agree-adult'))
  await user.click(screen.getByTestId('register-submit'))
}

describe('AuthDialog', () => {
  it('logs the new member in after registering: the dialog closes and the session has them', async () => {
    const token = accessToken('new')
    const api = fakeApi({ [REGISTER]: ok({ ...member, accessToken: token, refreshToken: 'refresh-new' }) })
    const { user, input } = show()
    act(() => openAuth('register'))
    await fillRegister(user, input)
    await waitFor(() => expect(screen.queryByTestId('auth-dialog')).not.toBeInTheDocument())
    expect(sessionStore.get()).toEqual({
      accessToken: token,
      refreshToken: 'refresh-new',
      userInfo: member,
    })
    expect(toasts.get().map((t) => t.message)).toContain('註冊成功，你已登入')
    const [sent] = api.find(REGISTER)
    expect(sent?.headers).toMatchObject({ clientType: 'PC' })
    // The answer carries the member: no second request for it.
    expect(api.find('GET /buyer/passport/member')).toEqual([])
  })

  it('says why it opened, in each language, and keeps saying it on the register form', async () => {
    const { user } = show()
    act(() => openAuth('login', '/goodsDetail?goodsId=5', { reason: 'favourite' }))
    const line = await screen.findByTestId('modal-description')
    expect(line).toHaveTextContent('登入後即可收藏這件貨品。')
    expect(screen.getByTestId('auth-dialog')).toHaveAttribute('aria-describedby', line.id)
    await user.click(screen.getByRole('button', { name: '註冊' }))
    expect(screen.getByTestId('register-submit')).toBeInTheDocument()
    expect(screen.getByTestId('modal-description')).toHaveTextContent('登入後即可收藏這件貨品。')
    try {
      await act(() => setLanguage('zh-Hans'))
      expect(screen.getByTestId('modal-description')).toHaveTextContent('登录后即可收藏这件商品。')
      await act(() => setLanguage('en'))
      expect(screen.getByTestId('modal-description')).toHaveTextContent(
        'Log in to save this listing to your favourites.',
      )
    } finally {
      await act(() => setLanguage('zh-Hant'))
    }
  })

  it("tells a visitor signing up of the site's welcome coins", async () => {
    show()
    act(() => openAuth('register'))
    expect(await screen.findByTestId('register-welcome')).toHaveTextContent(
      '新會員註冊即送 10 金幣，夠你即刻刊登第一件貨品 7 日。',
    )
  })

  it('has no reason line when the member chose to log in (the header buttons)', async () => {
    show()
    act(() => openAuth('login'))
    expect(await screen.findByTestId('login-submit')).toBeInTheDocument()
    expect(screen.queryByTestId('modal-description')).not.toBeInTheDocument()
    expect(screen.getByTestId('auth-dialog')).not.toHaveAttribute('aria-describedby')
  })

  it('favourites the listing a visitor tapped once they have signed up', async () => {
    const token = accessToken('new')
    const api = fakeApi({
      [REGISTER]: ok({ ...member, accessToken: token, refreshToken: 'refresh-new' }),
      'POST /buyer/member/collection/add/GOODS/5': ok(null),
    })
    const { user, input } = show()
    act(() => openAuth('login', null, { reason: 'favourite', pending: { kind: 'favourite', goodsId: '5' } }))
    await user.click(await screen.findByRole('button', { name: '註冊' }))
    await fillRegister(user, input)
    await waitFor(() => expect(api.find('POST /buyer/member/collection/add/GOODS/5')).toHaveLength(1))
    expect(api.find('POST /buyer/member/collection/add/GOODS/5')[0]?.headers).toMatchObject({
      accessToken: token,
    })
    expect(authDialog.get().pending).toBeNull()
  })

  it('shows a locked account the time to come back, with no slider to solve', async () => {
    const locked =
      '密碼錯誤次數太多，此帳戶暫停登入。請於 2 分鐘後（香港時間 10:03）再試，或按「忘記密碼」重設密碼'
    fakeApi({ 'POST /buyer/passport/member/userLogin': () => fail(429, ErrorCode.LOGIN_LOCKED, locked) })
    const { user, input } = show()
    act(() => openAuth('login'))
    await user.type(await waitFor(() => input('username')), 'mary_chan')
    await user.type(input('password'), 'Passw0rd!')
    await user.click(screen.getByTestId('login-submit'))
    expect(await screen.findByText(locked)).toBeInTheDocument()
    expect(screen.queryByTestId('slider-captcha')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: '忘記密碼？' })).toBeInTheDocument()
  })

  it('tells the password reset that a code goes only to an address with an account', async () => {
    fakeApi({
      'GET /common/common/slider/FIND_USER': () => sliderImages(),
      'POST /common/common/slider/FIND_USER': () => true,
      'GET /common/common/email/FIND_USER/who%40example.com': () => null,
    })
    const { user, input } = show()
    act(() => openAuth('recover'))
    expect(
      await screen.findByText('輸入帳戶的電郵地址。如有帳戶使用此地址，我們會發送驗證碼給你。'),
    ).toBeInTheDocument()
    await user.type(input('email'), 'who@example.com')
    await user.click(screen.getByTestId('send-code'))
    const handle = await screen.findByTestId('slider-handle')
    await waitFor(() => expect(handle).toBeEnabled())
    fireEvent.pointerDown(handle, { clientX: 10, clientY: 100, pointerId: 1 })
    fireEvent.pointerMove(handle, { clientX: 90, clientY: 100, pointerId: 1 })
    fireEvent.pointerUp(handle, { clientX: 90, clientY: 100, pointerId: 1 })
    await waitFor(() =>
      expect(toasts.get().map((t) => t.message)).toContain(
        '已發送：如有帳戶使用此電郵地址，驗證碼即將送達；如沒有，郵件會告訴你。',
      ),
    )
  })
})
