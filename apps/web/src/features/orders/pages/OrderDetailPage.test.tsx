import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi, type Handler, ok } from '../../../testing/fake-api.ts'
import { orderDetail } from '../../../testing/orders.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import OrderDetailPage from './OrderDetailPage.tsx'

const BASE = '/buyer/order/order'
const SN = 'O202611230001'
const server = (detail: ReturnType<typeof orderDetail>, extra: Record<string, Handler> = {}) =>
  fakeApi({ [`GET ${BASE}/${SN}`]: ok(detail), ...extra })
const open = () => renderAt(`/setting/order?sn=${SN}`, <OrderDetailPage />)

beforeEach(() => {
  signIn()
})
afterEach(() => vi.unstubAllGlobals())

describe('OrderDetail', () => {
  it('tells an unpaid order how long is left to pay, with pay and cancel', async () => {
    server(orderDetail())
    open()
    expect(await screen.findByTestId('order-next')).toHaveTextContent(/請在 (24|25) 分鐘內/)
    expect(screen.getByTestId('order-pay')).toHaveAttribute('href', `/pay?sn=${SN}`)
    expect(screen.getByTestId('order-cancel')).toBeInTheDocument()
    expect(screen.getByTestId('order-where')).toHaveTextContent('Chan Tai Man · 91234567')
    expect(screen.getByTestId('order-where')).toHaveTextContent('沙田區 · Flat A, 3/F, 1 Main St')
    const prices = screen.getByTestId('order-prices')
    expect(prices).toHaveTextContent('貨品HK$200')
    expect(prices).toHaveTextContent('運費HK$30')
    expect(prices).toHaveTextContent('訂單總額HK$230')
    expect(screen.queryByTestId('pickup-code')).toBeNull()
  })

  it('shows the pickup code of a TAKE order large, with the pickup point', async () => {
    server(
      orderDetail({
        orderStatus: 'TAKE',
        way: 'PICKUP',
        shipTo: null,
        pickup: {
          shopAddressId: '3',
          name: 'Mong Kok shop',
          district: 'YAU_TSIM_MONG',
          detail: '1 Nathan Rd',
          hours: '10:00–20:00',
        },
        pickupCode: '482913',
        actions: [],
        paidTime: '2026-11-23T02:05:00.000Z',
        walletPaid: '200.00',
        coinsUsed: 300,
        coinsValue: '30.00',
      }),
    )
    open()
    const code = await screen.findByTestId('pickup-code')
    expect(within(code).getByText('482913').tagName).toBe('STRONG')
    expect(screen.getByTestId('order-next')).toHaveTextContent('請在店舖櫃檯出示以下取貨碼')
    expect(screen.getByTestId('order-where')).toHaveTextContent('Mong Kok shop')
    expect(screen.getByTestId('order-where')).toHaveTextContent('油尖旺區 · 1 Nathan Rd')
    expect(screen.getByTestId('order-where')).toHaveTextContent('營業時間：10:00–20:00')
    const prices = screen.getByTestId('order-prices')
    expect(prices).toHaveTextContent('金幣抵扣300 金幣（HK$30）')
    expect(prices).toHaveTextContent('錢包支付HK$200')
    expect(screen.queryByTestId('order-pay')).toBeNull()
  })

  it('shows a shipped order’s carrier, tracking number and traces, and confirms receipt', async () => {
    const api = server(
      orderDetail({
        orderStatus: 'DELIVERED',
        actions: ['RECEIVE', 'TRACK'],
        carrier: 'SANDBOX',
        carrierName: '沙盒物流（測試用）',
        trackingNo: 'SB2026112301',
        shippedTime: '2026-11-23T03:00:00.000Z',
        autoCompleteTime: '2026-12-03T03:00:00.000Z',
      }),
      {
        [`POST ${BASE}/getTraces/${SN}`]: ok({
          carrier: 'SANDBOX',
          carrierName: '沙盒物流（測試用）',
          trackingNo: 'SB2026112301',
          shippedTime: '2026-11-23T03:00:00.000Z',
          trackingUrl: null,
          sandbox: true,
          traces: [
            { time: '2026-11-23T09:00:00.000Z', text: '快件已到達沙田派送站' },
            { time: '2026-11-23T03:00:00.000Z', text: '店舖已把包裹交給沙盒物流' },
          ],
        }),
        [`POST ${BASE}/${SN}/receiving`]: ok(null),
      },
    )
    open()
    expect(await screen.findByTestId('order-tracking')).toHaveTextContent('沙盒物流（測試用） · SB2026112301')
    const traces = await screen.findByTestId('order-traces')
    const events = within(traces).getAllByRole('listitem')
    expect(events[0]).toHaveTextContent('快件已到達沙田派送站')
    expect(events[1]).toHaveTextContent('店舖已把包裹交給沙盒物流')
    expect(screen.getByTestId('order-next')).toHaveTextContent('自動完成')
    await userEvent.click(screen.getByTestId('order-receive'))
    await userEvent.click(await screen.findByTestId('confirm-ok'))
    await waitFor(() => expect(api.find(`POST ${BASE}/${SN}/receiving`)).toHaveLength(1))
  })

  it('answers another member’s order like a missing one', async () => {
    server(orderDetail(), { [`GET ${BASE}/${SN}`]: () => fail(404, 33001, 'Order not found') })
    open()
    expect(await screen.findByTestId('order-missing')).toHaveTextContent('找不到訂單')
  })
})
