import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessionStore, setTokens, setUserInfo } from '../../../lib/session.ts'
import { toasts } from '../../../lib/ui.ts'
import { memberInfo, sliderImages } from '../../../testing/factories.ts'
import { type Call, fail, fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { accessToken } from '../../../testing/session.ts'
import SecurityPage from './SecurityPage.tsx'

afterEach(() => {
  toasts.set([])
  vi.unstubAllGlobals()
})

const ME = memberInfo({ email: 'marychan@example.com', mobile: '91234567', countryCode: '852' })

function signInAs(info = ME) {
  setTokens(accessToken(), 'refresh-1')
  setUserInfo(info)
}

/** The member API with the two change calls; `reset` answers the reset step. */
function server(reset: (call: Call) => unknown, me = ME) {
  return fakeApi({
    'GET /buyer/passport/member': () => me,
    'GET /common/common/slider/*': () => sliderImages(),
    'POST /common/common/slider/*': () => true,
    'GET /common/common/email/*': () => null,
    'GET /common/common/sms/TC/*': () => null,
    'POST /buyer/passport/member/resetUserEmail': (call) =>
      (call.body as { step: string }).step === 'verify' ? null : reset(call),
    'POST /buyer/passport/member/resetUserMobile': (call) =>
      (call.body as { step: string }).step === 'verify' ? null : reset(call),
  })
}

/** Sends a code from the open dialog's step: its button, then the slider. */
async function sendCode(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(await within(dialog).findByTestId('send-code'))
  const handle = await screen.findByTestId('slider-handle')
  await waitFor(() => expect(handle).toBeEnabled())
  fireEvent.pointerDown(handle, { clientX: 10, clientY: 100, pointerId: 1 })
  fireEvent.pointerMove(handle, { clientX: 90, clientY: 100, pointerId: 1 })
  fireEvent.pointerUp(handle, { clientX: 90, clientY: 100, pointerId: 1 })
  await waitFor(() => expect(screen.queryByTestId('slider-captcha')).not.toBeInTheDocument())
}

describe('SecurityPage', () => {
  it('shows the email and phone masked, and the ways to the password, devices and account deletion', async () => {
    signInAs()
    server(() => null)
    renderAt('/setting/security', <SecurityPage />)
    expect(screen.getByTestId('security-email')).toHaveTextContent('ma***an@example.com')
    expect(screen.getByTestId('security-phone')).toHaveTextContent('+852 91****67')
    expect(screen.getByTestId('security-password')).toHaveAttribute('href', '/setting/password')
    expect(screen.getByRole('link', { name: '已登入的裝置' })).toHaveAttribute('href', '/setting/devices')
    expect(screen.getByRole('link', { name: '匯出資料／刪除帳戶' })).toHaveAttribute(
      'href',
      '/setting/delete',
    )
  })

  it('offers to verify a phone, not to change one, when there is none', async () => {
    const none = memberInfo({ phoneVerified: false })
    signInAs(none)
    server(() => null, none)
    renderAt('/setting/security', <SecurityPage />)
    expect(screen.getByRole('link', { name: '立即驗證' })).toHaveAttribute('href', '/authPhone')
    expect(screen.queryByTestId('change-phone')).not.toBeInTheDocument()
  })

  it('asks for no phone where the site verifies none: no row without one, no change with one', async () => {
    const offSite = (me: ReturnType<typeof memberInfo>) =>
      fakeApi({
        'GET /buyer/passport/member': () => me,
        'GET /common/common/site': () => ({
          siteName: '街坊市集',
          buyerSideLogo: '',
          buyerSideIcon: '',
          phoneVerification: 'off',
        }),
      })
    const none = memberInfo({ phoneVerified: false })
    signInAs(none)
    const api = offSite(none)
    const view = renderAt('/setting/security', <SecurityPage />)
    await waitFor(() => expect(api.find('GET /common/common/site')).toHaveLength(1))
    await waitFor(() => expect(screen.queryByTestId('security-phone-row')).not.toBeInTheDocument())
    expect(screen.queryByRole('link', { name: '立即驗證' })).not.toBeInTheDocument()
    view.unmount()

    signInAs()
    offSite(ME)
    renderAt('/setting/security', <SecurityPage />)
    expect(await screen.findByTestId('security-phone')).toHaveTextContent('+852 91****67')
    await waitFor(() => expect(screen.queryByTestId('change-phone')).not.toBeInTheDocument())
  })

  it('changes the email in two steps, codes sent through the slider, and shows the new one', async () => {
    signInAs()
    const api = server(() => ({ ...ME, email: 'new.me@example.com' }))
    const user = userEvent.setup()
    renderAt('/setting/security', <SecurityPage />)
    await user.click(screen.getByTestId('change-email'))
    const dialog = screen.getByTestId('change-email-dialog')
    expect(dialog).toHaveTextContent('ma***an@example.com')
    await sendCode(user, dialog)
    expect(api.find('GET /common/common/email/CHANGE_EMAIL/marychan%40example.com')).toHaveLength(1)
    await user.click(within(dialog).getByTestId('email-verify-submit'))
    expect(await within(dialog).findByText('驗證碼不能為空')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('驗證碼'), '123456')
    await user.click(within(dialog).getByTestId('email-verify-submit'))

    const email = await within(dialog).findByLabelText('新電郵地址')
    await waitFor(() => expect(email).toHaveFocus())
    await user.type(email, 'New.Me@example.com')
    await sendCode(user, dialog)
    expect(api.find('GET /common/common/email/CHANGE_EMAIL/new.me%40example.com')).toHaveLength(1)
    await user.type(within(dialog).getByLabelText('驗證碼'), '654321')
    await user.click(within(dialog).getByTestId('email-reset-submit'))

    await waitFor(() => expect(screen.queryByTestId('change-email-dialog')).not.toBeInTheDocument())
    expect(api.find('POST /buyer/passport/member/resetUserEmail').map((c) => c.body)).toEqual([
      { email: 'marychan@example.com', code: '123456', step: 'verify' },
      { email: 'New.Me@example.com', code: '654321', step: 'reset' },
    ])
    expect(screen.getByTestId('security-email')).toHaveTextContent('ne***me@example.com')
    expect(sessionStore.get().userInfo?.email).toBe('new.me@example.com')
    expect(toasts.get().at(-1)?.message).toBe('電郵地址已更改')
  })

  it('checks the new address first (valid, not the current one) and shows the server’s refusals beside it', async () => {
    signInAs()
    const api = server(() => fail(409, 20009, '此電郵地址已被註冊'))
    const user = userEvent.setup()
    renderAt('/setting/security', <SecurityPage />)
    await user.click(screen.getByTestId('change-email'))
    const dialog = screen.getByTestId('change-email-dialog')
    await user.type(within(dialog).getByLabelText('驗證碼'), '123456')
    await user.click(within(dialog).getByTestId('email-verify-submit'))
    const email = await within(dialog).findByLabelText('新電郵地址')
    await user.type(email, 'marychan@example.com')
    await user.click(await within(dialog).findByTestId('send-code'))
    expect(await within(dialog).findByText('新電郵地址不可與現時的相同')).toBeInTheDocument()
    expect(screen.queryByTestId('slider-captcha')).not.toBeInTheDocument()
    await user.clear(email)
    await user.type(email, 'taken@example.com')
    await user.type(within(dialog).getByLabelText('驗證碼'), '123456')
    await user.click(within(dialog).getByTestId('email-reset-submit'))
    expect(await within(dialog).findByText('此電郵地址已被註冊')).toBeInTheDocument()
    expect(api.find('POST /buyer/passport/member/resetUserEmail')).toHaveLength(2)
  })

  it('starts again at step 1 when the proof has lapsed', async () => {
    signInAs()
    server(() => fail(400, 20031, '請先驗證現時的電郵地址（驗證後 10 分鐘內有效）'))
    const user = userEvent.setup()
    renderAt('/setting/security', <SecurityPage />)
    await user.click(screen.getByTestId('change-email'))
    const dialog = screen.getByTestId('change-email-dialog')
    await user.type(within(dialog).getByLabelText('驗證碼'), '123456')
    await user.click(within(dialog).getByTestId('email-verify-submit'))
    await user.type(await within(dialog).findByLabelText('新電郵地址'), 'new.me@example.com')
    await user.type(within(dialog).getByLabelText('驗證碼'), '654321')
    await user.click(within(dialog).getByTestId('email-reset-submit'))
    expect(await within(dialog).findByTestId('email-verify-form')).toHaveTextContent(
      '請先驗證現時的電郵地址（驗證後 10 分鐘內有效）',
    )
  })

  it('changes the phone in two steps, checking the new number as the server would', async () => {
    signInAs()
    const api = server(() => ({ ...ME, countryCode: '86', mobile: '13800138000' }))
    const user = userEvent.setup()
    renderAt('/setting/security', <SecurityPage />)
    await user.click(screen.getByTestId('change-phone'))
    const dialog = screen.getByTestId('change-phone-dialog')
    expect(dialog).toHaveTextContent('+852 91****67')
    await sendCode(user, dialog)
    expect(api.find('GET /common/common/sms/TC/CHANGE_MOBILE/852/91234567')).toHaveLength(1)
    await user.type(within(dialog).getByLabelText('驗證碼'), '123456')
    await user.click(within(dialog).getByTestId('phone-verify-submit'))

    const mobile = await within(dialog).findByLabelText('新手機號碼')
    await user.click(within(dialog).getByTestId('phone-reset-submit'))
    expect(await within(dialog).findByText('請輸入手機號碼')).toBeInTheDocument()
    expect(within(dialog).getByText('驗證碼不能為空')).toBeInTheDocument()
    await user.type(mobile, '21234567')
    await user.click(within(dialog).getByTestId('phone-reset-submit'))
    expect(await within(dialog).findByText('手機號碼格式不正確')).toBeInTheDocument()
    await user.clear(mobile)
    await user.type(mobile, '91234567')
    await user.click(within(dialog).getByTestId('phone-reset-submit'))
    expect(await within(dialog).findByText('新手機號碼不可與現時的相同')).toBeInTheDocument()

    await user.selectOptions(within(dialog).getByLabelText('國家或地區區號'), '86')
    await user.clear(mobile)
    await user.type(mobile, '13800138000')
    await sendCode(user, dialog)
    expect(api.find('GET /common/common/sms/TC/CHANGE_MOBILE/86/13800138000')).toHaveLength(1)
    await user.type(within(dialog).getByLabelText('驗證碼'), '654321')
    await user.click(within(dialog).getByTestId('phone-reset-submit'))
    await waitFor(() => expect(screen.queryByTestId('change-phone-dialog')).not.toBeInTheDocument())
    expect(api.find('POST /buyer/passport/member/resetUserMobile').map((c) => c.body)).toEqual([
      { mobile: '91234567', countryCode: '852', code: '123456', step: 'verify' },
      { mobile: '13800138000', countryCode: '86', code: '654321', step: 'reset' },
    ])
    expect(screen.getByTestId('security-phone')).toHaveTextContent('+86 138****8000')
    expect(toasts.get().at(-1)?.message).toBe('手機號碼已更改')
  })

  it('shows a number taken by another member under the number', async () => {
    signInAs()
    server(() => fail(409, 20013, '此手機號碼已被其他帳號綁定'))
    const user = userEvent.setup()
    renderAt('/setting/security', <SecurityPage />)
    await user.click(screen.getByTestId('change-phone'))
    const dialog = screen.getByTestId('change-phone-dialog')
    await user.type(within(dialog).getByLabelText('驗證碼'), '123456')
    await user.click(within(dialog).getByTestId('phone-verify-submit'))
    await user.type(await within(dialog).findByLabelText('新手機號碼'), '61234567')
    await user.type(within(dialog).getByLabelText('驗證碼'), '654321')
    await user.click(within(dialog).getByTestId('phone-reset-submit'))
    const error = await within(dialog).findByText('此手機號碼已被其他帳號綁定')
    expect(error).toHaveAttribute('id', 'phone-new-error')
  })
})
