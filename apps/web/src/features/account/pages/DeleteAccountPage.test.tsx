import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../../lib/i18n.ts'
import { sessionStore } from '../../../lib/session.ts'
import { authDialog, toasts } from '../../../lib/ui.ts'
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import DeleteAccountPage from './DeleteAccountPage.tsx'

const EXPORT = 'GET /buyer/passport/member/export'
const DELETE = 'POST /buyer/passport/member/delete'

const file = () =>
  new Response('{"format":"kaifong-account-export","version":1}', {
    status: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': 'attachment; filename="kaifong-mary-2026-11-23.json"',
    },
  })

let clicked: { download: string; href: string }[] = []

beforeEach(() => {
  signIn()
  clicked = []
  // jsdom saves no files: record what the page hands the browser instead.
  URL.createObjectURL = vi.fn(() => 'blob:kaifong-export')
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ download: this.download, href: this.href })
  })
})
afterEach(async () => {
  toasts.set([])
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  await act(() => setLanguage('zh-Hant'))
})

const password = () => screen.getByLabelText('現有密碼')
const phrase = () => screen.getByLabelText('確認字句')
const submit = () => screen.getByTestId('delete-submit')

describe('DeleteAccountPage', () => {
  it('offers the data first: the file comes with the session and is saved under the server’s name', async () => {
    const server = fakeApi({ [EXPORT]: file })
    const user = userEvent.setup()
    renderAt('/setting/delete', <DeleteAccountPage />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('刪除帳戶')
    expect(screen.getByText('每小時最多可下載 5 次。')).toBeInTheDocument()
    await user.click(screen.getByTestId('export-data'))
    await waitFor(() =>
      expect(clicked).toEqual([{ download: 'kaifong-mary-2026-11-23.json', href: 'blob:kaifong-export' }]),
    )
    const [call] = server.find(EXPORT)
    expect(call?.headers.accessToken).toBe(sessionStore.get().accessToken)
    expect(call?.headers.language).toBe('zh-Hant')
    await waitFor(() => expect(toasts.get().at(-1)?.message).toBe('已下載你的資料'))
  })

  it('says why a download was refused (5 an hour) and saves nothing', async () => {
    fakeApi({ [EXPORT]: () => fail(429, 1003, '每小時最多可下載 5 次資料，請稍後再試') })
    const user = userEvent.setup()
    renderAt('/setting/delete', <DeleteAccountPage />)
    await user.click(screen.getByTestId('export-data'))
    await waitFor(() =>
      expect(toasts.get().at(-1)).toMatchObject({
        kind: 'error',
        message: '每小時最多可下載 5 次資料，請稍後再試',
      }),
    )
    expect(clicked).toEqual([])
    expect(screen.getByTestId('export-data')).toBeEnabled()
  })

  it('explains what deletion does; the red button waits for both fields and a wrong phrase is said before anything is sent', async () => {
    const server = fakeApi({})
    const user = userEvent.setup()
    renderAt('/setting/delete', <DeleteAccountPage />)
    expect(screen.getByText('餘下的金幣會被沒收，不設退還。')).toBeInTheDocument()
    expect(screen.getByText('請輸入「刪除我的帳戶」')).toBeInTheDocument()
    expect(submit()).toBeDisabled()
    expect(submit()).toHaveClass('btn-danger')
    await user.type(password(), 'Passw0rd!')
    expect(submit()).toBeDisabled()
    await user.type(phrase(), '刪除帳戶')
    expect(submit()).toBeEnabled()
    await user.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent('請準確輸入「刪除我的帳戶」')
    expect(phrase()).toHaveFocus()
    expect(phrase()).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(server.calls).toHaveLength(0)
  })

  it('asks again, deletes, forgets the session and goes home with a toast', async () => {
    const server = fakeApi({ [DELETE]: ok(null) })
    const user = userEvent.setup()
    const { router } = renderAt('/setting/delete', <DeleteAccountPage />)
    await user.type(password(), 'Passw0rd!')
    await user.type(phrase(), '刪除我的帳戶')
    await user.click(submit())
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('確定刪除帳戶？')
    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    expect(server.calls).toHaveLength(0)
    await user.click(submit())
    await user.click(await screen.findByTestId('confirm-ok'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(server.find(DELETE)[0]?.body).toEqual({ password: 'Passw0rd!', phrase: '刪除我的帳戶' })
    expect(sessionStore.get()).toEqual({ accessToken: null, refreshToken: null, userInfo: null })
    expect(authDialog.get().open).toBe(false)
    expect(toasts.get().at(-1)).toMatchObject({ kind: 'success', message: '你的帳戶已經刪除' })
  })

  it('shows a wrong password beside its field and keeps the session', async () => {
    fakeApi({ [DELETE]: () => fail(400, 20010, '現有密碼不正確') })
    const user = userEvent.setup()
    const { router } = renderAt('/setting/delete', <DeleteAccountPage />)
    await user.type(password(), 'Wrong123!')
    await user.type(phrase(), '刪除我的帳戶')
    await user.click(submit())
    await user.click(await screen.findByTestId('confirm-ok'))
    expect(await screen.findByRole('alert')).toHaveTextContent('現有密碼不正確')
    expect(password()).toHaveFocus()
    expect(sessionStore.get().accessToken).not.toBeNull()
    expect(router.state.location.pathname).toBe('/setting/delete')
    expect(submit()).toBeEnabled()
  })

  it('in English asks for the English phrase, and a server refusal (too many tries) is said under the form', async () => {
    await act(() => setLanguage('en'))
    fakeApi({ [DELETE]: () => fail(429, 1003, 'Too many wrong passwords. Try again in 15 minutes') })
    const user = userEvent.setup()
    renderAt('/setting/delete', <DeleteAccountPage />)
    expect(screen.getByText('Type “DELETE MY ACCOUNT”')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Current password'), 'Passw0rd!')
    await user.type(screen.getByLabelText('Confirmation phrase'), 'DELETE MY ACCOUNT')
    await user.click(screen.getByTestId('delete-submit'))
    await user.click(await screen.findByTestId('confirm-ok'))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong passwords. Try again in 15 minutes',
    )
  })
})
