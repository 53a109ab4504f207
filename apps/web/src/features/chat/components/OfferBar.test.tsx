import { QUOTE_STATUS, type TalkDetail } from '@kaifong/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toasts } from '../../../lib/ui.ts'
import { talkDetail, talkItem } from '../../../testing/factories.ts'
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts'
import { FakeWebSocket } from '../../../testing/fake-socket.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import ImPage from '../pages/ImPage.tsx'

const quote = (status: number, price = '1200.00') => ({
  id: '40',
  price,
  status,
  createTime: '2025-01-10T10:00:00+08:00',
  updateTime: '2025-01-10T10:00:00+08:00',
})
const deal = {
  id: '50',
  price: '1200.00',
  status: 'ACTIVE' as const,
  cancelAskedBy: '',
  reviewedByMe: false,
  reviewedByOther: false,
  createTime: '2025-01-10T10:00:00+08:00',
}

function open(talk: TalkDetail, extra: Parameters<typeof fakeApi>[0] = {}, onRate?: (t: TalkDetail) => void) {
  const api = fakeApi({
    'GET /im/talk': ok({ records: [talkItem()], total: 1, size: 20, current: 1, pages: 1 }),
    'GET /im/talk/unread': ok({ total: 0 }),
    'GET /im/talk/30': ok(talk),
    'GET /im/talk/30/messages': ok({ records: [], hasMore: false }),
    ...extra,
  })
  renderAt('/im?talkId=30', <ImPage onRate={onRate ?? null} />, { route: '/im' })
  return { api, user: userEvent.setup() }
}

beforeEach(() => {
  signIn('1', 'Mary')
  FakeWebSocket.reset()
  vi.stubGlobal('WebSocket', FakeWebSocket)
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true })
})
afterEach(() => {
  toasts.set([])
  vi.unstubAllGlobals()
})

describe('the offer area', () => {
  it('lets the buyer make an offer, checked with the contract’s rules, and says it was sent', async () => {
    const { api, user } = open(talkDetail(), {
      'POST /im/talk/quote': ok(talkDetail({ currentQuote: quote(QUOTE_STATUS.QUOTED) })),
    })
    await user.click(await screen.findByTestId('offer-open'))
    const dialog = await screen.findByTestId('chat-offer-dialog', {}, { timeout: 5000 })
    expect(within(dialog).getByRole('heading', { name: '出價' })).toBeInTheDocument()
    const amount = within(dialog).getByLabelText('你的出價（HK$）')
    await user.type(amount, '0')
    await user.click(within(dialog).getByTestId('offer-submit'))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/HK\$0\.01/)
    expect(api.find('POST /im/talk/quote')).toEqual([])
    await user.clear(amount)
    await user.type(amount, '1,200')
    await user.click(within(dialog).getByTestId('offer-submit'))
    await waitFor(() => expect(api.find('POST /im/talk/quote')).toHaveLength(1))
    expect(api.find('POST /im/talk/quote')[0]?.body).toEqual({ talkId: '30', price: '1200.00' })
    await waitFor(() => expect(screen.queryByTestId('chat-offer-dialog')).not.toBeInTheDocument())
    expect(toasts.get().at(-1)).toMatchObject({ kind: 'success', message: '已送出出價 HK$1,200' })
    // The buyer's open offer: edit (its dialog says so) or withdraw.
    expect(await screen.findByTestId('offer-status')).toHaveTextContent('你出價 HK$1,200：等緊 Ken 回覆')
    expect(screen.getByTestId('offer-open')).toHaveTextContent('修改出價')
    expect(screen.getByTestId('action-cancelQuote')).toBeInTheDocument()
  })

  it('lets the seller accept an open offer after confirming, and shows the deal', async () => {
    const seller = { myRole: 'SELLER' as const, userId: '2', name: 'Amy' }
    const { api, user } = open(talkDetail({ ...seller, currentQuote: quote(QUOTE_STATUS.QUOTED) }), {
      'POST /im/talk/acceptQuote': ok(
        talkDetail({ ...seller, currentQuote: quote(QUOTE_STATUS.ACCEPTED), deal, goodsState: 'SOLD_OUT' }),
      ),
    })
    expect(await screen.findByTestId('offer-status')).toHaveTextContent('Amy 出價 HK$1,200')
    expect(screen.queryByTestId('offer-open')).not.toBeInTheDocument()
    expect(screen.getByTestId('action-refuseQuote')).toBeInTheDocument()
    await user.click(screen.getByTestId('action-acceptQuote'))
    expect(api.find('POST /im/talk/acceptQuote')).toEqual([])
    await user.click(await screen.findByTestId('confirm-ok'))
    await waitFor(() => expect(api.find('POST /im/talk/acceptQuote')).toHaveLength(1))
    expect(api.find('POST /im/talk/acceptQuote')[0]?.body).toEqual({ talkId: '30', quoteId: '40' })
    expect(await screen.findByText('以 HK$1,200 成交')).toBeInTheDocument()
    expect(screen.getByTestId('action-applyCancelOrder')).toBeInTheDocument()
    expect(toasts.get().at(-1)).toMatchObject({ kind: 'success', message: '已接受出價，成交' })
  })

  it('shows the server’s words when a step is refused', async () => {
    const { user } = open(talkDetail({ currentQuote: quote(QUOTE_STATUS.QUOTED) }), {
      'POST /im/talk/cancelQuote': () => fail(409, 30004, '此出價已經不再有效'),
    })
    await user.click(await screen.findByTestId('action-cancelQuote'))
    await user.click(await screen.findByTestId('confirm-ok'))
    await waitFor(() =>
      expect(toasts.get().at(-1)).toMatchObject({ kind: 'error', message: '此出價已經不再有效' }),
    )
  })

  it('answers the other side’s request to cancel, or waits for an answer to one’s own', async () => {
    open(talkDetail({ deal: { ...deal, cancelAskedBy: '9' }, currentQuote: quote(QUOTE_STATUS.ACCEPTED) }))
    expect(await screen.findByTestId('cancel-asked')).toHaveTextContent('Ken 要求取消交易')
    expect(screen.getByTestId('action-acceptCancelOrder')).toBeInTheDocument()
    expect(screen.getByTestId('action-refuseCancelOrder')).toBeInTheDocument()
  })

  it('waits for the other side after asking to cancel', async () => {
    open(talkDetail({ deal: { ...deal, cancelAskedBy: '1' }, currentQuote: quote(QUOTE_STATUS.ACCEPTED) }))
    expect(await screen.findByTestId('cancel-waiting')).toHaveTextContent('等緊 Ken 回覆你嘅取消交易要求')
    expect(screen.queryByTestId('action-acceptCancelOrder')).not.toBeInTheDocument()
    expect(screen.queryByTestId('action-applyCancelOrder')).not.toBeInTheDocument()
  })

  it('shows "Rate" after a deal only when the app supplies the dialog', async () => {
    const done = talkDetail({ deal, currentQuote: quote(QUOTE_STATUS.ACCEPTED) })
    open(done)
    expect(await screen.findByText('以 HK$1,200 成交')).toBeInTheDocument()
    expect(screen.queryByTestId('rate-button')).not.toBeInTheDocument()
  })

  it('calls the app’s rating handler with the talk', async () => {
    const onRate = vi.fn()
    const done = talkDetail({ deal, currentQuote: quote(QUOTE_STATUS.ACCEPTED) })
    const { user } = open(done, {}, onRate)
    const rate = await screen.findByTestId('rate-button')
    expect(rate).toHaveTextContent('評價 Ken')
    await user.click(rate)
    expect(onRate).toHaveBeenCalledWith(done)
  })
})
