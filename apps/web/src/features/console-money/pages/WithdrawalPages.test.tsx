import type { AdminWithdrawalRow } from '@kaifong/contract/admin'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MODERATOR_RIGHTS, operatorOf, pageOf, signInOperator } from '../../../testing/console.ts'
import { fakeApi, type Handler } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { AdminApp } from '../../admin/index.ts'
import { MONEY_PAGES } from '../index.ts'

/** A page is a lazy chunk: on a busy machine its first load takes longer than a find's default second. */
const LOADED = { timeout: 8000 }

beforeEach(() => signInOperator())
afterEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

const row = (over: Partial<AdminWithdrawalRow> = {}): AdminWithdrawalRow => ({
  id: '12',
  amount: '1500.00',
  account: { method: 'BANK', bank: '004', holder: 'CHAN TAI MAN', account: '123456789001' },
  status: 'PENDING',
  reason: '',
  createTime: '2026-11-23T02:00:00Z',
  reviewTime: null,
  member: { id: '42', username: 'ken', nickName: 'Ken' },
  balance: '85.00',
  reviewedBy: null,
  ...over,
})

/** The withdrawal as the server holds it now: a decision's answer replaces it. */
let current = row()

function server(me = operatorOf('ADMIN'), extra: Record<string, Handler> = {}) {
  current = row()
  const decided =
    (handler: Handler): Handler =>
    (call) => {
      const answer = handler(call)
      if (!(answer instanceof Response)) current = answer as AdminWithdrawalRow
      return answer
    }
  return fakeApi({
    'GET /admin/api/passport/me': () => me,
    'GET /admin/api/dashboard': () => ({ totals: {}, series: [] }),
    'GET /admin/api/withdrawals': () => pageOf([row(), row({ id: '13', amount: '200.00' })]),
    'GET /admin/api/withdrawals/12': () => current,
    ...Object.fromEntries(Object.entries(extra).map(([route, handler]) => [route, decided(handler)])),
  })
}

const open = (path = '/admin/withdrawals/12') =>
  renderAt(path, <AdminApp pages={MONEY_PAGES} />, { route: '/admin/*' })

describe('withdrawals in the console', () => {
  it('lists those waiting by default and filters by status and member in the address', async () => {
    const api = server()
    const user = userEvent.setup()
    const view = open('/admin/withdrawals')
    const rows = await screen.findAllByTestId('withdrawal-row', {}, LOADED)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('HK$1,500')
    expect(api.find('GET /admin/api/withdrawals')[0]?.search.get('status')).toBe('PENDING')
    await user.selectOptions(screen.getByTestId('withdrawals-status'), 'REFUSED')
    await waitFor(() =>
      expect(api.find('GET /admin/api/withdrawals').at(-1)?.search.get('status')).toBe('REFUSED'),
    )
    await user.type(screen.getByTestId('withdrawals-member'), 'ken')
    await user.click(screen.getByTestId('withdrawals-search'))
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=REFUSED&member=ken'))
    expect(api.find('GET /admin/api/withdrawals').at(-1)?.search.get('member')).toBe('ken')
  })

  it('shows the whole account and approves after a confirmation', async () => {
    const api = server(operatorOf('ADMIN'), {
      'POST /admin/api/withdrawals/12/approve': () =>
        row({ status: 'APPROVED', reviewTime: '2026-11-23T03:00:00Z', reviewedBy: 'boss' }),
    })
    const user = userEvent.setup()
    open()
    expect(await screen.findByTestId('withdrawal-account', {}, LOADED)).toHaveTextContent('123456789001')
    expect(screen.getByTestId('withdrawal-facts')).toHaveTextContent('HK$85')
    await user.click(screen.getByTestId('withdrawal-approve'))
    await user.click(within(screen.getByTestId('confirm-action')).getByTestId('confirm-action-ok'))
    expect(await screen.findByTestId('withdrawal-decision-done')).toBeInTheDocument()
    expect(api.find('POST /admin/api/withdrawals/12/approve')).toHaveLength(1)
    expect(screen.queryByTestId('withdrawal-approve')).toBeNull()
  })

  it('refuses only with a reason', async () => {
    const api = server(operatorOf('ADMIN'), {
      'POST /admin/api/withdrawals/12/refuse': (call) =>
        row({
          status: 'REFUSED',
          reason: (call.body as { reason: string }).reason,
          reviewTime: '2026-11-23T03:00:00Z',
        }),
    })
    const user = userEvent.setup()
    open()
    await user.click(await screen.findByTestId('withdrawal-refuse', {}, LOADED))
    const dialog = screen.getByTestId('confirm-reason')
    await user.click(within(dialog).getByTestId('confirm-reason-submit'))
    expect(api.find('POST /admin/api/withdrawals/12/refuse')).toHaveLength(0)
    await user.type(within(dialog).getByTestId('confirm-reason-input'), '戶口名稱與會員不符')
    await user.click(within(dialog).getByTestId('confirm-reason-submit'))
    expect(await screen.findByTestId('withdrawal-decision-done')).toBeInTheDocument()
    expect(api.find('POST /admin/api/withdrawals/12/refuse')[0]?.body).toEqual({
      reason: '戶口名稱與會員不符',
    })
    expect(screen.getByTestId('withdrawal-facts')).toHaveTextContent('戶口名稱與會員不符')
  })

  it('is in the navigation only with the withdrawals right', async () => {
    server(operatorOf('MODERATOR', MODERATOR_RIGHTS))
    open('/admin')
    const nav = await screen.findByRole('navigation', {}, LOADED)
    expect((await within(nav).findAllByRole('link')).length).toBeGreaterThan(0)
    expect(within(nav).queryByRole('link', { name: '提款審核' })).toBeNull()
  })

  it('shows the entry to an operator who has it', async () => {
    server(operatorOf('MODERATOR', [...MODERATOR_RIGHTS, 'withdrawals']))
    open('/admin')
    const nav = await screen.findByRole('navigation', {}, LOADED)
    expect(await within(nav).findByRole('link', { name: '提款審核' })).toHaveAttribute(
      'href',
      '/admin/withdrawals',
    )
  })
})
