import { CHAT_PHOTO_MAX_BYTES, type ChatMessage, ErrorCode, type TalkDetail } from '@kaifong/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toasts } from '../../../lib/ui.ts'
import { chatMessage, talkDetail, talkItem } from '../../../testing/factories.ts'
import { failBody, fakeApi, ok } from '../../../testing/fake-api.ts'
import { FakeWebSocket } from '../../../testing/fake-socket.ts'
import { FakeXhr, photoFile } from '../../../testing/fake-xhr.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import { clearOutbox } from '../lib/outbox.ts'
import ImPage from '../pages/ImPage.tsx'

const mine = (seq: number, over: Partial<ChatMessage> = {}) =>
  chatMessage(seq, { senderId: '1', clientId: `client-${seq}`, ...over })

function open(
  messages: ChatMessage[],
  talk: TalkDetail = talkDetail(),
  extra: Parameters<typeof fakeApi>[0] = {},
) {
  const api = fakeApi({
    'GET /im/talk': ok({ records: [talkItem()], total: 1, size: 20, current: 1, pages: 1 }),
    'GET /im/talk/unread': ok({ total: 0 }),
    'GET /im/talk/30': ok(talk),
    'GET /im/talk/30/messages': ok({ records: messages, hasMore: false }),
    'PUT /im/talk/30/read': ok({ seq: 1 }),
    ...extra,
  })
  const user = userEvent.setup()
  const view = renderAt('/im?talkId=30', <ImPage />, { route: '/im' })
  return { api, user, ...view }
}

/** The tab's socket, once the page has opened it. */
async function socket() {
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0))
  const ws = FakeWebSocket.latest()
  ws.accept()
  return ws
}

beforeEach(() => {
  signIn('1', 'Mary')
  FakeWebSocket.reset()
  vi.stubGlobal('WebSocket', FakeWebSocket)
  FakeXhr.reset()
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true })
})
afterEach(() => {
  clearOutbox()
  toasts.set([])
  vi.unstubAllGlobals()
})

