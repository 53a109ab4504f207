import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../../lib/i18n.ts'
import { clearSession, sessionStore } from '../../../lib/session.ts'
import { authDialog, openAuth, toasts } from '../../../lib/ui.ts'
import { memberInfo } from '../../../testing/factories.ts'
import { fakeApi, ok } from '../../../testing/fake-api.ts'
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

beforeEach(() => {
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
})
