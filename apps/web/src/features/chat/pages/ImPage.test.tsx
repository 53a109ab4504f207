import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { paths } from '../../../config/paths.ts'
import { chatMessage, memberInfo, talkDetail, talkItem } from '../../../testing/factories.ts'
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts'
import { FakeWebSocket } from '../../../testing/fake-socket.ts'
import { queryOf, renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import { clearOutbox } from '../lib/outbox.ts'
import ImPage from './ImPage.tsx'

const page = (records: unknown[]) => ({ records, total: records.length, size: 20, current: 1, pages: 1 })

function routes(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /im/talk': ok(
      page([talkItem({ unread: 2 }), talkItem({ id: '31', name: 'Amy', goodsName: 'Sofa' })]),
    ),
    'GET /im/talk/unread': ok({ total: 2 }),
    'GET /im/talk/30': ok(talkDetail()),
    'GET /im/talk/30/messages': ok({ records: [chatMessage(1), chatMessage(2)], hasMore: false }),
    'PUT /im/talk/30/read': ok({ seq: 2 }),
    ...extra,
  })
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true })
}

beforeEach(() => {
  signIn('1', 'Mary')
  FakeWebSocket.reset()
  vi.stubGlobal('WebSocket', FakeWebSocket)
  setWidth(1280)
})
afterEach(() => {
  clearOutbox()
  vi.unstubAllGlobals()
  setWidth(1024)
})

describe('/im', () => {
  it('shows the list and the open talk side by side from 768 px', async () => {
    routes()
    renderAt('/im?talkId=30', <ImPage />, { route: '/im' })
    const links = await within(screen.getByTestId('talk-list')).findAllByTestId('talk-link')
    expect(links).toHaveLength(2)
    expect(links[0]).toHaveAttribute('aria-current', 'page')
    expect(links[0]).toHaveTextContent('Is it still available?')
    expect(await screen.findByTestId('conversation')).toBeInTheDocument()
    expect(screen.queryByTestId('conv-back')).not.toBeInTheDocument()
    expect(await screen.findByText('message 2')).toBeInTheDocument()
    expect(screen.getByTestId('conv-goods')).toHaveAttribute('href', '/goodsDetail?goodsId=5')
    expect(screen.getByTestId('conv-goods')).toHaveTextContent('HK$3,200')
    expect(screen.getByTestId('conv-member')).toHaveAttribute('href', '/user/Ken?id=9')
  })

  it('on a phone is two screens: the list, then the talk with a way back', async () => {
    setWidth(375)
    routes()
    const user = userEvent.setup()
    const { router } = renderAt('/im', <ImPage />, { route: '/im' })
    const links = await screen.findAllByTestId('talk-link')
    expect(screen.queryByTestId('conversation')).not.toBeInTheDocument()
    await user.click(links[0] as HTMLElement)
    expect(await screen.findByTestId('conversation')).toBeInTheDocument()
    expect(screen.queryByTestId('talk-list')).not.toBeInTheDocument()
    expect(queryOf(router.state.location.search)).toEqual({ talkId: '30' })
    // Back is the browser's back: the list again.
    await user.click(screen.getByTestId('conv-back'))
    expect(await screen.findByTestId('talk-list')).toBeInTheDocument()
    expect(router.state.location.search).toBe('')
    // Full screen, without the site's header: the list's own back button leaves the chat.
    await user.click(screen.getByRole('button', { name: '返回上一頁' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('on a wider screen the list has no back button of its own (the site header is there)', async () => {
    routes()
    renderAt('/im', <ImPage />, { route: '/im' })
    await screen.findAllByTestId('talk-link')
    expect(screen.queryByTestId('im-exit')).not.toBeInTheDocument()
  })

  it('finds the talk about a listing, puts its id in the address, and opens the offer dialog once', async () => {
    const api = routes({ 'GET /buyer/goodsAAA/goodsAAA/getImTalk/5': ok({ id: '30', userId: '9' }) })
    const { router } = renderAt('/im?goodsId=5&offer=1', <ImPage />, { route: '/im' })
    // The dialog's code loads when first opened: on a busy machine that takes more than a second.
    expect(await screen.findByTestId('chat-offer-dialog', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '出價' })).toBeInTheDocument()
    expect(queryOf(router.state.location.search)).toEqual({ talkId: '30' })
    expect(api.find('GET /buyer/goodsAAA/goodsAAA/getImTalk/5')).toHaveLength(1)
  })

  it('asks for a verified phone first, verifies it in a dialog here, then opens the talk', async () => {
    let verified = false
    const api = routes({
      'GET /buyer/goodsAAA/goodsAAA/getImTalk/5': () =>
        verified ? { id: '30', userId: '9' } : fail(403, 30001, 'verify'),
      'POST /buyer/passport/member/bindMobile': () => {
        verified = true
        return memberInfo({ phoneVerified: true, mobile: '92345678' })
      },
    })
    const { router } = renderAt('/im?goodsId=5', <ImPage />, { route: '/im' })
    const error = await screen.findByTestId('open-talk-error')
    expect(error).toHaveTextContent('請先驗證手機號碼')
    const user = userEvent.setup()
    await user.click(within(error).getByRole('button', { name: '驗證手機' }))
    const dialog = await screen.findByTestId('bind-phone-dialog', {}, { timeout: 5000 })
    expect(dialog).toHaveTextContent('同賣家傾偈之前要先驗證手機號碼')
    await user.type(within(dialog).getByLabelText('手機號碼'), '92345678')
    await user.type(within(dialog).getByLabelText('驗證碼'), '123456')
    await user.click(within(dialog).getByTestId('bind-submit'))
    await waitFor(() => expect(queryOf(router.state.location.search)).toEqual({ talkId: '30' }))
    expect(api.find('GET /buyer/goodsAAA/goodsAAA/getImTalk/5')).toHaveLength(2)
    expect(await screen.findByTestId('conversation')).toBeInTheDocument()
  })

  it('says so for one’s own listing and for a listing no longer available', async () => {
    routes({ 'GET /buyer/goodsAAA/goodsAAA/getImTalk/5': () => fail(403, 10004, 'own') })
    renderAt('/im?goodsId=5', <ImPage />, { route: '/im' })
    expect(await screen.findByTestId('open-talk-error')).toHaveTextContent('呢件係你自己刊登嘅貨品')
  })

  it('says the listing is not available when no talk can start about it (10001), not "not found"', async () => {
    routes({ 'GET /buyer/goodsAAA/goodsAAA/getImTalk/5': () => fail(404, 10001, '找不到此貨品') })
    renderAt('/im?goodsId=5', <ImPage />, { route: '/im' })
    const error = await screen.findByTestId('open-talk-error')
    expect(error).toHaveTextContent('呢件貨品已經唔再出售，無法開始新對話。')
    expect(within(error).getByRole('link')).toHaveAttribute('href', paths.goodsDetail('5'))
  })

  it('marks the talk read while it is on screen (over REST before the socket opens)', async () => {
    const api = routes()
    renderAt('/im?talkId=30', <ImPage />, { route: '/im' })
    await screen.findByText('message 2')
    await waitFor(() => expect(api.find('PUT /im/talk/30/read')).toHaveLength(1))
    expect(api.find('PUT /im/talk/30/read')[0]?.body).toEqual({ seq: 2 })
  })

  it('has an empty state that sends the member browsing', async () => {
    routes({ 'GET /im/talk': ok(page([])) })
    renderAt('/im', <ImPage />, { route: '/im' })
    const empty = await screen.findByTestId('talks-empty')
    expect(within(empty).getByRole('link')).toHaveAttribute('href', '/goodsList')
  })
})
