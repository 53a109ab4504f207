import { ErrorCode, type WalletCheck, type WalletEntry, type WithdrawalView } from '@kaifong/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pageOf } from '../../../testing/console.ts'
import { fail, fakeApi, type Handler, ok } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import MoneyManagementPage from './MoneyManagementPage.tsx'

const BASE = '/buyer/wallet'
const check = (over: Partial<WalletCheck> = {}): WalletCheck => ({
  balance: '1234.50',
  hasPassword: true,
  lockedUntil: null,
  resetEmail: 'm***@example.com',
  ...over,
})
const entry = (id: string, over: Partial<WalletEntry> = {}): WalletEntry => ({
  id,
  amount: '300.00',
  direction: 'INCREASE',
  reason: 'RECHARGE',
  ref: 'RC2026112300000001',
  balanceAfter: '1234.50',
  createTime: '2026-11-23T10:00:00+08:00',
  ...over,
})
const withdrawal = (over: Partial<WithdrawalView> = {}): WithdrawalView => ({
  id: '3',
  amount: '200.00',
  account: { method: 'BANK', bank: '004', holder: 'CHAN TAI MAN', account: '****5678' },
  status: 'PENDING',
  reason: '',
  createTime: '2026-11-23T11:00:00+08:00',
  reviewTime: null,
  ...over,
})

function server(extra: Record<string, Handler> = {}, wallet = check()) {
  return fakeApi({
    [`GET ${BASE}/wallet/check`]: ok(wallet),
    [`GET ${BASE}/log`]: ok(
      pageOf([
        entry('2', { direction: 'REDUCE', reason: 'ORDER_PAY', ref: 'O1', amount: '65.50' }),
        entry('1'),
      ]),
    ),
    [`GET ${BASE}/withdrawal`]: ok(pageOf([])),
    ...extra,
  })
}
const open = () => renderAt('/setting/wallet', <MoneyManagementPage />)

beforeEach(() => {
  signIn()
})
afterEach(() => vi.unstubAllGlobals())

