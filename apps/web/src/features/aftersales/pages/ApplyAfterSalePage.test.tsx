import { ErrorCode } from '@kaifong/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterSale } from '../../../testing/aftersales.ts'
import { fail, fakeApi, type Handler, ok } from '../../../testing/fake-api.ts'
import { orderDetail } from '../../../testing/orders.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import ApplyAfterSalePage from './ApplyAfterSalePage.tsx'

const BASE = '/buyer/order/afterSale'
const SN = 'O2026112800000001'
const reasons = [
  { code: 'DAMAGED', label: '貨品損壞' },
  { code: 'CHANGED_MIND', label: '改變主意' },
]

function server(status: 'PAID' | 'DELIVERED', extra: Record<string, Handler> = {}) {
  return fakeApi({
    [`GET /buyer/order/order/${SN}`]: ok(orderDetail({ sn: SN, orderStatus: status, orderItems: [] })),
    [`GET ${BASE}/cap`]: ok({ orderSn: SN, itemId: '11', max: '120.50' }),
    [`GET ${BASE}/reasons`]: ok(reasons),
    ...extra,
  })
}
const open = () =>
  renderAt(`/setting/apply-after-sale?sn=${SN}&itemId=11`, <ApplyAfterSalePage />, {
    route: '/setting/apply-after-sale',
  })

beforeEach(() => {
  signIn()
})
afterEach(() => vi.unstubAllGlobals())

describe('ApplyAfterSale', () => {
  it('prefills the amount with the cap, refuses more than the cap and a missing reason, sending nothing', async () => {
    const api = server('PAID')
    const user = userEvent.setup()
    open()
    const form = await screen.findByTestId('apply-form')
    const amount = within(form).getByTestId('apply-amount')
    expect(amount).toHaveValue('120.50')
    expect(within(form).getByText('最多 HK$120.50')).toBeInTheDocument()
    await user.clear(amount)
    await user.type(amount, '120.51')
    await user.click(within(form).getByTestId('apply-submit'))
    expect(within(form).getByText('請選擇原因。')).toBeInTheDocument()
    expect(within(form).getByText('最多可退 HK$120.50。')).toBeInTheDocument()
    await user.clear(amount)
    await user.type(amount, '10.005')
    await user.click(within(form).getByTestId('apply-submit'))
    expect(within(form).getByText('請輸入大於 HK$0、最多兩位小數的金額。')).toBeInTheDocument()
    expect(api.find(`POST ${BASE}`)).toHaveLength(0)
  })

  it('allows a return only once the goods left the shop', async () => {
    server('PAID')
    open()
    const form = await screen.findByTestId('apply-form')
    expect(within(form).getByLabelText('退貨退款')).toBeDisabled()
    expect(within(form).getByLabelText('僅退款')).toBeChecked()
    expect(within(form).getByText('貨品送達後才可退貨退款。')).toBeInTheDocument()
  })

  it('sends the request and opens it', async () => {
    const api = server('DELIVERED', { [`POST ${BASE}`]: ok(afterSale({ sn: 'AS9' })) })
    const user = userEvent.setup()
    const view = open()
    const form = await screen.findByTestId('apply-form')
    await user.click(within(form).getByLabelText('退貨退款'))
    await user.selectOptions(within(form).getByTestId('apply-reason'), 'DAMAGED')
    await user.type(within(form).getByLabelText('詳細說明（選填）'), ' 裂咗 ')
    const amount = within(form).getByTestId('apply-amount')
    await user.clear(amount)
    await user.type(amount, '100')
    await user.click(within(form).getByTestId('apply-submit'))
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/setting/after-sale'))
    expect(view.router.state.location.search).toBe('?sn=AS9')
    expect(api.find(`POST ${BASE}`)[0]?.body).toEqual({
      orderSn: SN,
      itemId: '11',
      kind: 'RETURN_REFUND',
      reasonCode: 'DAMAGED',
      reasonText: '裂咗',
      photos: [],
      refundAmount: '100',
    })
  })

  it("shows the server's refusal under the amount", async () => {
    server('PAID', {
      [`POST ${BASE}`]: () =>
        fail(400, ErrorCode.AFTER_SALE_AMOUNT_OVER, '最多可退 HK$100.00', [
          { field: 'refundAmount', message: '最多可退 HK$100.00' },
        ]),
    })
    const user = userEvent.setup()
    open()
    const form = await screen.findByTestId('apply-form')
    await user.selectOptions(within(form).getByTestId('apply-reason'), 'CHANGED_MIND')
    await user.click(within(form).getByTestId('apply-submit'))
    expect(await within(form).findByText('最多可退 HK$100.00')).toBeInTheDocument()
  })

  it('says why it cannot ask (an open request) and leads to the after-sales, without "try again"', async () => {
    server('PAID', {
      [`GET ${BASE}/cap`]: () => fail(409, ErrorCode.AFTER_SALE_OPEN_EXISTS, '此貨品已有處理中的售後申請'),
    })
    open()
    expect(await screen.findByText('此貨品已有處理中的售後申請')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '售後服務' })).toHaveAttribute('href', '/setting/after-sales')
    expect(screen.queryByTestId('apply-form')).toBeNull()
    expect(screen.queryByRole('button', { name: '再試一次' })).toBeNull()
  })

  it('without an order, leads to my orders', async () => {
    server('PAID')
    renderAt('/setting/apply-after-sale', <ApplyAfterSalePage />)
    expect(await screen.findByText('請先在「我的訂單」選擇訂單。')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '前往我的訂單' })).toHaveAttribute('href', '/setting/orders')
  })
})
