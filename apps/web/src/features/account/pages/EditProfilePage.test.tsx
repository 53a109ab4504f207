import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../../../lib/session.ts'
import { toasts } from '../../../lib/ui.ts'
import { image, memberInfo } from '../../../testing/factories.ts'
import { type Call, fail, failBody, fakeApi, ok } from '../../../testing/fake-api.ts'
import { FakeXhr, photoFile } from '../../../testing/fake-xhr.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import EditProfilePage from './EditProfilePage.tsx'

const ME = 'GET /buyer/passport/member'
const SAVE = 'PUT /buyer/passport/member/editOwn'
const saved = memberInfo({ bio: 'Old bio', district: 'WAN_CHAI', face: '/media/avatars/old.webp' })
/** The server's answer to a save: the member's info with what was sent. */
const echo = ({ body }: Call) => ({ ...saved, ...(body as object), face: '/media/avatars/new.webp' })

beforeEach(() => {
  FakeXhr.reset()
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  signIn()
})
afterEach(() => {
  toasts.set([])
  vi.unstubAllGlobals()
})

function open() {
  const user = userEvent.setup({ applyAccept: false })
  const view = renderAt('/setting/profile', <EditProfilePage />)
  return { user, ...view }
}

describe('EditProfilePage', () => {
  it('starts from the server’s current profile and checks the fields as typed', async () => {
    const server = fakeApi({ [ME]: ok(saved) })
    const { user } = open()
    const nick = await screen.findByLabelText('暱稱')
    expect(nick).toHaveValue('Mary')
    expect(screen.getByLabelText('自我介紹 (選填)')).toHaveValue('Old bio')
    expect(screen.getByLabelText('地區 (選填)')).toHaveValue('WAN_CHAI')
    expect(screen.getByRole('option', { name: '沙田區' })).toBeInTheDocument()
    expect(screen.getByAltText('你的頭像（其他會員看到的樣子）')).toHaveAttribute('src', saved.face)
    expect(screen.getByText('7 / 200 字')).toBeInTheDocument()
    await user.clear(nick)
    await user.type(nick, '   ')
    await user.click(screen.getByTestId('profile-submit'))
    expect(await screen.findByText('請輸入暱稱')).toBeInTheDocument()
    expect(server.find(SAVE)).toHaveLength(0)
  })

  it('uploads a picked photo, saves it with the rest and updates the session for the header', async () => {
    const server = fakeApi({ [ME]: ok(saved), [SAVE]: echo })
    FakeXhr.replies.push({
      status: 200,
      body: { success: true, code: 200, message: 'ok', result: image('av1') },
    })
    const { user, router } = open()
    const nick = await screen.findByLabelText('暱稱')
    await user.clear(nick)
    await user.type(nick, '  陳大文 ')
    const bio = screen.getByLabelText('自我介紹 (選填)')
    await user.clear(bio)
    await user.type(bio, '住在沙田{Enter}週末有空')
    await user.selectOptions(screen.getByLabelText('地區 (選填)'), 'SHA_TIN')
    await user.upload(screen.getByTestId('avatar-input'), photoFile('me.jpg'))
    expect(FakeXhr.sent[0]?.url).toBe('/common/common/upload/file')
    await waitFor(() => expect(screen.getByTestId('profile-submit')).toBeEnabled())
    await user.click(screen.getByTestId('profile-submit'))
    await waitFor(() => expect(server.find(SAVE)).toHaveLength(1))
    expect(server.find(SAVE)[0]?.body).toEqual({
      nickName: '陳大文',
      bio: '住在沙田\n週末有空',
      district: 'SHA_TIN',
      face: 'av1',
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/setting'))
    expect(sessionStore.get().userInfo).toMatchObject({
      nickName: '陳大文',
      face: '/media/avatars/new.webp',
      district: 'SHA_TIN',
    })
    expect(toasts.get().at(-1)?.message).toBe('個人資料已更新')
  })

  it('leaves the photo out when it was not touched and sends null for no district', async () => {
    const server = fakeApi({ [ME]: ok(saved), [SAVE]: echo })
    const { user } = open()
    await user.selectOptions(await screen.findByLabelText('地區 (選填)'), '')
    await user.click(screen.getByTestId('profile-submit'))
    await waitFor(() => expect(server.find(SAVE)).toHaveLength(1))
    expect(server.find(SAVE)[0]?.body).toEqual({ nickName: 'Mary', bio: 'Old bio', district: null })
  })

  it('sends "" to remove the photo', async () => {
    const server = fakeApi({ [ME]: ok(saved), [SAVE]: echo })
    const { user } = open()
    await user.click(await screen.findByTestId('avatar-remove'))
    expect(screen.queryByAltText('你的頭像（其他會員看到的樣子）')).not.toBeInTheDocument()
    expect(screen.getByText('選擇相片')).toBeInTheDocument()
    await user.click(screen.getByTestId('profile-submit'))
    await waitFor(() => expect(server.find(SAVE)).toHaveLength(1))
    expect(server.find(SAVE)[0]?.body).toMatchObject({ face: '' })
  })

  it('refuses a file that is no photo before sending it, and shows the server’s refusal of a shape', async () => {
    fakeApi({ [ME]: ok(saved) })
    const { user } = open()
    const input = await screen.findByTestId('avatar-input')
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }))
    expect(screen.getByTestId('avatar-error')).toHaveTextContent('此檔案不是相片。')
    expect(FakeXhr.sent).toHaveLength(0)
    FakeXhr.replies.push({ status: 400, body: failBody(10015, '相片太長或太窄') })
    await user.upload(input, photoFile('strip.png', 100, 'image/png'))
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent('相片太長或太窄')
    // The saved photo is still the one shown.
    expect(screen.getByAltText('你的頭像（其他會員看到的樣子）')).toHaveAttribute('src', saved.face)
  })

  it('shows the server’s refusal under the field it names', async () => {
    fakeApi({
      [ME]: ok(saved),
      [SAVE]: () => fail(400, 4002, '暱稱最多 20 個字', [{ field: 'nickName', message: '暱稱最多 20 個字' }]),
    })
    const { user } = open()
    await user.click(await screen.findByTestId('profile-submit'))
    expect(await screen.findByRole('alert')).toHaveTextContent('暱稱最多 20 個字')
  })
})
