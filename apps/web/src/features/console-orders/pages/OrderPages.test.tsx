import type { AdminOrderDetail, AdminOrderRow } from '@kaifong/contract/admin'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { operatorOf, pageOf, signInOperator } from '../../../testing/console.ts'
import { fail, fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { AdminApp } from '../../admin/index.ts'
import { ORDER_PAGES } from '../index.ts'

/** A page is a lazy chunk: on a busy machine its first load takes longer than a find's default second. */
const LOADED = { timeout: 8000 }

beforeEach(() => signInOperator())
afterEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

const row = (over: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  sn: 'O2026112000001',
  tradeSn: 'T2026112000001',
  status: 'UNDELIVERED',
  buyer: { id: '42', username: 'ken', nickName: '阿健' },
  shop: { id: '7', name: '阿明二手電器' },
  flowPrice: '150.00',
  itemCount: 1,
  createTime: '2026-11-20T15:30:00Z',
  paidTime: '2026-11-20T15:45:00Z',
  ...over,
})

const detail = (over: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  ...(({ status, ...rest }) => ({ ...rest, orderStatus: status }))(row()),
  storeId: '7',
  storeName: '阿明二手電器',
  storeLogo: '',
  buyerName: '阿健',
  way: 'DELIVERY',
  goodsPrice: '120.00',
  shippingFee: '30.00',
  discount: '0.00',
  orderItems: [
    {
      id: '9',
      goodsId: '3',
      skuId: '5',
      goodsName: '二手電飯煲',
      specs: '顏色：黑色',
      image: '',
      price: '120.00',
      num: 1,
      subtotal: '120.00',
      reviewed: false,
    },
  ],
  payBefore: '2026-11-20T16:00:00Z',
  actions: [],
  shipTo: { consignee: '陳大文', mobile: '91234567', district: 'SHA_TIN', detail: '沙田第一城' },
  pickup: null,
  receipt: null,
  remark: '',
  payMethod: 'WALLET',
  walletPaid: '100.00',
  providerPaid: '0.00',
  coinsUsed: 500,
  coinsValue: '50.00',
  paidTime: '2026-11-20T15:45:00Z',
  carrier: '',
  carrierName: '',
  trackingNo: '',
  shippedTime: null,
  autoCompleteTime: null,
  pickupCode: null,
  completedTime: null,
  cancelledTime: null,
  cancelReason: '',
  logs: [
    { status: 'UNPAID', actor: 'BUYER', note: '', createTime: '2026-11-20T15:30:00Z' },
    { status: 'UNDELIVERED', actor: 'BUYER', note: '', createTime: '2026-11-20T15:45:00Z' },
  ],
  ...over,
})

const open = (path: string, rights?: string[]) => {
  const api = fakeApi({
    'GET /admin/api/passport/me': () => operatorOf('ADMIN', rights),
    'GET /admin/api/orders': () =>
      pageOf([row(), row({ sn: 'O2026112000002', status: 'UNPAID', paidTime: null })]),
    'GET /admin/api/orders/O2026112000001': () => detail(),
    'GET /admin/api/orders/NOPE': () => fail(404, 33001, '找不到訂單'),
  })
  const view = renderAt(path, <AdminApp pages={ORDER_PAGES} />, { route: '/admin/*' })
  return { api, view }
}

describe('orders in the console', () => {
  it('lists orders, sends every filter through the address and opens an order', async () => {
    const { api, view } = open('/admin/orders')
    const user = userEvent.setup()
    expect(await screen.findAllByTestId('order-row', {}, LOADED)).toHaveLength(2)
    expect(screen.getByTestId('orders-table')).toHaveTextContent('HK$150')
    expect(screen.getByRole('link', { name: '訂單' })).toHaveAttribute('href', '/admin/orders')
    await user.type(screen.getByLabelText('訂單編號'), 'O20261120')
    await user.type(screen.getByLabelText('買家'), 'ken')
    await user.type(screen.getByLabelText('店鋪'), '阿明')
    await user.selectOptions(screen.getByLabelText('狀態'), 'UNPAID')
    await user.type(screen.getByLabelText('由（香港日期）'), '2026-11-20')
    await user.type(screen.getByLabelText('至（香港日期）'), '2026-11-21')
    await user.click(screen.getByTestId('orders-search'))
    await waitFor(() => expect(api.find('GET /admin/api/orders').at(-1)?.search.get('status')).toBe('UNPAID'))
    const sent = api.find('GET /admin/api/orders').at(-1)?.search
    expect(Object.fromEntries(sent ?? [])).toMatchObject({
      sn: 'O20261120',
      buyer: 'ken',
      shop: '阿明',
      from: '2026-11-20',
      to: '2026-11-21',
    })
    expect(view.router.state.location.search).toContain('status=UNPAID')
    await user.click(screen.getByTestId('orders-clear'))
    await waitFor(() => expect(view.router.state.location.search).toBe(''))
    await user.click(screen.getAllByTestId('order-link')[0] as HTMLElement)
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/orders/O2026112000001'))
    expect(await screen.findByTestId('order-facts', {}, LOADED)).toHaveTextContent('阿健 (@ken, 42)')
  })

  it('shows an order: items, amounts, the payment split and its history', async () => {
    open('/admin/orders/O2026112000001')
    const facts = await screen.findByTestId('order-facts', {}, LOADED)
    expect(facts).toHaveTextContent('待發貨')
    expect(facts).toHaveTextContent('陳大文 91234567, 沙田第一城')
    const payment = screen.getByTestId('order-payment')
    expect(payment).toHaveTextContent('合共HK$150')
    expect(payment).toHaveTextContent('錢包支付HK$100')
    expect(payment).toHaveTextContent('使用金幣500')
    expect(payment).toHaveTextContent('金幣折算HK$50')
    expect(within(screen.getByTestId('order-items')).getAllByTestId('order-item')).toHaveLength(1)
    expect(screen.getByTestId('order-items')).toHaveTextContent('二手電飯煲')
    expect(within(screen.getByTestId('order-logs')).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('link', { name: '返回訂單' })).toHaveAttribute('href', '/admin/orders')
  })

  it('shows the server’s 404 for an unknown order', async () => {
    open('/admin/orders/NOPE')
    expect(await screen.findByText('找不到訂單', {}, LOADED)).toBeInTheDocument()
  })

  it('hides the entry from an operator without the orders right', async () => {
    open('/admin/orders', ['dashboard', 'reports'])
    await screen.findByRole('navigation', {}, LOADED)
    expect(screen.queryByRole('link', { name: '訂單' })).toBeNull()
  })
})
