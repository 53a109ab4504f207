import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sliderImages } from '../../../testing/factories.ts'
import { fakeApi } from '../../../testing/fake-api.ts'
import { RegisterForm } from './RegisterForm.tsx'

afterEach(() => vi.unstubAllGlobals())

function setup(welcomeCoins?: number) {
  const fetchMock = vi.fn<typeof fetch>()
  vi.stubGlobal('fetch', fetchMock)
  const user = userEvent.setup()
  const view = render(
    <MemoryRouter>
      <RegisterForm welcomeCoins={welcomeCoins} onDone={vi.fn()} onLogin={vi.fn()} />
    </MemoryRouter>,
  )
  const input = (name: string) =>
    view.container.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement
  return { user, input, fetchMock }
}

describe('RegisterForm', () => {
  it('enables submit only when every field is filled and both boxes are ticked', async () => {
    const { user, input } = setup()
    const submit = screen.getByTestId('register-submit')
    expect(submit).toBeDisabled()
    await user.type(input('username'), 'kaifong_fan')
    await user.type(input('password'), 'Secret12!')
    await user.type(input('confirmPassword'), 'Secret12!')
    await user.type(input('email'), 'fan@example.com')
    await user.type(input('code'), '123456')
    expect(submit).toBeDisabled()
    expect(screen.getByText('請勾選此項')).toBeInTheDocument()
    await user.click(screen.getByTestId('agree-terms'))
    expect(submit).toBeDisabled()
    await user.click(screen.getByTestId('agree-adult'))
    expect(submit).toBeEnabled()
  })

  it('says when the passwords do not match', async () => {
    const { user, input } = setup()
    await user.type(input('username'), 'kaifong_fan')
    await user.type(input('password'), 'Secret12!')
    await user.type(input('confirmPassword'), 'Secret13!')
    await user.type(input('email'), 'fan@example.com')
    await user.type(input('code'), '123456')
    await user.click(screen.getByTestId('agree-terms'))
    await user.click(screen.getByTestId('agree-adult'))
    await user.click(screen.getByTestId('register-submit'))
    expect(await screen.findByText('兩次輸入的密碼不一致')).toBeInTheDocument()
  })

  it('does not open the slider for an invalid email', async () => {
    const { user, input, fetchMock } = setup()
    await user.type(input('email'), 'not-an-email')
    await user.click(screen.getByTestId('send-code'))
    expect(await screen.findByText('電郵地址格式不正確')).toBeInTheDocument()
    expect(screen.queryByTestId('slider-captcha')).not.toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says "code cannot be empty" only once the user leaves the empty box, not while getting the code', async () => {
    const { user, input } = setup()
    const server = fakeApi({
      'GET /common/common/slider/REGISTER': () => sliderImages(),
      'POST /common/common/slider/REGISTER': () => true,
      'GET /common/common/email/REGISTER/fan%40example.com': () => null,
    })
    const empty = '驗證碼不能為空'
    await user.type(input('email'), 'fan@example.com')
    // Into the code box, then on to its own button: still getting the code.
    await user.click(input('code'))
    await user.click(screen.getByTestId('send-code'))
    const handle = await screen.findByTestId('slider-handle')
    await waitFor(() => expect(handle).toBeEnabled())
    expect(screen.queryByText(empty)).not.toBeInTheDocument()
    fireEvent.pointerDown(handle, { clientX: 10, clientY: 100, pointerId: 1 })
    fireEvent.pointerMove(handle, { clientX: 90, clientY: 100, pointerId: 1 })
    fireEvent.pointerUp(handle, { clientX: 90, clientY: 100, pointerId: 1 })
    await waitFor(() =>
      expect(server.find('GET /common/common/email/REGISTER/fan%40example.com')).toHaveLength(1),
    )
    // Sent: the code box has the focus and no complaint, as nothing could be typed yet.
    await waitFor(() => expect(input('code')).toHaveFocus())
    expect(screen.queryByText(empty)).not.toBeInTheDocument()
    // Leaving it empty for another field does say so.
    await user.click(input('username'))
    expect(await screen.findByText(empty)).toBeInTheDocument()
    await user.type(input('code'), '123456')
    await waitFor(() => expect(screen.queryByText(empty)).not.toBeInTheDocument())
  })

  it("says the site's welcome coins, and that they pay for a first 7-day listing only when they do", async () => {
    const enough = setup(10)
    expect(screen.getByTestId('register-welcome')).toHaveTextContent(
      '新會員註冊即送 10 金幣，夠你即刻刊登第一件貨品 7 日。',
    )
    enough.input('username').closest('form')?.parentElement?.remove()
    setup(4)
    expect(screen.getByTestId('register-welcome')).toHaveTextContent('新會員註冊即送 4 金幣。')
  })

  it('promises no coins when the site gives none or before its settings are known', () => {
    setup(0)
    setup(undefined)
    expect(screen.queryByTestId('register-welcome')).not.toBeInTheDocument()
  })

  it('explains a bad username as the user types', async () => {
    const { user, input } = setup()
    await user.type(input('username'), 'john..doe')
    await user.tab()
    expect(await screen.findByText('用戶名不可包含連續句點')).toBeInTheDocument()
  })
})
