import type { AdminShopDetail, AdminShopRow } from '@kaifong/contract/admin'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { operatorOf, pageOf, signInOperator } from '../../../testing/console.ts'
import { fail, fakeApi, type Handler } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { AdminApp } from '../../admin/index.ts'
import { SHOP_PAGES } from '../index.ts'

/** A page is a lazy chunk: on a busy machine its first load takes longer than a find's default second. */
const LOADED = { timeout: 8000 }

beforeEach(() => signInOperator())
afterEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

const row = (over: Partial<AdminShopRow> = {}): AdminShopRow => ({
  id: '7',
  status: 'APPLYING',
  storeName: '阿明二手電器',
  storeLogo: '/media/goods/logo.webp',
  brn: '12345678',
  district: 'YAU_TSIM_MONG',
  memberId: '42',
  memberName: 'Ken',
  createTime: '2026-11-20T02:00:00Z',
  reviewTime: null,
  ...over,
})

const detail = (over: Partial<AdminShopDetail> = {}): AdminShopDetail => ({
  ...row(),
  storeDesc: '旺角二手電器',
  linkName: '陳大文',
  linkPhone: '91234567',
  pickupAddress: '旺角彌敦道 688 號',
  refuseReason: '',
  reviewerName: '',
  memberDisabled: false,
  ...over,
})

/** The application as the server holds it now: a decision's answer replaces it. */
let current = detail()

function server(shop = detail(), extra: Record<string, Handler> = {}) {
  current = shop
  const decided =
    (handler: Handler): Handler =>
    (call) => {
      const answer = handler(call)
      if (!(answer instanceof Response)) current = answer as AdminShopDetail
      return answer
    }
  return fakeApi({
    'GET /admin/api/passport/me': () => operatorOf('ADMIN'),
    'GET /admin/api/shops': () => pageOf([row(), row({ id: '8', storeName: '乙店', status: 'APPLYING' })]),
    'GET /admin/api/shops/7': () => current,
    ...Object.fromEntries(Object.entries(extra).map(([route, handler]) => [route, decided(handler)])),
  })
}

const open = (path = '/admin/shops/7') =>
  renderAt(path, <AdminApp pages={SHOP_PAGES} />, { route: '/admin/*' })

describe('shop applications in the console', () => {
  it('lists those waiting by default, filters by status and search in the address', async () => {
    const api = server()
    const user = userEvent.setup()
    const view = open('/admin/shops')
    expect(await screen.findAllByTestId('shop-row', {}, LOADED)).toHaveLength(2)
    expect(api.find('GET /admin/api/shops')[0]?.search.get('status')).toBe('APPLYING')
    await user.selectOptions(screen.getByTestId('shops-status'), 'ALL')
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=ALL'))
    await waitFor(() => expect(api.find('GET /admin/api/shops').at(-1)?.search.has('status')).toBe(false))
    await user.type(screen.getByTestId('shops-q'), '12345678')
    await user.click(screen.getByTestId('shops-search'))
    await waitFor(() => expect(api.find('GET /admin/api/shops').at(-1)?.search.get('q')).toBe('12345678'))
    await user.click(screen.getAllByTestId('shop-link')[0] as HTMLElement)
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/shops/7'))
    expect(await screen.findByTestId('shop-facts', {}, LOADED)).toHaveTextContent('91234567')
  })

  it('approves after a confirmation', async () => {
    const api = server(detail(), { 'POST /admin/api/shops/7/approve': () => detail({ status: 'OPEN' }) })
    const user = userEvent.setup()
    open()
    await user.click(await screen.findByTestId('shop-approve', {}, LOADED))
    const dialog = await screen.findByTestId('confirm-action')
    await user.click(within(dialog).getByRole('button', { name: '批准' }))
    expect(await screen.findByTestId('shop-decision-done')).toHaveTextContent('已批准，店鋪已開業。')
    expect(api.find('POST /admin/api/shops/7/approve')).toHaveLength(1)
    expect(screen.queryByTestId('shop-approve')).toBeNull()
  })

  it('refuses only with a reason, and shows the server’s refusal', async () => {
    let answer: unknown = fail(409, 31003, '此申請已有決定')
    const api = server(detail(), { 'POST /admin/api/shops/7/refuse': () => answer })
    const user = userEvent.setup()
    open()
    await user.click(await screen.findByTestId('shop-refuse', {}, LOADED))
    await user.click(screen.getByTestId('confirm-reason-submit'))
    expect(api.find('POST /admin/api/shops/7/refuse')).toHaveLength(0)
    await user.type(screen.getByTestId('confirm-reason-input'), '相片不清楚')
    await user.click(screen.getByTestId('confirm-reason-submit'))
    expect(await screen.findByText('此申請已有決定')).toBeInTheDocument()
    answer = detail({ status: 'REFUSED', refuseReason: '相片不清楚' })
    await user.click(screen.getByTestId('confirm-reason-submit'))
    expect(await screen.findByTestId('shop-decision-done')).toHaveTextContent('已拒絕申請。')
    expect(api.find('POST /admin/api/shops/7/refuse').at(-1)?.body).toEqual({ reason: '相片不清楚' })
    expect(screen.getByTestId('shop-facts')).toHaveTextContent('相片不清楚')
  })

  it('cannot approve a banned applicant', async () => {
    server(detail({ memberDisabled: true }))
    open()
    expect(await screen.findByTestId('shop-member-banned', {}, LOADED)).toBeInTheDocument()
    expect(screen.getByTestId('shop-approve')).toBeDisabled()
  })
})
