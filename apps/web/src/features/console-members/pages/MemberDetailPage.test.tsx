import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { operatorOf, pageOf, signInOperator } from '../../../testing/console.ts'
import { fail, fakeApi, type Handler } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { AdminApp } from '../../admin/index.ts'
import { MEMBER_PAGES } from '../index.ts'
import type { AdminMemberDetail, AdminMemberRow, CoinEntry } from '../lib/types.ts'

/** A page is a lazy chunk: on a busy machine its first load takes longer than a find's default second. */
const LOADED = { timeout: 8000 }

beforeEach(() => signInOperator())
afterEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

const row = (over: Partial<AdminMemberRow> = {}): AdminMemberRow => ({
  id: '42',
  username: 'ken',
  nickName: 'Ken',
  email: 'ken@example.com',
  mobile: '91234567',
  role: 'MEMBER',
  disabled: false,
  createTime: '2025-01-02T03:00:00Z',
  point: 30,
  ...over,
})

const detail = (over: Partial<AdminMemberDetail> = {}): AdminMemberDetail => ({
  ...row(),
  countryCode: '852',
  phoneVerified: true,
  emailVerified: false,
  banReason: null,
  bannedAt: null,
  passwordResetRequired: false,
  listings: 5,
  liveListings: 2,
  dealsAsBuyer: 1,
  dealsAsSeller: 3,
  deals: 4,
  reportsMade: 0,
  reportsReceived: 6,
  sessions: [
    {
      id: 's1',
      clientType: 'PC',
      browser: 'Chrome',
      os: 'Windows',
      deviceName: 'Chrome · Windows',
      ip: '203.0.113.9',
      country: 'HK',
      createTime: '2025-03-01T02:00:00Z',
      lastActiveTime: '2025-03-01T03:00:00Z',
    },
  ],
  ...over,
})

const entry = (id: string, amount: number): CoinEntry => ({
  id,
  amount: Math.abs(amount),
  direction: amount < 0 ? 'REDUCE' : 'INCREASE',
  reason: 'ADMIN_ADJUST',
  ref: '',
  balanceAfter: 30,
  createTime: '2025-03-01T02:00:00Z',
})

function server(role: 'ADMIN' | 'MODERATOR', member = detail(), extra: Record<string, Handler> = {}) {
  return fakeApi({
    'GET /admin/api/passport/me': () => operatorOf(role),
    'GET /admin/api/members': () => pageOf([row(), row({ id: '43', username: 'amy', disabled: true })]),
    'GET /admin/api/members/42': () => member,
    'GET /admin/api/members/42/ledger': ({ search }) =>
      pageOf([entry('e1', 25), entry('e2', -5)], Number(search.get('pageNumber')), 2),
    ...extra,
  })
}

const open = () => renderAt('/admin/members/42', <AdminApp pages={MEMBER_PAGES} />, { route: '/admin/*' })

describe('MembersPage', () => {
  it('searches by what is typed, keeps it in the address, and opens a member from the list', async () => {
    const api = server('MODERATOR')
    const user = userEvent.setup()
    const view = renderAt('/admin/members', <AdminApp pages={MEMBER_PAGES} />, { route: '/admin/*' })
    const rows = await screen.findAllByTestId('member-row', {}, LOADED)
    expect(rows).toHaveLength(2)
    expect(within(rows[1] as HTMLElement).getByTestId('banned-badge')).toBeInTheDocument()
    await user.type(screen.getByTestId('members-q'), ' 9123 ')
    await user.click(screen.getByTestId('members-search'))
    await waitFor(() => expect(view.router.state.location.search).toBe('?q=9123'))
    await waitFor(() => expect(api.find('GET /admin/api/members').at(-1)?.search.get('q')).toBe('9123'))
    await user.click(screen.getAllByTestId('member-link')[0] as HTMLElement)
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/members/42'))
    expect(await screen.findByTestId('member-profile', {}, LOADED)).toHaveTextContent('ken@example.com')
  })
})