describe('MoneyManagement', () => {
  it('shows the balance and the history: reasons in words, refs, signed amounts', async () => {
    server()
    open()
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('HK$1,234.50')
    const rows = await screen.findAllByTestId('wallet-entry')
    expect(rows[0]).toHaveTextContent('訂單付款')
    expect(rows[0]).toHaveTextContent('參考編號 O1')
    expect(rows[0]).toHaveTextContent(/支出：\s?−HK\$65\.50/)
    expect(rows[1]).toHaveTextContent('充值')
    expect(rows[1]).toHaveTextContent(/收入：\s?\+HK\$300/)
  })

  it('says the wallet is locked, and until when', async () => {
    server({}, check({ lockedUntil: '2026-11-23T04:15:00Z' }))
    open()
    expect(await screen.findByTestId('wallet-locked')).toHaveTextContent('已鎖定至')
  })

  it('recharges within HK$10 to HK$10,000 and goes on to the checkout', async () => {
    const api = server({
      [`POST ${BASE}/recharge`]: ok({ id: 'p7', checkoutUrl: '/payMent?paymentId=p7' }),
    })
    const user = userEvent.setup()
    const view = open()
    const form = await screen.findByTestId('recharge-form')
    await user.type(within(form).getByTestId('recharge-amount'), '5')
    await user.click(within(form).getByTestId('recharge-submit'))
    expect(await within(form).findByText('每次充值 HK$10 至 HK$10,000')).toBeInTheDocument()
    expect(api.find(`POST ${BASE}/recharge`)).toHaveLength(0)
    await user.click(within(form).getByRole('button', { name: 'HK$300' }))
    await user.click(within(form).getByLabelText('轉數快'))
    await user.click(within(form).getByTestId('recharge-submit'))
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/payMent'))
    expect(api.find(`POST ${BASE}/recharge`)[0]?.body).toEqual({ amount: '300.00', method: 'FPS' })
  })

  it('asks for a withdrawal to a bank account with the payment password', async () => {
    let requests: WithdrawalView[] = []
    const api = server({
      [`GET ${BASE}/withdrawal`]: () => pageOf(requests),
      [`POST ${BASE}/withdrawal`]: () => {
        requests = [withdrawal()]
        return requests[0]
      },
    })
    const user = userEvent.setup()
    open()
    const form = await screen.findByTestId('withdrawal-form')
    await user.click(within(form).getByTestId('withdraw-submit'))
    expect(within(form).getByText('銀行編號是 3 位數字，例如 004')).toBeInTheDocument()
    await user.type(within(form).getByTestId('withdraw-bank'), '004')
    await user.type(within(form).getByTestId('withdraw-account'), '123-456789-001')
    await user.type(within(form).getByTestId('withdraw-holder'), 'CHAN TAI MAN')
    await user.type(within(form).getByTestId('withdraw-amount'), '200')
    await user.type(within(form).getByTestId('withdraw-password'), '135790')
    await user.click(within(form).getByTestId('withdraw-submit'))
    expect(await screen.findByTestId('withdrawal-pending')).toHaveTextContent('HK$200')
    expect(screen.queryByTestId('withdrawal-form')).toBeNull()
    expect(api.find(`POST ${BASE}/withdrawal`)[0]?.body).toEqual({
      amount: '200',
      password: '135790',
      account: { method: 'BANK', bank: '004', account: '123-456789-001', holder: 'CHAN TAI MAN' },
    })
  })

  it('puts a wrong payment password under its box', async () => {
    server({
      [`POST ${BASE}/withdrawal`]: () => fail(400, ErrorCode.WALLET_PASSWORD_REFUSED, '支付密碼錯誤'),
    })
    const user = userEvent.setup()
    open()
    const form = await screen.findByTestId('withdrawal-form')
    await user.click(within(form).getByLabelText('轉數快'))
    await user.type(within(form).getByTestId('withdraw-account'), '91234567')
    await user.type(within(form).getByTestId('withdraw-holder'), 'Chan')
    await user.type(within(form).getByTestId('withdraw-amount'), '150')
    await user.type(within(form).getByTestId('withdraw-password'), '135790')
    await user.click(within(form).getByTestId('withdraw-submit'))
    expect(await within(form).findByText('支付密碼錯誤')).toBeInTheDocument()
    expect(within(form).getByTestId('withdraw-password')).toHaveValue('')
  })

  it('sets the first payment password with the login password, typed twice', async () => {
    let wallet = check({ hasPassword: false })
    const api = server({
      [`GET ${BASE}/wallet/check`]: () => wallet,
      [`POST ${BASE}/wallet/set-password`]: () => {
        wallet = check()
        return wallet
      },
    })
    const user = userEvent.setup()
    open()
    expect(await screen.findByTestId('withdrawal-needs-password')).toBeInTheDocument()
    const form = screen.getByTestId('wallet-password-set')
    await user.type(within(form).getByTestId('pin-new'), '123456')
    await user.type(within(form).getByTestId('pin-confirm'), '123456')
    await user.type(within(form).getByTestId('pin-login'), 'secret-login')
    await user.click(within(form).getByTestId('wallet-password-submit'))
    expect(await within(form).findByText('請不要用 6 個相同或順序的數字（例如 123456）')).toBeInTheDocument()
    await user.clear(within(form).getByTestId('pin-new'))
    await user.type(within(form).getByTestId('pin-new'), '135790')
    await user.click(within(form).getByTestId('wallet-password-submit'))
    expect(await within(form).findByText('兩次輸入的密碼不相同。')).toBeInTheDocument()
    await user.clear(within(form).getByTestId('pin-confirm'))
    await user.type(within(form).getByTestId('pin-confirm'), '135790')
    await user.click(within(form).getByTestId('wallet-password-submit'))
    expect(await screen.findByTestId('withdrawal-form')).toBeInTheDocument()
    expect(api.find(`POST ${BASE}/wallet/set-password`)[0]?.body).toEqual({
      password: '135790',
      loginPassword: 'secret-login',
    })
  })

  it('resets a forgotten payment password with the email code', async () => {
    const api = server({ [`POST ${BASE}/wallet/reset-password`]: ok(check()) })
    const user = userEvent.setup()
    open()
    await user.click(await screen.findByTestId('wallet-password-reset'))
    const form = screen.getByTestId('wallet-password-reset')
    expect(form).toHaveTextContent('驗證碼會發送到 m***@example.com')
    await user.type(within(form).getByTestId('pin-code'), '654321')
    await user.type(within(form).getByTestId('pin-new'), '135790')
    await user.type(within(form).getByTestId('pin-confirm'), '135790')
    await user.click(within(form).getByTestId('wallet-password-submit'))
    await waitFor(() => expect(api.find(`POST ${BASE}/wallet/reset-password`)).toHaveLength(1))
    expect(api.find(`POST ${BASE}/wallet/reset-password`)[0]?.body).toEqual({
      password: '135790',
      code: '654321',
    })
    expect(await screen.findByTestId('wallet-password-set')).toHaveTextContent('你已設定支付密碼')
  })
})
