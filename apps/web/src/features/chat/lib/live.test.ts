import type { ChatMessage, HistoryPage } from '@kaifong/contract'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { noticeKeys } from '../../../lib/query-keys.ts'
import { sessionStore } from '../../../lib/session.ts'
import { toasts } from '../../../lib/ui.ts'
import { chatMessage, talkDetail } from '../../../testing/factories.ts'
import { type Call, fail, fakeApi, ok } from '../../../testing/fake-api.ts'
import { FakeWebSocket } from '../../../testing/fake-socket.ts'
import { signIn } from '../../../testing/session.ts'
import { chatKeys } from '../api/keys.ts'
import { ChatClient, POLL_MS } from './live.ts'
import { flatMessages, type HistoryData } from './merge.ts'
import { clearOutbox, outbox, SEND_TIMEOUT_MS } from './outbox.ts'
import { ChatSocket } from './socket.ts'

const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms)
const mine = (seq: number, clientId: string) => chatMessage(seq, { senderId: '1', clientId, text: 'hi' })

/** The server's side of talk 30: its messages, answered `after` a seq a few at a time. */
function server(messages: ChatMessage[], pageSize = 2) {
  const history = (call: Call): HistoryPage => {
    const after = Number(call.search.get('after') ?? 0)
    const newer = messages.filter((m) => m.seq > after)
    return { records: newer.slice(0, pageSize), hasMore: newer.length > pageSize }
  }
  return fakeApi({
    'GET /im/talk/30/messages': history,
    'GET /im/talk/unread': ok({ total: 0 }),
    'POST /im/talk/message': (call) => {
      const body = call.body as { clientId: string }
      return mine(99, body.clientId)
    },
  })
}

function setup() {
  const queryClient = new QueryClient()
  // Talk 30 is on screen with its first three messages.
  const first: HistoryData = {
    pages: [{ records: [1, 2, 3].map((n) => chatMessage(n)), hasMore: false }],
    pageParams: [undefined],
  }
  queryClient.setQueryData(chatKeys.messages('30'), first)
  queryClient.setQueryData(chatKeys.talk('30'), talkDetail())
  const socket = new ChatSocket({
    token: async () => 'access-1',
    url: () => 'ws://localhost/im/ws',
    WebSocket: FakeWebSocket as unknown as new (url: string, protocols: string[]) => WebSocket,
    random: () => 0,
  })
  const chat = new ChatClient(queryClient, socket)
  chat.start()
  const seqs = () =>
    flatMessages(queryClient.getQueryData<HistoryData>(chatKeys.messages('30'))).map((m) => m.seq)
  return { queryClient, chat, socket, seqs }
}

/** Opens the current fake socket and lets the catch-up run. */
async function connect() {
  await settle()
  FakeWebSocket.latest().accept()
  await settle()
}

