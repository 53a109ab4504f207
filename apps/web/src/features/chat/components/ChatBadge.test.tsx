import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { talkItem } from '../../../testing/factories.ts'
import { fakeApi, ok } from '../../../testing/fake-api.ts'
import { FakeWebSocket } from '../../../testing/fake-socket.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import { ChatBadge } from '../index.ts'
import { unreadStore } from '../lib/unread.ts'

const talks = Array.from({ length: 10 }, (_, i) =>
  talkItem({ id: String(30 + i), name: `Member ${i}`, unread: i === 0 ? 3 : 0 }),
)

function setup(unread: number, width = 1280) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true })
  const api = fakeApi({
    'GET /im/talk/unread': ok({ total: unread }),
    'GET /im/talk': ok({ records: talks, total: 10, size: 20, current: 1, pages: 1 }),
  })
  const view = renderAt(
    '/',
    <Suspense fallback={null}>
      <ChatBadge />
    </Suspense>,
  )
  return { api, user: userEvent.setup(), ...view }
}

beforeEach(() => {
  signIn('1', 'Mary')
  FakeWebSocket.reset()
  vi.stubGlobal('WebSocket', FakeWebSocket)
})
afterEach(() => {
  unreadStore.set(0)
  vi.unstubAllGlobals()
})

describe('the header’s chat badge', () => {
  it('shows the unread total, capped at 99+, and names it', async () => {
    setup(120)
    const badge = await screen.findByTestId('chat-badge')
    await waitFor(() => expect(screen.getByTestId('chat-badge-count')).toHaveTextContent('99+'))
    expect(badge).toHaveAccessibleName('傾偈（99+ 則未讀訊息）')
  })

  it('opens the 8 most recent talks and "All messages" on wide screens; a talk opens /im?talkId=', async () => {
    const { user, router } = setup(3)
    const badge = await screen.findByTestId('chat-badge')
    expect(badge).toHaveAttribute('href', '/im')
    await user.click(badge)
    const dropdown = await screen.findByTestId('chat-dropdown')
    expect(badge).toHaveAttribute('aria-expanded', 'true')
    const items = await within(dropdown).findAllByTestId('dropdown-talk')
    expect(items).toHaveLength(8)
    expect(items[0]).toHaveAttribute('href', '/im?talkId=30')
    expect(items[0]).toHaveTextContent('Member 0')
    expect(within(items[0] as HTMLElement).getByTestId('talk-unread')).toHaveTextContent('3')
    expect(within(dropdown).getByTestId('dropdown-all')).toHaveAttribute('href', '/im')
    await user.click(items[1] as HTMLElement)
    expect(router.state.location.pathname + router.state.location.search).toBe('/im?talkId=31')
    expect(screen.queryByTestId('chat-dropdown')).not.toBeInTheDocument()
  })

  it('closes with Esc and gives focus back', async () => {
    const { user } = setup(0)
    const badge = await screen.findByTestId('chat-badge')
    expect(badge).toHaveAccessibleName('傾偈')
    await user.click(badge)
    await within(await screen.findByTestId('chat-dropdown')).findAllByTestId('dropdown-talk')
    await user.keyboard('{Escape}')
    expect(screen.queryByTestId('chat-dropdown')).not.toBeInTheDocument()
    expect(badge).toHaveFocus()
  })

  it('is a plain link to /im on phones', async () => {
    const { user, router } = setup(0, 375)
    await user.click(await screen.findByTestId('chat-badge'))
    expect(router.state.location.pathname).toBe('/im')
    expect(screen.queryByTestId('chat-dropdown')).not.toBeInTheDocument()
  })
})
