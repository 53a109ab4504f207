import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { operatorOf, pageOf, signInOperator } from '../../../testing/console.ts'
import { fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { AdminApp } from '../../admin/index.ts'
import { MODERATION_PAGES } from '../index.ts'
import type { GoodsReportRow, TalkReportRow } from '../lib/types.ts'

beforeEach(() => signInOperator())
afterEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

const goodsRow = (id: string, over: Partial<GoodsReportRow> = {}): GoodsReportRow => ({
  kind: 'goods',
  goodsId: id,
  goodsName: `Lamp ${id}`,
  goodsPicture: `/media/${id}.webp`,
  marketEnable: 'UPPER',
  hidden: false,
  deleted: false,
  sellerId: '50',
  sellerName: 'Sam',
  reporters: 3,
  reasons: { '0': 2, '6': 1 },
  firstReportTime: '2025-03-01T02:00:00Z',
  lastReportTime: '2025-03-02T02:00:00Z',
  ...over,
})
const talkRow = (id: string): TalkReportRow => ({
  kind: 'talk',
  talkId: id,
  goodsId: '7',
  goodsName: 'Bike',
  reportedId: '51',
  reportedName: 'Rex',
  reportedBanned: true,
  reporters: 1,
  reasons: { '0': 1 },
  firstReportTime: '2025-03-01T02:00:00Z',
  lastReportTime: '2025-03-01T02:00:00Z',
})

function queue() {
  return fakeApi({
    'GET /admin/api/passport/me': () => operatorOf('MODERATOR'),
    'GET /admin/api/reports': ({ search }) =>
      search.get('kind') === 'talk'
        ? pageOf([talkRow('88')])
        : pageOf([goodsRow('1', { hidden: true }), goodsRow('2')], Number(search.get('pageNumber')), 3),
  })
}

describe('ReportsPage', () => {
  it('lists open listing reports: picture, name, state, hidden mark, seller, reporters, reasons with counts', async () => {
    const server = queue()
    renderAt('/admin/reports', <AdminApp pages={MODERATION_PAGES} />, { route: '/admin/*' })
    const rows = await screen.findAllByTestId('report-row')
    expect(rows).toHaveLength(2)
    const first = within(rows[0] as HTMLElement)
    expect(first.getByRole('link', { name: 'Lamp 1' })).toHaveAttribute('href', '/admin/reports/goods/1')
    expect(first.getByText('出售中')).toBeInTheDocument()
    expect(first.getByTestId('hidden-badge')).toHaveTextContent('已隱藏')
    expect(rows[0]).toHaveTextContent('假冒品（2 次）')
    expect(rows[0]).toHaveTextContent('其他（1 次）')
    expect(within(rows[1] as HTMLElement).queryByTestId('hidden-badge')).not.toBeInTheDocument()
    const asked = server.find('GET /admin/api/reports')[0]?.search
    expect(asked?.get('status')).toBe('OPEN')
    expect(asked?.get('kind')).toBe('goods')
    expect(asked?.get('pageNumber')).toBe('1')
  })

  it('switches to handled chat reports by tab and pages, keeping all in the address', async () => {
    const server = queue()
    const user = userEvent.setup()
    const { router } = renderAt('/admin/reports', <AdminApp pages={MODERATION_PAGES} />, {
      route: '/admin/*',
    })
    await screen.findAllByTestId('report-row')
    await user.click(screen.getByRole('button', { name: '下一頁' }))
    expect(router.state.location.search).toBe('?page=2')
    expect(server.find('GET /admin/api/reports').at(-1)?.search.get('pageNumber')).toBe('2')
    await user.click(screen.getByRole('tab', { name: '已處理' }))
    await user.click(screen.getByRole('tab', { name: '對話' }))
    expect(router.state.location.search).toBe('?status=HANDLED&kind=talk')
    const row = await screen.findByRole('link', { name: '對話 #88' })
    expect(row).toHaveAttribute('href', '/admin/reports/talk/88')
    expect(screen.getByTestId('report-row')).toHaveTextContent('詐騙或欺詐（1 次）')
    expect(screen.getByTestId('report-row')).toHaveTextContent('已封鎖')
    const asked = server.find('GET /admin/api/reports').at(-1)?.search
    expect([asked?.get('status'), asked?.get('kind')]).toEqual(['HANDLED', 'talk'])
  })

  it('says when the queue is empty', async () => {
    fakeApi({
      'GET /admin/api/passport/me': () => operatorOf('MODERATOR'),
      'GET /admin/api/reports': () => pageOf([]),
    })
    renderAt('/admin/reports', <AdminApp pages={MODERATION_PAGES} />, { route: '/admin/*' })
    expect(await screen.findByTestId('admin-table-empty')).toHaveTextContent('沒有待處理的舉報。')
  })
})
