import { ErrorCode, type Payment, type TopUpOverview } from '@kaifong/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import TopUpPage from './TopUpPage.tsx'

const TOPUP = '/buyer/members/topup'
const pending: Payment = {
  id: 'p1',
  packageId: 'coins-100',
  coins: 100,
  price: '8.00',
  status: 'PENDING',
  createTime: '2026-11-23T10:00:00+08:00',
  settleTime: null,
  checkoutUrl: '/payMent?paymentId=p1',
}
const overview = (over: Partial<TopUpOverview> = {}): TopUpOverview => ({
  packages: [
    { id: 'coins-100', coins: 100, price: '8.00' },
    { id: 'coins-1000', coins: 1000, price: '68.00' },
  ],
  payments: [],
  provider: { name: 'sandbox', sandbox: true },
  ...over,
})

beforeEach(() => {
  signIn()
})
afterEach(() => vi.unstubAllGlobals())

describe('TopUpPage', () => {
  it('says loudly that the sandbox moves no real money, and offers the packages', async () => {
    fakeApi({ [`GET ${TOPUP}`]: ok(overview({ payments: [pending] })) })
    renderAt('/setting/topup', <TopUpPage />)
    const banner = await screen.findByTestId('sandbox-banner')
    expect(banner).toHaveAttribute('role', 'alert')
    expect(banner).toHaveTextContent('沙盒示範：不涉及真實金錢')
    expect(screen.getByTestId('package-coins-1000')).toBeEnabled()
    expect(screen.getByRole('link', { name: '繼續付款' })).toHaveAttribute('href', '/payMent?paymentId=p1')
  })

  it('without a provider explains that top-up is unavailable and offers no purchase', async () => {
    fakeApi({
      [`GET ${TOPUP}`]: ok(overview({ provider: null, payments: [{ ...pending, checkoutUrl: null }] })),
    })
    renderAt('/setting/topup', <TopUpPage />)
    const box = await screen.findByTestId('topup-unavailable')
    expect(box).toHaveAttribute('role', 'alert')
    expect(within(box).getByRole('heading', { name: '暫時未能增值' })).toBeInTheDocument()
    expect(within(box).getByRole('link', { name: '做任務賺金幣' })).toHaveAttribute('href', '/task')
    expect(screen.queryByTestId('package-coins-100')).toBeNull()
    expect(screen.queryByTestId('sandbox-banner')).toBeNull()
    expect(screen.queryByRole('link', { name: '繼續付款' })).toBeNull()
  })

  it('turns into "unavailable" when buying answers 40008', async () => {
    let provider: TopUpOverview['provider'] = { name: 'sandbox', sandbox: true }
    fakeApi({
      [`GET ${TOPUP}`]: () => overview({ provider }),
      [`POST ${TOPUP}`]: () => {
        provider = null
        return fail(503, ErrorCode.PAYMENTS_NOT_CONFIGURED, '暫時未能增值：本站未設定付款服務')
      },
    })
    const user = userEvent.setup()
    renderAt('/setting/topup', <TopUpPage />)
    await user.click(await screen.findByTestId('package-coins-100'))
    expect(await screen.findByTestId('topup-unavailable')).toBeInTheDocument()
    expect(screen.queryByTestId('package-coins-100')).toBeNull()
    expect(screen.queryByTestId('sandbox-banner')).toBeNull()
  })
})
