import type { AfterSaleView } from '@kaifong/contract'
import { ErrorCode } from '@kaifong/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterSale } from '../../../testing/aftersales.ts'
import { pageOf } from '../../../testing/console.ts'
import { fail, fakeApi, type Handler } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import StoreAfterSalePage from './StoreAfterSalePage.tsx'

const BASE = '/buyer/store/afterSale'
const SN = 'AS2026112800000001'

function server(view: AfterSaleView, extra: Record<string, Handler> = {}) {
  let current = view
  const api = fakeApi({
    [`GET ${BASE}`]: () => pageOf([current]),
    [`GET ${BASE}/${SN}`]: () => current,
    ...extra,
  })
  return { api, set: (next: AfterSaleView) => (current = next) }
}
const open = (query = '') =>
  renderAt(`/setting/shop-after-sales${query}`, <StoreAfterSalePage />, {
    route: '/setting/shop-after-sales',
  })

beforeEach(() => {
  signIn()
})
afterEach(() => vi.unstubAllGlobals())

describe('StoreAfterSale', () => {
  it('lists the requests with their status and opens one', async () => {
    server(afterSale())
    const user = userEvent.setup()
    const view = open()
    const card = await screen.findByTestId('as-card')
    expect(card).toHaveTextContent('等待店舖處理')
    expect(card).toHaveTextContent('僅退款 · HK$120.50')
    await user.click(within(card).getByRole('link', { name: 'Rice cooker' }))
    await waitFor(() => expect(view.router.state.location.search).toBe(`?sn=${SN}`))
    expect(await screen.findByTestId('shop-answer')).toBeInTheDocument()
  })

  it('refuses only with a reason', async () => {
    const { api, set } = server(afterSale(), {
      [`POST ${BASE}/${SN}/refuse`]: (call) => {
        set(afterSale({ status: 'REFUSED', refuseReason: (call.body as { reason: string }).reason }))
        return afterSale({ status: 'REFUSED' })
      },
    })
    const user = userEvent.setup()
    open(`?sn=${SN}`)
    const form = await screen.findByTestId('shop-refuse-form')
    await user.type(within(form).getByLabelText('拒絕原因'), '   ')
    await user.click(within(form).getByTestId('shop-refuse'))
    expect(within(form).getByText('請填寫原因。')).toBeInTheDocument()
    expect(api.find(`POST ${BASE}/${SN}/refuse`)).toHaveLength(0)
    await user.type(within(form).getByLabelText('拒絕原因'), '貨品已使用')
    await user.click(within(form).getByTestId('shop-refuse'))
    expect(await screen.findByTestId('as-refuse-reason')).toHaveTextContent('貨品已使用')
    expect(api.find(`POST ${BASE}/${SN}/refuse`)[0]?.body).toEqual({ reason: '貨品已使用' })
    expect(screen.queryByTestId('shop-answer')).toBeNull()
  })

  it("accepts a refund after asking, and shows a short balance in the server's words", async () => {
    const { api } = server(afterSale(), {
      [`POST ${BASE}/${SN}/accept`]: () =>
        fail(409, ErrorCode.AFTER_SALE_SELLER_SHORT, '錢包餘額不足，請先增值'),
    })
    const user = userEvent.setup()
    open(`?sn=${SN}`)
    await user.click(await screen.findByTestId('shop-accept'))
    const dialog = screen.getByRole('dialog')
    expect(dialog).toHaveTextContent('現在退款 HK$120.50 給買家？')
    await user.click(within(dialog).getByRole('button', { name: /確定|確認|接受/ }))
    expect(await screen.findByText('錢包餘額不足，請先增值')).toBeInTheDocument()
    expect(api.find(`POST ${BASE}/${SN}/accept`)).toHaveLength(1)
  })

  it('confirms the returned goods', async () => {
    const { api, set } = server(
      afterSale({ kind: 'RETURN_REFUND', status: 'BUYER_SHIPPED', trackingNo: 'SF1', carrier: 'SF' }),
      {
        [`POST ${BASE}/${SN}/confirm`]: () => {
          set(afterSale({ kind: 'RETURN_REFUND', status: 'REFUNDED' }))
          return afterSale({ status: 'REFUNDED' })
        },
      },
    )
    const user = userEvent.setup()
    open(`?sn=${SN}`)
    expect(await screen.findByText('已經 SF 寄回，運單號碼 SF1')).toBeInTheDocument()
    await user.click(screen.getByTestId('shop-confirm'))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /確定|確認|接受/ }))
    await waitFor(() => expect(screen.getByTestId('as-status')).toHaveTextContent('已退款'))
    expect(api.find(`POST ${BASE}/${SN}/confirm`)).toHaveLength(1)
  })
})
