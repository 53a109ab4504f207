import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pageOf } from '../../../testing/console.ts'
import { fail, fakeApi, type Handler, ok } from '../../../testing/fake-api.ts'
import { orderCard, orderDetail } from '../../../testing/orders.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import ShopOrdersPage from './ShopOrdersPage.tsx'

const BASE = '/buyer/store/order'
const carriers = pageOf([
  { id: '1', code: 'SF', name: '順豐速運', disabled: 'OPEN', sandbox: false, example: 'SF1234567890123' },
  {
    id: '5',
    code: 'SANDBOX',
    name: '沙盒物流（測試用）',
    disabled: 'OPEN',
    sandbox: true,
    example: 'SB2026112301',
  },
])
const toShip = orderDetail({ sn: 'S1', orderStatus: 'UNDELIVERED', actions: ['SHIP'], buyerName: 'Peter' })
const toTake = orderDetail({
  sn: 'S2',
  orderStatus: 'TAKE',
  way: 'PICKUP',
  shipTo: null,
  actions: ['VERIFY'],
})

function server(extra: Record<string, Handler> = {}, shop: unknown = { status: 'OPEN' }) {
  return fakeApi({
    'GET /buyer/store/store/apply': ok(shop),
    [`GET ${BASE}`]: ok(
      pageOf([orderCard({ sn: 'S1', orderStatus: 'UNDELIVERED', actions: ['SHIP'], buyerName: 'Peter' })]),
    ),
    [`GET ${BASE}/S1`]: ok(toShip),
    [`GET ${BASE}/S2`]: ok(toTake),
    'GET /buyer/other/logistics': ok(carriers),
    ...extra,
  })
}
const open = (url = '/setting/shop-orders') => renderAt(url, <ShopOrdersPage />)

beforeEach(() => {
  signIn()
})
afterEach(() => vi.unstubAllGlobals())

describe("the shop's orders", () => {
  it('is only for members with an open shop', async () => {
    server({}, { status: 'APPLYING' })
    open()
    expect(await screen.findByTestId('shop-orders-none')).toHaveTextContent(
      '只有已開業店舖的會員才有店舖訂單',
    )
  })

  it('lists the orders by status, with the buyer and the next step', async () => {
    const api = server()
    open()
    const [card] = await screen.findAllByTestId('order-card')
    expect(card).toHaveTextContent('買家：Peter')
    expect(within(card as HTMLElement).getByTestId('shop-ship')).toHaveAttribute(
      'href',
      '/setting/shop-orders?sn=S1',
    )
    await userEvent.selectOptions(screen.getByLabelText('狀態'), 'TAKE')
    await waitFor(() => expect(api.find(`GET ${BASE}`).at(-1)?.search.get('status')).toBe('TAKE'))
  })

  it('checks the carrier and the tracking number as the server does, then ships', async () => {
    const shipped = { ...toShip, status: 'DELIVERED', actions: ['TRACK'], trackingNo: 'SF1234567890123' }
    let sent = false
    const api = server({
      [`GET ${BASE}/S1`]: () => (sent ? shipped : toShip),
      [`POST ${BASE}/S1/delivery`]: () => {
        sent = true
        return shipped
      },
    })
    open('/setting/shop-orders?sn=S1')
    const form = await screen.findByTestId('ship-form')
    await userEvent.click(within(form).getByTestId('ship-submit'))
    expect(await within(form).findByText('請選擇物流公司')).toBeInTheDocument()
    await userEvent.selectOptions(within(form).getByLabelText('物流公司'), 'SF')
    expect(within(form).getByText('例如 SF1234567890123')).toBeInTheDocument()
    await userEvent.type(within(form).getByLabelText('運單號碼'), 'SB12')
    await userEvent.click(within(form).getByTestId('ship-submit'))
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '這不是這間物流公司的運單號碼（例如 SF1234567890123）',
    )
    expect(api.find(`POST ${BASE}/S1/delivery`)).toHaveLength(0)
    await userEvent.clear(within(form).getByLabelText('運單號碼'))
    await userEvent.type(within(form).getByLabelText('運單號碼'), 'sf 1234-5678-90123')
    await userEvent.click(within(form).getByTestId('ship-submit'))
    await waitFor(() => expect(api.find(`POST ${BASE}/S1/delivery`)).toHaveLength(1))
    expect(api.find(`POST ${BASE}/S1/delivery`)[0]?.body).toEqual({
      carrier: 'SF',
      trackingNo: 'SF1234567890123',
    })
    await waitFor(() => expect(screen.queryByTestId('ship-form')).toBeNull())
    expect(screen.getByTestId('order-tracking')).toHaveTextContent('SF1234567890123')
  })

  it('verifies a pickup code: six digits here, a wrong one is the server’s message', async () => {
    server({
      [`POST ${BASE}/S2/take`]: () =>
        fail(400, 33010, '取貨碼不正確', [{ field: 'code', message: '取貨碼不正確' }]),
    })
    open('/setting/shop-orders?sn=S2')
    const form = await screen.findByTestId('pickup-form')
    expect(screen.queryByTestId('pickup-code')).toBeNull()
    await userEvent.type(within(form).getByLabelText('買家的取貨碼'), '12a3')
    await userEvent.click(within(form).getByTestId('pickup-submit'))
    expect(await within(form).findByRole('alert')).toHaveTextContent('請輸入 6 位數字取貨碼')
    await userEvent.type(within(form).getByLabelText('買家的取貨碼'), '456')
    await userEvent.click(within(form).getByTestId('pickup-submit'))
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('取貨碼不正確'))
  })
})
