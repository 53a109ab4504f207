import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { operatorOf, pageOf, signInOperator } from '../../../testing/console.ts'
import { fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import type { AuditRow } from '../lib/types.ts'
import AdminApp from './AdminApp.tsx'

beforeEach(() => signInOperator())
afterEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

const row = (id: string, over: Partial<AuditRow> = {}): AuditRow => ({
  id,
  actorId: '9',
  actorName: 'boss',
  action: 'member.ban',
  targetType: 'member',
  targetId: '51',
  before: { disabled: false },
  after: { disabled: true, banReason: 'Scams' },
  reason: 'Scams',
  ip: '203.0.113.7',
  createTime: '2025-03-01T02:00:00Z',
  ...over,
})

const api = () =>
  fakeApi({
    'GET /admin/api/passport/me': () => operatorOf('ADMIN'),
    'GET /admin/api/audit': ({ search }) =>
      pageOf(
        [row('1'), row('2', { action: 'report.takedown', targetType: 'goods', before: null })],
        Number(search.get('pageNumber')),
        2,
      ),
  })

describe('AuditPage', () => {
  it('lists actions with who, what, target, reason and IP; a row opens to its before and after as JSON', async () => {
    api()
    const user = userEvent.setup()
    renderAt('/admin/audit', <AdminApp pages={[]} />, { route: '/admin/*' })
    const rows = await screen.findAllByTestId('audit-row')
    expect(rows[0]).toHaveTextContent('boss')
    expect(rows[0]).toHaveTextContent('member.ban')
    expect(rows[0]).toHaveTextContent('會員 #51')
    expect(rows[0]).toHaveTextContent('203.0.113.7')
    const toggle = within(rows[0] as HTMLElement).getByTestId('audit-toggle')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const detail = screen.getByTestId('audit-detail')
    expect(detail.id).toBe(toggle.getAttribute('aria-controls'))
    const [before, after] = detail.querySelectorAll('pre')
    expect(before?.textContent).toBe('{\n  "disabled": false\n}')
    expect(after?.textContent).toContain('"banReason": "Scams"')
    await user.click(toggle)
    expect(screen.queryByTestId('audit-detail')).not.toBeInTheDocument()
  })

  it('filters by operator, action prefix, target and dates, in the address and the query', async () => {
    const server = api()
    const user = userEvent.setup()
    const { router } = renderAt('/admin/audit', <AdminApp pages={[]} />, { route: '/admin/*' })
    await screen.findAllByTestId('audit-row')
    await user.type(screen.getByLabelText('操作人員'), 'boss')
    await user.type(screen.getByLabelText('操作'), 'member.')
    await user.selectOptions(screen.getByLabelText('對象類別'), 'member')
    await user.type(screen.getByLabelText('對象編號'), '51')
    await user.type(screen.getByLabelText('由'), '2025-03-01')
    await user.type(screen.getByLabelText('至'), '2025-03-31')
    await user.click(screen.getByTestId('audit-apply'))
    const asked = server.find('GET /admin/api/audit').at(-1)?.search
    expect(Object.fromEntries(asked ?? [])).toEqual({
      actor: 'boss',
      action: 'member.',
      targetType: 'member',
      targetId: '51',
      from: '2025-03-01',
      to: '2025-03-31',
      pageNumber: '1',
      pageSize: '20',
    })
    expect(new URLSearchParams(router.state.location.search).get('action')).toBe('member.')
    // Paging keeps the filter.
    await user.click(await screen.findByRole('button', { name: '下一頁' }))
    const next = server.find('GET /admin/api/audit').at(-1)?.search
    expect([next?.get('pageNumber'), next?.get('actor')]).toEqual(['2', 'boss'])
    // The form shows the filter in use; clearing drops it.
    expect(screen.getByLabelText('操作人員')).toHaveValue('boss')
    await user.click(screen.getByRole('button', { name: '清除' }))
    expect(router.state.location.search).toBe('')
    expect(screen.getByLabelText('操作人員')).toHaveValue('')
  })

  it('refuses an end date before the start date, under the end date', async () => {
    const server = api()
    const user = userEvent.setup()
    renderAt('/admin/audit', <AdminApp pages={[]} />, { route: '/admin/*' })
    await screen.findAllByTestId('audit-row')
    const calls = server.find('GET /admin/api/audit').length
    await user.type(screen.getByLabelText('由'), '2025-03-10')
    await user.type(screen.getByLabelText('至'), '2025-03-01')
    await user.click(screen.getByTestId('audit-apply'))
    expect(screen.getByRole('alert')).toHaveTextContent('結束日期早於開始日期。')
    expect(screen.getByLabelText('至')).toHaveAttribute('aria-invalid', 'true')
    expect(server.find('GET /admin/api/audit')).toHaveLength(calls)
  })

  it('is refused to a moderator before any request', async () => {
    const server = fakeApi({ 'GET /admin/api/passport/me': () => operatorOf('MODERATOR') })
    renderAt('/admin/audit', <AdminApp pages={[]} />, { route: '/admin/*' })
    expect(await screen.findByTestId('admin-forbidden')).toBeInTheDocument()
    expect(server.find('GET /admin/api/audit')).toHaveLength(0)
  })
})
