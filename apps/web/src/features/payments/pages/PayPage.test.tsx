import { type Cashier, ErrorCode } from '@kaifong/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import PayPage from './PayPage.tsx'

const CASHIER = 'GET /buyer/payment/cashier'
const PAY = 'POST /buyer/payment/pay'

const cashier = (over: Partial<Cashier> = {}): Cashier => ({
  sn: 'T20261123001',
  orders: [
    {
      sn: 'O1',
      storeName: '阿明二手電器',
      flowPrice: '230.00',
      coinsUsed: 0,
      coinsValue: '0.00',
      due: '230.00',
    },
  ],
  total: '230.00',
  due: '230.00',
  payBefore: new Date(Date.now() + 29 * 60_000).toISOString(),
  methods: [
    { method: 'WALLET', available: true },
    { method: 'CARD', available: true },
    { method: 'FPS', available: true },
  ],
  // 100 coins = HK$1, at most 50 % of HK$230: HK$115; the balance allows 5,000 coins (HK$50).
  coins: { balance: 5000, perDollar: 100, maxSharePercent: 50, max: 5000 },
  walletBalance: '500.00',
  sandbox: true,
  ...over,
})

const open = () => renderAt('/pay?sn=T20261123001', <PayPage />, { route: '/pay' })

beforeEach(() => {
  signIn()
})
afterEach(() => vi.unstubAllGlobals())

