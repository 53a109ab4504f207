import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pageOf } from '../../../testing/console.ts'
import { fakeApi, type Handler, ok } from '../../../testing/fake-api.ts'
import { orderCard } from '../../../testing/orders.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import MyOrderPage from './MyOrderPage.tsx'

const BASE = '/buyer/order/order'
const unpaid = orderCard()
const delivered = orderCard({ sn: 'O2', orderStatus: 'DELIVERED', actions: ['RECEIVE', 'TRACK'] })
const cancelled = orderCard({ sn: 'O3', orderStatus: 'CANCELLED', actions: ['DELETE'] })

function server(extra: Record<string, Handler> = {}) {
  return fakeApi({
    [`GET ${BASE}`]: ({ search }) =>
      search.get('tag') === 'WAIT_REVIEW' ? pageOf([]) : pageOf([unpaid, delivered, cancelled]),
    'GET /buyer/store/store/apply': ok(null),
    ...extra,
  })
}
const open = (url = '/setting/orders') => renderAt(url, <MyOrderPage />)

beforeEach(() => {
  signIn()
})
afterEach(() => vi.unstubAllGlobals())

describe('MyOrder', () => {
  it('lists orders with the shop, status in words, items and total, and actions by status', async () => {
    server()
    open()
    const cards = await screen.findAllByTestId('order-card')
    expect(cards).toHaveLength(3)
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement]
    expect(first).toHaveTextContent('Kowloon Bikes')
    expect(within(first).getByTestId('order-status')).toHaveTextContent('等待付款')
    expect(first).toHaveTextContent('City bike helmet')
    expect(first).toHaveTextContent('Colour: Red; Size: M')
    expect(first).toHaveTextContent(/HK\$100 × 2/)
    expect(within(first).getByTestId('order-total')).toHaveTextContent('HK$230')
    expect(within(first).getByTestId('order-pay')).toHaveAttribute('href', '/pay?sn=O202611230001')
    expect(within(first).getByTestId('order-cancel')).toBeInTheDocument()
    expect(within(first).queryByTestId('order-delete')).toBeNull()
    expect(within(second).getByTestId('order-receive')).toBeInTheDocument()
    expect(within(second).getByTestId('order-track')).toHaveAttribute(
      'href',
      '/setting/order?sn=O2#order-traces',
    )
    expect(within(second).queryByTestId('order-pay')).toBeNull()
    expect(within(third).getByTestId('order-delete')).toBeInTheDocument()
    expect(within(third).queryByTestId('order-cancel')).toBeNull()
  })

  it('asks the server for the chosen tab and shows its empty state', async () => {
    const api = server()
    const view = open()
    await screen.findAllByTestId('order-card')
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(screen.getByRole('tab', { name: '待評價' }))
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('沒有等待評價的訂單。')
    expect(api.find(`GET ${BASE}`).at(-1)?.search.get('tag')).toBe('WAIT_REVIEW')
    expect(view.router.state.location.search).toBe('?tag=WAIT_REVIEW')
  })

  it('cancels an unpaid order after asking, and refreshes the list', async () => {
    const api = server({ [`POST ${BASE}/O202611230001/cancel`]: ok(null) })
    open()
    const [first] = await screen.findAllByTestId('order-card')
    await userEvent.click(within(first as HTMLElement).getByTestId('order-cancel'))
    expect(await screen.findByText('取消這張訂單？')).toBeInTheDocument()
    expect(api.find(`POST ${BASE}/O202611230001/cancel`)).toHaveLength(0)
    await userEvent.click(screen.getByTestId('confirm-ok'))
    await waitFor(() => expect(api.find(`POST ${BASE}/O202611230001/cancel`)).toHaveLength(1))
    await waitFor(() => expect(api.find(`GET ${BASE}`).length).toBeGreaterThan(1))
  })

  it('confirms receipt and deletes a finished order, each after asking', async () => {
    const api = server({
      [`POST ${BASE}/O2/receiving`]: ok(null),
      [`DELETE ${BASE}/O3`]: ok(null),
    })
    open()
    const cards = await screen.findAllByTestId('order-card')
    await userEvent.click(within(cards[1] as HTMLElement).getByTestId('order-receive'))
    await userEvent.click(await screen.findByTestId('confirm-ok'))
    await waitFor(() => expect(api.find(`POST ${BASE}/O2/receiving`)).toHaveLength(1))
    await userEvent.click(within(cards[2] as HTMLElement).getByTestId('order-delete'))
    expect(await screen.findByText('刪除這張訂單？')).toBeInTheDocument()
    await userEvent.click(screen.getByTestId('confirm-ok'))
    await waitFor(() => expect(api.find(`DELETE ${BASE}/O3`)).toHaveLength(1))
  })

  it('links shop owners to their shop orders, and nobody else', async () => {
    server({ 'GET /buyer/store/store/apply': ok({ status: 'OPEN' }) })
    open()
    expect(await screen.findByTestId('to-shop-orders')).toHaveAttribute('href', '/setting/shop-orders')
  })

  it('keeps its links in the member centre when opened there', async () => {
    server()
    open('/home/mary/MyOrder')
    const [first] = await screen.findAllByTestId('order-card')
    expect(within(first as HTMLElement).getByRole('link', { name: '詳情' })).toHaveAttribute(
      'href',
      '/home/mary/OrderDetail?sn=O202611230001',
    )
    expect(screen.queryByTestId('to-shop-orders')).toBeNull()
  })
})