describe('a conversation', () => {
  it('shows my messages on the right as sent or read, and theirs on the left, in a live log', async () => {
    open([chatMessage(1), mine(2), mine(3)], talkDetail({ otherReadSeq: 2 }))
    await screen.findByText('message 3')
    const log = screen.getByTestId('message-log')
    expect(log).toHaveAttribute('role', 'log')
    expect(log).toHaveAttribute('aria-live', 'polite')
    const [theirs, read, sent] = screen.getAllByTestId('message')
    expect(theirs).toHaveClass('msg-theirs')
    expect(within(read as HTMLElement).getByTestId('message-state')).toHaveTextContent('已讀')
    expect(within(sent as HTMLElement).getByTestId('message-state')).toHaveTextContent('已傳送')
    expect(screen.getByTestId('day-separator')).toBeInTheDocument()
  })

  it('sends with Enter at once as "sending", marks it failed on a refusal, and retries with the same client id', async () => {
    const { user } = open([chatMessage(1)])
    const ws = await socket()
    const box = await screen.findByTestId('composer-text')
    await user.type(box, 'Still there?{Enter}')
    expect(box).toHaveValue('')
    const pending = await screen.findByText('Still there?')
    expect(pending.closest('[data-testid="message"]')).toHaveAttribute('data-state', 'sending')
    const [frame] = ws.sentOf('send')
    expect(frame).toMatchObject({ talkId: '30', text: 'Still there?' })
    const clientId = String(frame?.clientId)
    ws.receive({ type: 'error', clientId, code: 1003, message: 'Too many messages' })
    const retry = await screen.findByTestId('message-retry')
    expect(retry).toHaveTextContent('Too many messages · 傳送失敗，撳一下重試')
    await user.click(retry)
    expect(ws.sentOf('send').map((f) => f.clientId)).toEqual([clientId, clientId])
    ws.receive({ type: 'ack', clientId, message: mine(2, { clientId, text: 'Still there?' }) })
    await waitFor(() => expect(screen.queryByTestId('message-retry')).not.toBeInTheDocument())
    expect(screen.getAllByText('Still there?')).toHaveLength(1)
  })

  it('starts a new line with Shift+Enter and counts characters near the limit', async () => {
    const { user } = open([])
    const box = await screen.findByTestId('composer-text')
    await user.type(box, 'line 1{Shift>}{Enter}{/Shift}line 2')
    expect(box).toHaveValue('line 1\nline 2')
    await user.clear(box)
    await user.click(box)
    await user.paste('x'.repeat(1001))
    expect(screen.getByText('1001 / 1000 字')).toBeInTheDocument()
    expect(screen.getByTestId('composer-send')).toBeDisabled()
  })

  it('tells the other side "typing" at most every 3 s, and shows theirs', async () => {
    const { user } = open([chatMessage(1)])
    const ws = await socket()
    await user.type(await screen.findByTestId('composer-text'), 'abc')
    expect(ws.sentOf('typing')).toEqual([{ type: 'typing', talkId: '30' }])
    ws.receive({ type: 'typing', talkId: '30', memberId: '9' })
    expect(await screen.findByText('Ken 輸入緊…')).toBeInTheDocument()
  })

  it('shows a safety tip under their risky message only, and remembers its dismissal', async () => {
    const risky = chatMessage(1, { text: '先過數俾我', safety: ['PAY_AHEAD'] })
    const { user, unmount } = open([risky, mine(2, { text: '先過數？', safety: ['PAY_AHEAD'] })])
    const tips = await screen.findAllByTestId('safety-tip')
    expect(tips).toHaveLength(1)
    expect(tips[0]).toHaveTextContent('未親眼睇到貨品之前，切勿俾訂金或者過數。')
    await user.click(screen.getByTestId('safety-dismiss'))
    expect(screen.queryByTestId('safety-tip')).not.toBeInTheDocument()
    unmount()
    open([risky])
    await screen.findByText('先過數俾我')
    expect(screen.queryByTestId('safety-tip')).not.toBeInTheDocument()
  })

  it('shows each kind of tip once per conversation, and again only for a new kind of risk', async () => {
    const whatsapp = (seq: number) =>
      chatMessage(seq, { text: `WhatsApp 我 ${seq}`, safety: ['OFF_PLATFORM'] })
    open([
      ...[1, 2, 3, 4, 5, 6, 7, 8].map(whatsapp),
      chatMessage(9, { text: '請你俾埋手機收到嘅 6 位驗證碼我', safety: ['CODE_REQUEST', 'OFF_PLATFORM'] }),
      chatMessage(10, { text: 'WhatsApp 我啦', safety: ['OFF_PLATFORM'] }),
    ])
    await screen.findByText('WhatsApp 我啦')
    const tips = screen.getAllByTestId('safety-tip')
    expect(tips).toHaveLength(2)
    // The first under the first WhatsApp message; the second names only the code.
    const bubbles = screen.getAllByTestId('message')
    expect(within(bubbles[0] as HTMLElement).getByTestId('safety-tip')).toHaveTextContent(
      '請留喺街坊市集傾偈',
    )
    const code = within(bubbles[8] as HTMLElement).getByTestId('safety-tip')
    expect(code).toHaveTextContent('對方想要你嘅驗證碼')
    expect(code).not.toHaveTextContent('請留喺街坊市集傾偈')
  })

  it('asks before a link leaves the site, then opens it in a new tab without a way back', async () => {
    const windowOpen = vi.fn()
    vi.stubGlobal('open', windowOpen)
    const { user } = open([
      chatMessage(1, { text: 'Pay here: https://evil.example.com/pay now', safety: ['LINK'] }),
    ])
    const link = await screen.findByTestId('message-link')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveAttribute('target', '_blank')
    await user.click(link)
    const dialog = await screen.findByTestId('leave-dialog')
    expect(dialog).toHaveTextContent('你即將離開街坊市集，前往 evil.example.com。')
    expect(windowOpen).not.toHaveBeenCalled()
    await user.click(within(dialog).getByTestId('leave-open'))
    expect(windowOpen).toHaveBeenCalledWith('https://evil.example.com/pay', '_blank', 'noopener,noreferrer')
  })

  it('writes offer steps as centred lines in the viewer’s words', async () => {
    open([
      chatMessage(1, { kind: 'EVENT', event: 'QUOTED', senderId: '1', price: '1200.00', text: '' }),
      chatMessage(2, { kind: 'EVENT', event: 'REJECTED', senderId: '9', price: '1200.00', text: '' }),
      chatMessage(3, { kind: 'EVENT', event: 'CLOSED', senderId: '0', price: '1300.00', text: '' }),
    ])
    const lines = await screen.findAllByTestId('event-line')
    expect(lines.map((l) => l.textContent?.split(' · ')[0])).toEqual([
      '你出價 HK$1,200',
      'Ken 拒絕咗出價 HK$1,200',
      '出價 HK$1,300 已失效：貨品已售出或下架',
    ])
  })

  it('says why nothing can be sent to a member one has blocked', async () => {
    open([chatMessage(1)], talkDetail({ blockedByMe: true }))
    expect(await screen.findByTestId('composer-off')).toHaveTextContent('你已封鎖此會員')
    expect(screen.queryByTestId('composer-text')).not.toBeInTheDocument()
  })

  it('refuses a photo over 6 MB before sending anything, with the server’s words', async () => {
    const { user } = open([chatMessage(1)])
    await screen.findByText('message 1')
    const big = new File([new Uint8Array(CHAT_PHOTO_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' })
    await user.upload(screen.getByTestId('composer-file'), big)
    expect(toasts.get().at(-1)).toMatchObject({ kind: 'error', message: '傳送失敗，圖片不可超過 6MB' })
    expect(screen.getAllByTestId('message')).toHaveLength(1)
  })

  it('refuses a file that is no photo before sending anything, saying what it takes', async () => {
    open([chatMessage(1)])
    await screen.findByText('message 1')
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(screen.getByTestId('composer-file'), photoFile('notes.txt', 10, 'text/plain'))
    expect(toasts.get().at(-1)).toMatchObject({
      kind: 'error',
      message: '不是相片檔案，只可傳送 JPEG、PNG、WebP、GIF 或 AVIF 相片',
    })
    await user.upload(screen.getByTestId('composer-file'), photoFile('scan.heic', 10, 'image/heic'))
    expect(toasts.get().at(-1)?.message).toBe('只可傳送 JPEG、PNG、WebP、GIF 或 AVIF 相片')
    expect(screen.getAllByTestId('message')).toHaveLength(1)
    expect(FakeXhr.sent).toHaveLength(0)
  })

  it('drops a photo the server refuses for what it is, with its reason and no retry', async () => {
    const { user } = open([chatMessage(1)])
    await screen.findByText('message 1')
    FakeXhr.replies.push({
      status: 400,
      body: failBody(ErrorCode.IMAGE_TYPE, '只接受 JPEG、PNG、WebP、GIF 或 AVIF 圖片'),
    })
    await user.upload(screen.getByTestId('composer-file'), photoFile('renamed.jpg'))
    await waitFor(() => expect(toasts.get().at(-1)?.message).toBe('只接受 JPEG、PNG、WebP、GIF 或 AVIF 圖片'))
    expect(FakeXhr.sent).toHaveLength(1)
    expect(screen.getAllByTestId('message')).toHaveLength(1)
    expect(screen.queryByText(/重試/)).not.toBeInTheDocument()
  })

  it('loads a photo whose address lapsed again from a fresh one, once per address, never in a loop', async () => {
    const photo = (exp: number) => ({
      url: `/im/media/2025/01/a.webp?talk=30&exp=${exp}&sig=s`,
      thumbnail: `/im/media/2025/01/a-thumb.webp?talk=30&exp=${exp}&sig=s`,
      width: 200,
      height: 100,
    })
    const message = (exp: number) => chatMessage(2, { kind: 'PHOTO', text: '', photo: photo(exp) })
    const { api } = open([chatMessage(1), message(1)], talkDetail(), {
      // The first read presents the address that lapses; every read after it a fresh one.
      'GET /im/talk/30/messages': (call) => ({
        records: call.search.get('after') === null ? [chatMessage(1), message(1)] : [message(2)],
        hasMore: false,
      }),
    })
    const thumb = () => screen.getAllByTestId('message')[1]?.querySelector('img')
    await waitFor(() => expect(thumb()).toHaveAttribute('src', photo(1).thumbnail))
    fireEvent.error(thumb() as HTMLImageElement)
    await waitFor(() => expect(thumb()).toHaveAttribute('src', photo(2).thumbnail))
    const refreshes = () => api.find('GET /im/talk/30/messages').filter((c) => c.search.get('after') !== null)
    expect(refreshes().map((c) => c.search.get('after'))).toEqual(['1'])
    // The fresh address fails too: asked once more; then never again for it.
    fireEvent.error(thumb() as HTMLImageElement)
    await waitFor(() => expect(refreshes()).toHaveLength(2))
    fireEvent.error(thumb() as HTMLImageElement)
    fireEvent.error(thumb() as HTMLImageElement)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(refreshes()).toHaveLength(2)
  })
})