beforeEach(() => {
  vi.useFakeTimers()
  FakeWebSocket.reset()
  signIn('1', 'Mary')
})
afterEach(() => {
  clearOutbox()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the chat sync layer', () => {
  it('catches up after a reconnect page by page: no gap, nothing twice', async () => {
    const all = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => chatMessage(n))
    const api = server(all)
    const { seqs, chat } = setup()
    await connect()
    // Connected: what came while the page loaded is asked for at once.
    expect(seqs()).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(api.find('GET /im/talk/30/messages').map((c) => c.search.get('after'))).toEqual(['3', '5', '7'])
    // Live frames repeat what is already held: still once each.
    FakeWebSocket.latest().receive({ type: 'message', message: all[6] })
    // The link drops; the server gets two more; the socket comes back.
    FakeWebSocket.latest().drop()
    all.push(chatMessage(9), chatMessage(10))
    await settle(250)
    FakeWebSocket.latest().accept()
    await settle()
    expect(seqs()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    chat.stop()
  })

  it('shows a message as sending, sends it again with the same client id after a reconnect, and keeps one copy', async () => {
    server([1, 2, 3].map((n) => chatMessage(n)))
    const { chat, seqs } = setup()
    await connect()
    chat.sendText('30', 'hi')
    const [pending] = outbox.get()
    expect(pending).toMatchObject({ state: 'sending', text: 'hi' })
    const clientId = pending?.clientId ?? ''
    expect(FakeWebSocket.latest().sentOf('send')).toEqual([
      { type: 'send', talkId: '30', clientId, text: 'hi' },
    ])
    // The acknowledgement is lost with the link.
    FakeWebSocket.latest().drop()
    await settle(250)
    FakeWebSocket.latest().accept()
    await settle()
    expect(FakeWebSocket.latest().sentOf('send')).toEqual([
      { type: 'send', talkId: '30', clientId, text: 'hi' },
    ])
    // The server had stored the first one: the ack and the broadcast both bring that copy.
    FakeWebSocket.latest().receive({ type: 'ack', clientId, message: mine(4, clientId) })
    FakeWebSocket.latest().receive({ type: 'message', message: mine(4, clientId) })
    expect(outbox.get()).toEqual([])
    expect(seqs()).toEqual([1, 2, 3, 4])
    chat.stop()
  })

  it('marks a message failed after 15 s without an answer, or at once on a refusal; retrying keeps the client id', async () => {
    server([1, 2, 3].map((n) => chatMessage(n)))
    const { chat } = setup()
    await connect()
    chat.sendText('30', 'first')
    await settle(SEND_TIMEOUT_MS)
    const [late] = outbox.get()
    expect(late?.state).toBe('failed')
    chat.retry(late?.clientId ?? '')
    expect(outbox.get()[0]?.state).toBe('sending')
    expect(
      FakeWebSocket.latest()
        .sentOf('send')
        .map((f) => f.clientId),
    ).toEqual([late?.clientId, late?.clientId])

    chat.sendText('30', 'second')
    const second = outbox.get()[1]?.clientId ?? ''
    FakeWebSocket.latest().receive({
      type: 'error',
      clientId: second,
      code: 30006,
      message: 'Your messages cannot be delivered to this member',
    })
    expect(outbox.get()[1]).toMatchObject({
      state: 'failed',
      error: 'Your messages cannot be delivered to this member',
    })
    chat.stop()
  })

  it('sends over REST and polls the open talk every 4 s while the socket cannot connect', async () => {
    const all = [1, 2, 3].map((n) => chatMessage(n))
    const api = server(all)
    const { chat, seqs } = setup()
    chat.setActiveTalk('30')
    for (const wait of [0, 250, 500]) {
      await settle(wait)
      FakeWebSocket.latest().drop()
    }
    expect(chat.socket.state).toBe('fallback')
    chat.sendText('30', 'over rest')
    await settle()
    const posted = api.find('POST /im/talk/message')
    expect(posted).toHaveLength(1)
    expect(posted[0]?.body).toMatchObject({ talkId: '30', text: 'over rest' })
    expect(outbox.get()).toEqual([])
    all.push(chatMessage(4))
    await settle(POLL_MS)
    expect(seqs()).toEqual([1, 2, 3, 4, 99])
    expect(api.find('GET /im/talk/unread').length).toBeGreaterThan(0)
    chat.stop()
  })

  it('has every list and count of notices asked for again when the socket says a notice arrived', async () => {
    server([1, 2, 3].map((n) => chatMessage(n)))
    const { queryClient, chat } = setup()
    await connect()
    queryClient.setQueryData(noticeKeys.page('UN_READ', 1, 6), { records: [], unread: 0 })
    FakeWebSocket.latest().receive({ type: 'notice' })
    expect(queryClient.getQueryState(noticeKeys.page('UN_READ', 1, 6))?.isInvalidated).toBe(true)
    chat.stop()
  })

  it('shows "read" up to where the other side has read', async () => {
    server([])
    const { chat, queryClient } = setup()
    await connect()
    FakeWebSocket.latest().receive({ type: 'read', talkId: '30', memberId: '9', seq: 3 })
    expect(queryClient.getQueryData(chatKeys.talk('30'))).toMatchObject({ otherReadSeq: 3 })
    // My own read position elsewhere (another tab) is not the other side's.
    FakeWebSocket.latest().receive({ type: 'read', talkId: '30', memberId: '1', seq: 5 })
    expect(queryClient.getQueryData(chatKeys.talk('30'))).toMatchObject({ otherReadSeq: 3 })
    chat.stop()
  })

  it('takes the server’s warning that frames were dropped in its stride: nothing fails, reads go again', async () => {
    server([1, 2, 3].map((n) => chatMessage(n)))
    const { chat } = setup()
    await connect()
    chat.markRead('30', 3)
    chat.sendText('30', 'hello')
    FakeWebSocket.latest().receive({ type: 'error', code: 1003, message: 'Too much at once', dropped: true })
    expect(outbox.get()[0]?.state).toBe('sending')
    expect(chat.socket.state).toBe('open')
    expect(sessionStore.get().userInfo).not.toBeNull()
    // The read may have been one of those dropped: the next one is sent even for the same seq.
    chat.markRead('30', 3)
    expect(FakeWebSocket.latest().sentOf('read')).toEqual([
      { type: 'read', talkId: '30', seq: 3 },
      { type: 'read', talkId: '30', seq: 3 },
    ])
    chat.stop()
  })

  it('does what lib/api.ts does when the server ends the session', async () => {
    fakeApi({
      'GET /im/talk/30/messages': () => fail(401, 20444, 'replaced'),
      'GET /im/talk/unread': ok({ total: 0 }),
    })
    const { chat } = setup()
    await connect()
    FakeWebSocket.latest().receive({ type: 'error', code: 20444, message: 'Logged in elsewhere' })
    expect(sessionStore.get().userInfo).toBeNull()
    expect(toasts.get().at(-1)).toMatchObject({ kind: 'warning', sticky: true })
    expect(chat.socket.state).toBe('ended')
    chat.stop()
    toasts.set([])
  })
})