describe('MemberDetailPage', () => {
  it('shows the profile with unmasked contacts, counts and sessions', async () => {
    server('ADMIN')
    open()
    const profile = await screen.findByTestId('member-profile', {}, LOADED)
    expect(profile).toHaveTextContent('ken@example.com')
    expect(profile).toHaveTextContent('+852 91234567')
    expect(profile).toHaveTextContent('4（買入 1，賣出 3）')
    expect(within(screen.getByTestId('member-sessions')).getByText('Chrome · Windows')).toBeInTheDocument()
  })

  it('gives a moderator ban but neither the reset nor the coins', async () => {
    const api = server('MODERATOR')
    open()
    expect(await screen.findByTestId('member-ban', {}, LOADED)).toBeInTheDocument()
    expect(screen.queryByTestId('member-reset')).toBeNull()
    expect(screen.queryByTestId('coin-form')).toBeNull()
    expect(api.find('GET /admin/api/members/42/ledger')).toHaveLength(0)
  })

  it('offers nothing against an admin', async () => {
    server('ADMIN', detail({ role: 'ADMIN' }))
    open()
    expect(await screen.findByTestId('member-untouchable', {}, LOADED)).toBeInTheDocument()
    expect(screen.queryByTestId('member-ban')).toBeNull()
  })

  it('bans only with a reason, then shows the ban', async () => {
    let banned = false
    const api = server('MODERATOR', detail(), {
      'GET /admin/api/members/42': () =>
        banned ? detail({ disabled: true, banReason: 'Spam', bannedAt: '2025-03-01T02:00:00Z' }) : detail(),
      'POST /admin/api/members/42/ban': () => {
        banned = true
        return { member: detail({ disabled: true }), endedSessions: 1, listings: 2 }
      },
    })
    const user = userEvent.setup()
    open()
    await user.click(await screen.findByTestId('member-ban', {}, LOADED))
    await user.click(screen.getByTestId('confirm-reason-submit'))
    expect(api.find('POST /admin/api/members/42/ban')).toHaveLength(0)
    await user.type(screen.getByTestId('confirm-reason-input'), 'Spam')
    await user.click(screen.getByTestId('confirm-reason-submit'))
    await waitFor(() =>
      expect(api.find('POST /admin/api/members/42/ban')[0]?.body).toEqual({ reason: 'Spam' }),
    )
    expect(await screen.findByTestId('member-action-done', {}, LOADED)).toHaveTextContent('已停權此會員。')
    expect(await screen.findByTestId('member-ban-state', {}, LOADED)).toHaveTextContent('原因：Spam')
    expect(screen.getByTestId('member-unban')).toBeInTheDocument()
  })

  it('adjusts coins by a signed amount with a reason, and shows a refused deduction beside the form', async () => {
    const api = server('ADMIN', detail(), {
      'POST /admin/api/members/42/coins': ({ body }) =>
        (body as { amount: number }).amount < -30
          ? fail(400, 60201, '扣除後金幣會少於 0')
          : { entry: entry('e3', -5), balance: 25, repeated: false },
    })
    const user = userEvent.setup()
    open()
    const form = await screen.findByTestId('coin-form', {}, LOADED)
    await user.click(within(form).getByTestId('coin-submit'))
    expect(within(form).getByText('請輸入金幣數量')).toBeInTheDocument()
    expect(within(form).getByText('請填寫原因')).toBeInTheDocument()
    await user.click(screen.getByTestId('coin-deduct'))
    await user.type(screen.getByTestId('coin-amount'), '50')
    await user.type(screen.getByTestId('coin-reason'), 'Refund')
    await user.click(screen.getByTestId('coin-submit'))
    expect(await screen.findByTestId('coin-error', {}, LOADED)).toHaveTextContent('扣除後金幣會少於 0')
    await user.clear(screen.getByTestId('coin-amount'))
    await user.type(screen.getByTestId('coin-amount'), '5')
    await user.click(screen.getByTestId('coin-submit'))
    expect(await screen.findByTestId('coin-done', {}, LOADED)).toHaveTextContent('-5')
    expect(api.find('POST /admin/api/members/42/coins').map((c) => c.body)).toEqual([
      { amount: -50, reason: 'Refund' },
      { amount: -5, reason: 'Refund' },
    ])
    // The ledger is asked for again after the adjustment.
    await waitFor(() => expect(api.find('GET /admin/api/members/42/ledger').length).toBeGreaterThan(1))
    expect(screen.getAllByTestId('ledger-row').map((r) => r.textContent)).toEqual([
      expect.stringContaining('+25'),
      expect.stringContaining('-5'),
    ])
  })
})