describe('the cashier (/pay)', () => {
  it('shows what is due, the time left and the sandbox, with the wallet chosen when it can pay', async () => {
    fakeApi({ [CASHIER]: ok(cashier()) })
    open()
    expect(await screen.findByTestId('pay-due')).toHaveTextContent('HK$230')
    expect(screen.getByTestId('pay-order')).toHaveTextContent('阿明二手電器')
    expect(screen.getByTestId('pay-time-left')).toHaveTextContent(/2[89]:\d\d/)
    expect(screen.getByTestId('sandbox-banner')).toBeInTheDocument()
    expect(screen.getByTestId('pay-method-WALLET')).toBeChecked()
    expect(screen.getByLabelText('支付密碼')).toHaveAttribute('inputmode', 'numeric')
    expect(screen.getByTestId('pay-rest')).toHaveTextContent('HK$230')
  })

  it('uses coins for their share: the HK$ they cover and what is left, sent as whole coins', async () => {
    const api = fakeApi({
      [CASHIER]: ok(cashier()),
      [PAY]: ok({
        sn: 'T20261123001',
        status: 'PENDING',
        checkoutUrl: '/payMent?paymentId=p9',
        paymentId: 'p9',
      }),
    })
    const user = userEvent.setup()
    const view = open()
    await user.click(await screen.findByTestId('pay-coins-use'))
    expect(screen.getByTestId('pay-coins-n')).toHaveValue(5000)
    expect(screen.getByTestId('pay-coins-value')).toHaveTextContent('5000 金幣抵銷 HK$50')
    expect(screen.getByTestId('pay-rest')).toHaveTextContent('HK$180')
    // More than the cap is cut to the cap; fewer coins cover less.
    await user.clear(screen.getByTestId('pay-coins-n'))
    await user.type(screen.getByTestId('pay-coins-n'), '1234')
    expect(screen.getByTestId('pay-rest')).toHaveTextContent('HK$217.66')
    await user.click(screen.getByTestId('pay-method-CARD'))
    expect(screen.queryByTestId('pay-password')).toBeNull()
    await user.click(screen.getByTestId('pay-submit'))
    await waitFor(() => expect(view.router.state.location.search).toBe('?paymentId=p9'))
    expect(view.router.state.location.pathname).toBe('/payMent')
    expect(api.find(PAY)[0]?.body).toEqual({ sn: 'T20261123001', method: 'CARD', coins: 1234 })
  })

  it('asks for the 6-digit payment password, and a wrong one empties the box and says so', async () => {
    const api = fakeApi({
      [CASHIER]: ok(cashier()),
      [PAY]: () => fail(400, ErrorCode.WALLET_PASSWORD_REFUSED, '支付密碼錯誤'),
    })
    const user = userEvent.setup()
    open()
    await user.click(await screen.findByTestId('pay-submit'))
    expect(await screen.findByText('支付密碼是 6 位數字')).toBeInTheDocument()
    expect(api.find(PAY)).toHaveLength(0)
    await user.type(screen.getByTestId('pay-password'), '12a34-56')
    expect(screen.getByTestId('pay-password')).toHaveValue('123456')
    await user.click(screen.getByTestId('pay-submit'))
    expect(await screen.findByText('支付密碼錯誤')).toBeInTheDocument()
    expect(screen.getByTestId('pay-password')).toHaveValue('')
    expect(screen.getByTestId('pay-password')).toHaveAttribute('aria-invalid', 'true')
    expect(api.find(PAY)[0]?.body).toEqual({
      sn: 'T20261123001',
      method: 'WALLET',
      coins: 0,
      password: '123456',
    })
  })

  it('pays from the wallet at once and goes to /payDone with what was paid', async () => {
    fakeApi({
      [CASHIER]: ok(cashier()),
      [PAY]: ok({ sn: 'T20261123001', status: 'PAID', checkoutUrl: null, paymentId: null }),
    })
    const user = userEvent.setup()
    const view = open()
    await user.type(await screen.findByTestId('pay-password'), '135790')
    await user.click(screen.getByTestId('pay-submit'))
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/payDone'))
    expect(view.router.state.location.search).toBe('?sn=T20261123001')
    expect(view.router.state.location.state).toMatchObject({ paid: { amount: '230.00', method: 'WALLET' } })
  })

  it('offers no wallet when its balance is short, and no card or FPS without a provider', async () => {
    fakeApi({
      [CASHIER]: ok(
        cashier({
          walletBalance: '20.00',
          methods: [
            { method: 'WALLET', available: true },
            { method: 'CARD', available: false },
            { method: 'FPS', available: true },
          ],
        }),
      ),
    })
    open()
    const methods = await screen.findByTestId('pay-methods')
    expect(within(methods).getByTestId('pay-method-WALLET')).toBeDisabled()
    expect(within(methods).getByTestId('pay-method-CARD')).toBeDisabled()
    expect(within(methods).getByTestId('pay-method-FPS')).toBeChecked()
    expect(within(methods).getByRole('link', { name: '為錢包充值' })).toHaveAttribute(
      'href',
      '/setting/wallet',
    )
  })

  it('coins for everything pay at once without a method or password', async () => {
    const api = fakeApi({
      [CASHIER]: ok(
        cashier({ coins: { balance: 50_000, perDollar: 100, maxSharePercent: 100, max: 23_000 } }),
      ),
      [PAY]: ok({ sn: 'T20261123001', status: 'PAID', checkoutUrl: null, paymentId: null }),
    })
    const user = userEvent.setup()
    open()
    await user.click(await screen.findByTestId('pay-coins-use'))
    expect(screen.queryByTestId('pay-methods')).toBeNull()
    expect(screen.queryByTestId('pay-password')).toBeNull()
    await user.click(screen.getByTestId('pay-submit'))
    await waitFor(() => expect(api.find(PAY)).toHaveLength(1))
    expect(api.find(PAY)[0]?.body).toEqual({ sn: 'T20261123001', method: 'CARD', coins: 23_000 })
  })

  it('says when there is nothing left to pay', async () => {
    fakeApi({ [CASHIER]: () => fail(409, ErrorCode.ORDER_NOTHING_TO_PAY, 'nothing') })
    open()
    expect(await screen.findByTestId('pay-refused')).toHaveTextContent('T20261123001 已沒有需要付款的金額')
  })
})
