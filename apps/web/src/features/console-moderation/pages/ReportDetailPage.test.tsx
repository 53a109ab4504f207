import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toasts } from '../../../lib/ui.ts'
import { operatorOf, signInOperator } from '../../../testing/console.ts'
import { fail, fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { AdminApp } from '../../admin/index.ts'
import { MODERATION_PAGES } from '../index.ts'
import type { GoodsReportDetail, ReportEntry, TalkReportDetail } from '../lib/types.ts'

beforeEach(() => signInOperator())
afterEach(() => {
  sessionStorage.clear()
  toasts.set([])
  vi.unstubAllGlobals()
})

const entry = (id: string, over: Partial<ReportEntry> = {}): ReportEntry => ({
  id,
  reporterId: `10${id}`,
  reporterName: `Reporter ${id}`,
  typeNum: 0,
  context: 'looks fake',
  createTime: '2025-03-01T02:00:00Z',
  status: 'OPEN',
  outcome: null,
  handledTime: null,
  ...over,
})

const goodsDetail = (): GoodsReportDetail => ({
  goods: {
    id: '5',
    goodsName: 'Designer bag',
    goodsPicture: '/media/bag.webp',
    price: '12345.5',
    marketEnable: 'UPPER',
    hidden: true,
    hiddenReason: 'REPORTS',
    deleted: false,
    sellerId: '50',
    sellerName: 'Sam',
  },
  reports: [entry('1'), entry('2', { typeNum: 5, context: '', status: 'HANDLED', outcome: 'DISMISSED' })],
  sellerHistory: {
    listings: 14,
    liveListings: 3,
    reportsReceived: 6,
    takedowns: 1,
    deals: 9,
    joined: '2024-01-05T00:00:00Z',
  },
})

const talkDetail = (): TalkReportDetail => ({
  talkId: '88',
  goodsId: '7',
  goodsName: 'Bike',
  goodsPicture: '',
  reportedId: '51',
  reportedName: 'Rex',
  buyer: { id: '51', name: 'Rex', banned: false },
  seller: { id: '52', name: 'Sue', banned: false },
  reports: [
    {
      ...entry('3', { reporterId: '52', reporterName: 'Sue', typeNum: 1 }),
      reportedId: '51',
      reportedName: 'Rex',
    },
  ],
  excerpt: [
    {
      id: 'm1',
      senderId: '51',
      kind: 'TEXT',
      text: 'pay me on another app',
      createTime: '2025-03-01T01:00:00Z',
    },
    {
      id: 'm2',
      senderId: '52',
      kind: 'EVENT',
      event: 'QUOTED',
      price: '80',
      text: '',
      createTime: '2025-03-01T01:01:00Z',
    },
    { id: 'm3', senderId: '0', kind: 'TEXT', text: '<b>not html</b>' },
  ],
})

function goodsApi(resolve = (_body: unknown): unknown => ({ handled: 1, outcome: 'DOWN' })) {
  return fakeApi({
    'GET /admin/api/passport/me': () => operatorOf('MODERATOR'),
    'GET /admin/api/reports/goods/5': () => goodsDetail(),
    'POST /admin/api/reports/goods/5/resolve': ({ body }) => resolve(body),
  })
}

describe('ReportDetailPage, a listing', () => {
  it("shows the listing, its reports with reasons and outcomes, and the seller's history", async () => {
    goodsApi()
    renderAt('/admin/reports/goods/5', <AdminApp pages={MODERATION_PAGES} />, { route: '/admin/*' })
    const listing = await screen.findByTestId('report-listing')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Designer bag')
    expect(within(listing).getByRole('img', { name: 'Designer bag' })).toHaveAttribute(
      'src',
      '/media/bag.webp',
    )
    expect(within(listing).getByTestId('listing-price')).toHaveTextContent('HK$12,345.50')
    expect(within(listing).getByTestId('hidden-badge')).toBeInTheDocument()
    expect(listing).toHaveTextContent('多人舉報後已隱藏')
    const entries = screen.getAllByTestId('report-entry')
    expect(entries[0]).toHaveTextContent('假冒品')
    expect(entries[0]).toHaveTextContent('looks fake')
    expect(entries[1]).toHaveTextContent('盜用圖片')
    expect(entries[1]).toHaveTextContent('已處理 · 不予處理')
    const seller = screen.getByTestId('report-seller')
    expect(within(seller).getByRole('link', { name: 'Sam' })).toHaveAttribute('href', '/admin/members/50')
    expect(seller).toHaveTextContent('刊登貨品14')
    expect(seller).toHaveTextContent('被我們下架1')
  })

  it('takes the listing down only with a reason, then says so and refreshes', async () => {
    const server = goodsApi()
    const user = userEvent.setup()
    renderAt('/admin/reports/goods/5', <AdminApp pages={MODERATION_PAGES} />, { route: '/admin/*' })
    await user.click(await screen.findByTestId('report-action-DOWN'))
    const dialog = screen.getByTestId('confirm-reason')
    expect(dialog).toHaveTextContent('賣家會收到附上你的原因的通知')
    await user.click(within(dialog).getByTestId('confirm-reason-submit'))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('請填寫原因。')
    expect(server.find('POST /admin/api/reports/goods/5/resolve')).toHaveLength(0)
    await user.type(within(dialog).getByLabelText('原因'), 'Counterfeit brand')
    await user.click(within(dialog).getByTestId('confirm-reason-submit'))
    await vi.waitFor(() => expect(screen.queryByTestId('confirm-reason')).not.toBeInTheDocument())
    expect(server.find('POST /admin/api/reports/goods/5/resolve')[0]?.body).toEqual({
      action: 'DOWN',
      reason: 'Counterfeit brand',
    })
    expect(toasts.get().map((t) => t.message)).toContain('貨品已下架。')
    await vi.waitFor(() => expect(server.find('GET /admin/api/reports/goods/5')).toHaveLength(2))
  })

  it('dismisses without a reason, and shows the server refusal in the dialog', async () => {
    const server = goodsApi(() => fail(409, 60100, '沒有待處理的舉報'))
    const user = userEvent.setup()
    renderAt('/admin/reports/goods/5', <AdminApp pages={MODERATION_PAGES} />, { route: '/admin/*' })
    await user.click(await screen.findByTestId('report-action-DISMISS'))
    await user.click(screen.getByTestId('confirm-reason-submit'))
    expect(await within(screen.getByTestId('confirm-reason')).findByRole('alert')).toHaveTextContent(
      '沒有待處理的舉報',
    )
    expect(server.find('POST /admin/api/reports/goods/5/resolve')[0]?.body).toEqual({
      action: 'DISMISS',
      reason: '',
    })
  })

  it('deletes with a reason', async () => {
    const server = goodsApi()
    const user = userEvent.setup()
    renderAt('/admin/reports/goods/5', <AdminApp pages={MODERATION_PAGES} />, { route: '/admin/*' })
    await user.click(await screen.findByTestId('report-action-DELETE'))
    await user.type(screen.getByLabelText('原因'), 'Stolen goods')
    await user.click(screen.getByTestId('confirm-reason-submit'))
    await vi.waitFor(() => expect(server.find('POST /admin/api/reports/goods/5/resolve')).toHaveLength(1))
    expect(server.find('POST /admin/api/reports/goods/5/resolve')[0]?.body).toEqual({
      action: 'DELETE',
      reason: 'Stolen goods',
    })
  })
})

describe('ReportDetailPage, a chat', () => {
  it('shows the captured messages read-only, as text, with who sent them', async () => {
    fakeApi({
      'GET /admin/api/passport/me': () => operatorOf('MODERATOR'),
      'GET /admin/api/reports/talk/88': () => talkDetail(),
    })
    renderAt('/admin/reports/talk/88', <AdminApp pages={MODERATION_PAGES} />, { route: '/admin/*' })
    const messages = await screen.findAllByTestId('excerpt-message')
    expect(messages).toHaveLength(3)
    expect(messages[0]).toHaveTextContent('Rex')
    expect(messages[0]).toHaveTextContent('pay me on another app')
    expect(messages[0]).toHaveClass('is-reported')
    expect(messages[1]).toHaveTextContent('Sue')
    expect(messages[1]).toHaveTextContent('【出價】HK$80')
    expect(messages[2]).toHaveTextContent('街坊市集')
    expect(messages[2]).toHaveTextContent('<b>not html</b>')
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(screen.getByTestId('talk-panel')).toHaveTextContent('被舉報')
    expect(screen.getByTestId('report-entry')).toHaveTextContent('騷擾或恐嚇')
  })

  it('bans the reported member with a reason, naming the member', async () => {
    const server = fakeApi({
      'GET /admin/api/passport/me': () => operatorOf('MODERATOR'),
      'GET /admin/api/reports/talk/88': () => talkDetail(),
      'POST /admin/api/reports/talk/88/resolve': () => ({ handled: 1, outcome: 'BANNED' }),
    })
    const user = userEvent.setup()
    renderAt('/admin/reports/talk/88', <AdminApp pages={MODERATION_PAGES} />, { route: '/admin/*' })
    await user.click(await screen.findByTestId('report-action-BAN'))
    await user.type(screen.getByLabelText('原因'), 'Scam attempts')
    await user.click(screen.getByTestId('confirm-reason-submit'))
    await vi.waitFor(() => expect(server.find('POST /admin/api/reports/talk/88/resolve')).toHaveLength(1))
    expect(server.find('POST /admin/api/reports/talk/88/resolve')[0]?.body).toEqual({
      action: 'BAN',
      reason: 'Scam attempts',
      memberId: '51',
    })
    await user.click(screen.getByTestId('report-action-DISMISS'))
    await user.click(screen.getByTestId('confirm-reason-submit'))
    await vi.waitFor(() => expect(server.find('POST /admin/api/reports/talk/88/resolve')).toHaveLength(2))
    expect(server.find('POST /admin/api/reports/talk/88/resolve')[1]?.body).toEqual({
      action: 'DISMISS',
      reason: '',
    })
  })
})
