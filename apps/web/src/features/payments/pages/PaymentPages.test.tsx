import type { PaymentView } from '@kaifong/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, ok } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import CheckoutPage from './CheckoutPage.tsx'
import PayDonePage from './PayDonePage.tsx'
import QrPayPage from './QrPayPage.tsx'

const PAYMENT = '/buyer/payment/payments/p1'
const view = (over: Partial<PaymentView> = {}): PaymentView => ({
  id: 'p1',
  purpose: 'TOPUP',
  ref: '',
  packageId: 'coins-100',
  coins: 100,
  price: '8.00',
  amount: '8.00',
  currency: 'HKD',
  method: 'CARD',
  status: 'PENDING',
  createTime: '2026-11-23T10:00:00+08:00',
  settleTime: null,
  refundTime: null,
  checkoutUrl: '/payMent?paymentId=p1',
  provider: { name: 'sandbox', sandbox: true },
  ...over,
})
const order = (over: Partial<PaymentView> = {}) =>
  view({
    purpose: 'ORDER',
    ref: 'T20261123001',
    packageId: '',
    coins: 0,
    amount: '180.00',
    price: '180.00',
    ...over,
  })

beforeEach(() => {
  signIn()
})
afterEach(() => vi.unstubAllGlobals())

describe('the sandbox checkout (/payMent)', () => {
  const at = '/payMent?paymentId=p1'

  it('shows the sandbox banner and the pay buttons for a pending top-up', async () => {
    fakeApi({ [`GET ${PAYMENT}`]: ok(view()) })
    renderAt(at, <CheckoutPage />, { route: '/payMent' })
    expect(await screen.findByTestId('checkout-pay')).toBeEnabled()
    expect(screen.getByTestId('sandbox-banner')).toHaveTextContent('不會收取任何款項')
    expect(screen.getByTestId('checkout-status')).toHaveTextContent('等待付款')
    expect(screen.getByText('100 金幣')).toBeInTheDocument()
    expect(screen.getByTestId('checkout-qr')).toHaveAttribute('href', '/qrpay?paymentId=p1')
  })

  it('offers no buttons when top-up is unavailable', async () => {
    fakeApi({ [`GET ${PAYMENT}`]: ok(view({ provider: null, checkoutUrl: null })) })
    renderAt(at, <CheckoutPage />, { route: '/payMent' })
    expect(await screen.findByTestId('payments-unavailable')).toHaveTextContent('暫時未能購買金幣')
    expect(screen.getByTestId('checkout-status')).toHaveTextContent('等待付款')
    expect(screen.queryByTestId('checkout-pay')).toBeNull()
    expect(screen.queryByTestId('checkout-fail')).toBeNull()
    expect(screen.queryByTestId('sandbox-banner')).toBeNull()
  })

  it('pays an order through the sandbox and moves on to /payDone', async () => {
    const api = fakeApi({
      [`GET ${PAYMENT}`]: ok(order()),
      'POST /buyer/payment/sandbox/p1/decide': ok(order({ status: 'PAID' })),
    })
    const user = userEvent.setup()
    const page = renderAt(at, <CheckoutPage />, { route: '/payMent' })
    expect(await screen.findByText('訂單 T20261123001')).toBeInTheDocument()
    await user.click(screen.getByTestId('checkout-pay'))
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/payDone'))
    expect(page.router.state.location.search).toBe('?paymentId=p1')
    expect(api.find('POST /buyer/payment/sandbox/p1/decide')[0]?.body).toEqual({ outcome: 'PAID' })
  })
})

describe('the QR page (/qrpay)', () => {
  it('draws the payment link as a QR code while it waits', async () => {
    fakeApi({ [`GET ${PAYMENT}`]: ok(order({ method: 'FPS' })) })
    renderAt('/qrpay?paymentId=p1', <QrPayPage />, { route: '/qrpay' })
    const qr = await screen.findByTestId('qr-code', {}, { timeout: 5000 })
    expect(qr).toHaveAttribute('role', 'img')
    expect(qr.getAttribute('aria-label')).toContain('HK$180')
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/)
    expect(screen.getByTestId('qr-status')).toHaveTextContent('等待付款中')
    expect(screen.getByTestId('sandbox-banner')).toBeInTheDocument()
  })

  it('goes to /payDone once the payment is paid', async () => {
    fakeApi({ [`GET ${PAYMENT}`]: ok(order({ status: 'PAID' })) })
    const page = renderAt('/qrpay?paymentId=p1', <QrPayPage />, { route: '/qrpay' })
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/payDone'))
  })
})

describe('the outcome (/payDone)', () => {
  const open = (search: string) => renderAt(`/payDone${search}`, <PayDonePage />, { route: '/payDone' })

  it('a paid recharge shows the amount and leads to the wallet', async () => {
    fakeApi({
      [`GET ${PAYMENT}`]: ok(
        view({ purpose: 'RECHARGE', ref: 'RC2026112300000001', amount: '300.00', status: 'PAID' }),
      ),
    })
    open('?paymentId=p1')
    expect(await screen.findByTestId('pay-done-paid')).toHaveTextContent('已收到付款')
    expect(screen.getByTestId('pay-done-amount')).toHaveTextContent('HK$300')
    expect(screen.getByTestId('pay-done-next')).toHaveAttribute('href', '/setting/wallet')
  })

  it('a failed order payment offers to pay again at the cashier', async () => {
    fakeApi({ [`GET ${PAYMENT}`]: ok(order({ status: 'FAILED' })) })
    open('?paymentId=p1')
    expect(await screen.findByTestId('pay-done-failed')).toHaveTextContent('沒有收取任何款項')
    expect(screen.getByTestId('pay-done-next')).toHaveAttribute('href', '/pay?sn=T20261123001')
  })

  it('a payment still waiting says so and can be checked again', async () => {
    const api = fakeApi({ [`GET ${PAYMENT}`]: ok(order()) })
    const user = userEvent.setup()
    open('?paymentId=p1')
    expect(await screen.findByTestId('pay-done-pending')).toHaveTextContent('等待付款確認')
    await user.click(screen.getByTestId('pay-done-check'))
    await waitFor(() => expect(api.find(`GET ${PAYMENT}`).length).toBeGreaterThan(1))
  })

  it('orders paid at once from the wallet: the amount and each order', async () => {
    fakeApi({})
    const state = {
      paid: {
        amount: '180.00',
        coins: 5000,
        method: 'WALLET',
        orders: [{ sn: 'O1', storeName: '阿明' }],
        sandbox: false,
      },
    }
    renderAt('/payDone?sn=T1', <PayDonePage />, { route: '/payDone' }).router.navigate('/payDone?sn=T1', {
      state,
    })
    expect(await screen.findByTestId('pay-done-paid')).toHaveTextContent('已由錢包付款')
    expect(screen.getByTestId('pay-done-amount')).toHaveTextContent('HK$180')
    expect(screen.getByRole('link', { name: /阿明/ })).toHaveAttribute('href', '/home/mary/OrderDetail?sn=O1')
  })
})
