import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { noticeKeys } from '../../../lib/query-keys.ts'
import { notice, pageOfAny } from '../../../testing/factories.ts'
import { type Call, fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import { NoticeBell } from '../index.ts'

let unread: ReturnType<typeof notice>[] = []
let read: ReturnType<typeof notice>[] = []

function setup(width = 1280) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true })
  const api = fakeApi({
    'GET /buyer/message/member': (call: Call) => ({
      ...pageOfAny(call.search.get('status') === 'ALREADY_READ' ? read : unread),
      unread: unread.length,
    }),
    'PUT /buyer/message/member/read-all': () => {
      read = [...unread.map((n) => ({ ...n, status: 'ALREADY_READ' as const })), ...read]
      unread = []
      return { read: 2 }
    },
    'PUT /buyer/message/member/*': (call: Call) => {
      const id = call.path.split('/').at(-1) ?? ''
      const opened = unread.find((n) => n.id === id)
      unread = unread.filter((n) => n.id !== id)
      if (opened) read = [{ ...opened, status: 'ALREADY_READ' }, ...read]
      return opened
    },
  })
  const view = renderAt(
    '/',
    <Suspense fallback={null}>
      <NoticeBell />
    </Suspense>,
  )
  return { api, user: userEvent.setup(), ...view }
}

beforeEach(() => {
  signIn('1', 'Mary')
  unread = [notice('1'), notice('2', { noticeType: 'SYSTEM', goodsId: null, operatorName: '' })]
  read = [notice('3', { status: 'ALREADY_READ' })]
})
afterEach(() => vi.unstubAllGlobals())

describe('the header’s notification bell', () => {
  it('shows the unread count and names it; on phones it is a link to the notices page', async () => {
    setup(375)
    const bell = await screen.findByTestId('notice-bell')
    await waitFor(() => expect(screen.getByTestId('notice-bell-count')).toHaveTextContent('2'))
    expect(bell).toHaveAccessibleName('通知，2 則未讀')
    expect(bell).toHaveAttribute('href', '/setting/notices')
  })

  it('opens unread and read tabs; opening an unread notice marks it read and goes where it leads', async () => {
    const { user, api, router } = setup()
    const bell = await screen.findByTestId('notice-bell')
    await user.click(bell)
    const dropdown = await screen.findByTestId('notice-dropdown')
    const items = await within(dropdown).findAllByTestId('dropdown-notice')
    expect(items).toHaveLength(2)
    await user.click(within(dropdown).getByRole('tab', { name: '已讀' }))
    expect(await within(dropdown).findByText('notice 3')).toBeInTheDocument()
    await user.click(within(dropdown).getByRole('tab', { name: '未讀' }))
    await user.click((await within(dropdown).findAllByTestId('dropdown-notice'))[0] as HTMLElement)
    await waitFor(() => expect(api.find('PUT /buyer/message/member/1')).toHaveLength(1))
    expect(router.state.location.pathname + router.state.location.search).toBe('/goodsDetail?goodsId=7')
    expect(await screen.findByText('goods detail page')).toBeInTheDocument()
  })

  it('shows an offer received as a notice that opens its talk in the chat', async () => {
    unread = [
      notice('5', {
        noticeType: 'QUOTE_RECEIVED',
        talkId: '30',
        title: '你收到新出價',
        content: 'Ken 出價 HK$1,000 買你嘅「電飯煲」，快啲喺對話入面回覆',
      }),
    ]
    const { user, api, router } = setup()
    await user.click(await screen.findByTestId('notice-bell'))
    const dropdown = await screen.findByTestId('notice-dropdown')
    const [item] = await within(dropdown).findAllByTestId('dropdown-notice')
    expect(item).toHaveTextContent('新出價')
    expect(item).toHaveTextContent('Ken 出價 HK$1,000')
    await user.click(item as HTMLElement)
    await waitFor(() => expect(api.find('PUT /buyer/message/member/5')).toHaveLength(1))
    expect(router.state.location.pathname + router.state.location.search).toBe('/im?talkId=30')
  })

  it('marks all read from the dropdown; the count goes', async () => {
    const { user, api } = setup()
    await user.click(await screen.findByTestId('notice-bell'))
    await user.click(await screen.findByTestId('notice-read-all'))
    expect(api.find('PUT /buyer/message/member/read-all')).toHaveLength(1)
    await waitFor(() => expect(screen.queryByTestId('notice-bell-count')).not.toBeInTheDocument())
    expect(await screen.findByText('所有通知都已讀')).toBeInTheDocument()
  })

  it('asks again when the notices are invalidated (a notice arrived on the socket)', async () => {
    const { client } = setup()
    await waitFor(() => expect(screen.getByTestId('notice-bell-count')).toHaveTextContent('2'))
    unread = [notice('9'), ...unread]
    await client.invalidateQueries({ queryKey: noticeKeys.all })
    await waitFor(() => expect(screen.getByTestId('notice-bell-count')).toHaveTextContent('3'))
  })
})
