import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toasts } from '../../../lib/ui.ts'
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import PasswordPage from './PasswordPage.tsx'

beforeEach(() => signIn())
afterEach(() => {
  toasts.set([])
  vi.unstubAllGlobals()
})

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirm: string,
) {
  if (current) await user.type(screen.getByLabelText('現有密碼'), current)
  if (next) await user.type(screen.getByLabelText('新密碼'), next)
  if (confirm) await user.type(screen.getByLabelText('確認密碼'), confirm)
  await user.click(screen.getByTestId('password-submit'))
}

describe('PasswordPage', () => {
  it('checks as typed: the new one must be a valid password, differ from the current one and be confirmed', async () => {
    const server = fakeApi({})
    const user = userEvent.setup()
    renderAt('/setting/password', <PasswordPage />)
    await fill(user, '', '', '')
    expect(await screen.findAllByText('請輸入密碼')).toHaveLength(2)
    expect(screen.getByText('請再次輸入密碼')).toBeInTheDocument()
    await user.type(screen.getByLabelText('現有密碼'), 'Passw0rd!')
    await user.type(screen.getByLabelText('新密碼'), 'Passw0rd!')
    await user.type(screen.getByLabelText('確認密碼'), 'Other123')
    await user.click(screen.getByTestId('password-submit'))
    expect(await screen.findByText('新密碼不可與現有密碼相同')).toBeInTheDocument()
    expect(screen.getByText('兩次輸入的密碼不一致')).toBeInTheDocument()
    expect(server.calls).toHaveLength(0)
  })

  it('changes it, says so and goes back to the account page', async () => {
    const server = fakeApi({ 'PUT /buyer/passport/member/modifyPass': ok(null) })
    const user = userEvent.setup()
    const { router } = renderAt('/setting/password', <PasswordPage />)
    await fill(user, 'Passw0rd!', 'NewPass99', 'NewPass99')
    await waitFor(() => expect(server.find('PUT /buyer/passport/member/modifyPass')).toHaveLength(1))
    expect(server.find('PUT /buyer/passport/member/modifyPass')[0]?.body).toEqual({
      password: 'Passw0rd!',
      newPassword: 'NewPass99',
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/setting'))
    expect(toasts.get().at(-1)?.message).toBe('密碼已更改，其他裝置已登出')
  })

  it('shows the server’s refusal of a wrong current password', async () => {
    fakeApi({ 'PUT /buyer/passport/member/modifyPass': () => fail(400, 20010, '現有密碼不正確') })
    const user = userEvent.setup()
    renderAt('/setting/password', <PasswordPage />)
    await fill(user, 'wrong12', 'NewPass99', 'NewPass99')
    expect(await screen.findByRole('alert')).toHaveTextContent('現有密碼不正確')
  })
})
