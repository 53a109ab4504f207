import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { operatorOf, signInOperator } from '../../../testing/console.ts'
import { fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import type { ChartSpec } from '../lib/charts.ts'
import AdminApp from './AdminApp.tsx'

const charts = vi.hoisted(() => ({ drawn: [] as { spec: ChartSpec; destroyed: boolean }[] }))
vi.mock('../lib/charts.ts', () => ({
  drawChart: (_canvas: HTMLCanvasElement, spec: ChartSpec) => {
    const chart = { spec, destroyed: false }
    charts.drawn.push(chart)
    return { destroy: () => (chart.destroyed = true) }
  },
}))

beforeEach(() => {
  signInOperator()
  charts.drawn.length = 0
})
afterEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

const dayOf = (day: string, n: number) => ({
  day,
  newMembers: n,
  newListings: n * 2,
  coinsIssued: n * 10,
  coinsSpent: n * 5,
  chats: n * 3,
  deals: n,
  orders: n * 4,
  paidOrders: n * 2,
  gmv: `${n * 100}.05`,
})
const figures = (days: number) => ({
  totals: {
    members: 12345,
    liveListings: 678,
    reportsPending: 4,
    coinsIssued: 900,
    coinsSpent: 450,
    orders: 84,
    paidOrders: 42,
    gmv: '1234567.80',
  },
  series: Array.from({ length: days }, (_, i) => dayOf(`2025-03-${String(i + 1).padStart(2, '0')}`, i)),
})

describe('DashboardPage', () => {
  it('shows the totals as cards and five charts, each with a table of its figures for screen readers', async () => {
    fakeApi({
      'GET /admin/api/passport/me': () => operatorOf('ADMIN'),
      'GET /admin/api/dashboard': ({ search }) => figures(Number(search.get('days'))),
    })
    renderAt('/admin', <AdminApp pages={[]} />, { route: '/admin/*' })
    expect(await screen.findByTestId('total-members')).toHaveTextContent('會員總數12,345')
    expect(screen.getByTestId('total-reportsPending')).toHaveTextContent('待處理舉報4')
    expect(within(screen.getByTestId('total-reportsPending')).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/reports',
    )
    const growth = screen.getByTestId('chart-growth')
    expect(within(growth).getByRole('img')).toHaveAccessibleName(/新會員及新貨品/)
    const table = within(growth).getByRole('table', { name: '新會員及新貨品' })
    expect(within(table).getAllByRole('row')).toHaveLength(8)
    expect(within(table).getByRole('row', { name: /2025-03-07/ })).toHaveTextContent('2025-03-07612')
    expect(charts.drawn.map((c) => c.spec.type)).toEqual(['line', 'bar', 'line', 'line', 'bar'])
    expect(charts.drawn[1]?.spec.series.map((s) => s.data[6])).toEqual([60, 30])
    expect(charts.drawn[3]?.spec.series.map((s) => s.data[6])).toEqual([24, 12])
    expect(charts.drawn[4]?.spec.series.map((s) => s.data[6])).toEqual([600.05])
    expect(screen.getByTestId('total-gmv')).toHaveTextContent('成交額（已付款）HK$1,234,567.80')
    expect(screen.getByTestId('total-orders')).toHaveTextContent('訂單84')
    expect(within(screen.getByTestId('total-orders')).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/orders',
    )
  })

  it('asks for 30 or 90 days from the tabs, keeps the range in the address and destroys the old charts', async () => {
    const server = fakeApi({
      'GET /admin/api/passport/me': () => operatorOf('MODERATOR'),
      'GET /admin/api/dashboard': ({ search }) => figures(Number(search.get('days'))),
    })
    const user = userEvent.setup()
    const { router, unmount } = renderAt('/admin', <AdminApp pages={[]} />, { route: '/admin/*' })
    await screen.findByTestId('chart-growth')
    expect(server.find('GET /admin/api/dashboard')[0]?.search.get('days')).toBe('7')
    await user.click(screen.getByRole('tab', { name: '最近 30 日' }))
    expect(router.state.location.search).toBe('?days=30')
    expect(await screen.findAllByRole('row', { name: /2025-03-30/ })).toHaveLength(5)
    expect(server.find('GET /admin/api/dashboard').at(-1)?.search.get('days')).toBe('30')
    expect(charts.drawn.slice(0, 5).every((c) => c.destroyed)).toBe(true)
    unmount()
    expect(charts.drawn.every((c) => c.destroyed)).toBe(true)
  })
})
