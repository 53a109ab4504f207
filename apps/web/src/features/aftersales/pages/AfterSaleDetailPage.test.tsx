import type { AfterSaleView, CarrierInfo } from '@kaifong/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterSale } from '../../../testing/aftersales.ts'
import { pageOf } from '../../../testing/console.ts'
import { fakeApi, type Handler, ok } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import AfterSaleDetailPage from './AfterSaleDetailPage.tsx'

const BASE = '/buyer/order/afterSale'
const SN = 'AS2026112800000001'
const carriers: CarrierInfo[] = [
  { id: '1', code: 'SF', name: '順豐速運', disabled: 'OPEN', sandbox: true, example: 'SF1234567890123' },
  { id: '2', code: 'OLD', name: 'Old Post', disabled: 'CLOSE', sandbox: true, example: 'X1' },
]

function server(view: AfterSaleView, extra: Record<string, Handler> = {}) {
  let current = view
  const api = fakeApi({
    [`GET ${BASE}/${SN}`]: () => current,
    'GET /buyer/other/logistics': ok(pageOf(carriers)),
    ...extra,
  })
  return { api, set: (next: AfterSaleView) => (current = next) }
}
const open = () =>
  renderAt(`/setting/after-sale?sn=${SN}`, <AfterSaleDetailPage />, { route: '/setting/after-sale' })

beforeEach(() => {
  signIn()
})
afterEach(() => vi.unstubAllGlobals())

describe('AfterSaleDetail', () => {
  it('shows the status in words, the amount and the timeline; withdraws while applied', async () => {
    const { api, set } = server(afterSale(), {
      [`POST ${BASE}/${SN}/cancel`]: () => {
        set(afterSale({ status: 'CANCELLED' }))
        return null
      },
    })
    const user = userEvent.setup()
    open()
    expect(await screen.findByTestId('as-status')).toHaveTextContent('等待店舖處理')
    expect(screen.getByTestId('as-amount')).toHaveTextContent('HK$120.50')
    expect(screen.queryByTestId('return-ship-form')).toBeNull()
    await user.click(screen.getByTestId('as-cancel'))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '撤回申請' }))
    await waitFor(() => expect(screen.getByTestId('as-status')).toHaveTextContent('已撤回'))
    expect(api.find(`POST ${BASE}/${SN}/cancel`)).toHaveLength(1)
    expect(screen.queryByTestId('as-cancel')).toBeNull()
  })

  it('asks for the carrier and the tracking number of an accepted return, then sends them', async () => {
    const { api, set } = server(afterSale({ kind: 'RETURN_REFUND', status: 'ACCEPTED' }), {
      [`POST ${BASE}/delivery/${SN}`]: () => {
        set(afterSale({ kind: 'RETURN_REFUND', status: 'BUYER_SHIPPED', carrier: 'SF', trackingNo: 'SF1' }))
        return null
      },
    })
    const user = userEvent.setup()
    open()
    const form = await screen.findByTestId('return-ship-form')
    expect(within(form).queryByRole('option', { name: 'Old Post' })).toBeNull()
    await user.click(within(form).getByTestId('return-submit'))
    expect(within(form).getByText('請選擇物流公司。')).toBeInTheDocument()
    expect(within(form).getByText('請輸入運單號碼。')).toBeInTheDocument()
    expect(api.find(`POST ${BASE}/delivery/${SN}`)).toHaveLength(0)
    await user.selectOptions(within(form).getByLabelText('物流公司'), 'SF')
    await user.type(within(form).getByLabelText('運單號碼'), ' SF1234567890123 ')
    expect(within(form).getByText('例如 SF1234567890123')).toBeInTheDocument()
    await user.click(within(form).getByTestId('return-submit'))
    await waitFor(() => expect(screen.getByTestId('as-status')).toHaveTextContent('貨品寄回中'))
    expect(api.find(`POST ${BASE}/delivery/${SN}`)[0]?.body).toEqual({
      carrier: 'SF',
      trackingNo: 'SF1234567890123',
    })
    expect(screen.queryByTestId('return-ship-form')).toBeNull()
  })

  it("shows the shop's refusal and, once refunded, where the money went", async () => {
    server(
      afterSale({
        status: 'REFUNDED',
        refund: { wallet: '100.50', provider: '0.00', coinsValue: '20.00', coins: 200 },
        refundTime: '2026-11-28T12:00:00+08:00',
      }),
    )
    open()
    const split = await screen.findByTestId('as-refund-split')
    expect(split).toHaveTextContent('退回錢包: HK$100.50')
    expect(split).toHaveTextContent('退回金幣: HK$20 (200)')
    expect(split).not.toHaveTextContent('信用卡')
  })

  it('says "not found" for a missing or another member\'s request', async () => {
    fakeApi({})
    open()
    expect(await screen.findByText('找不到這項申請。')).toBeInTheDocument()
  })
})
