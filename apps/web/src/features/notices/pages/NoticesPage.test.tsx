import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toasts } from '../../../lib/ui.ts'
import { notice, pageOfAny } from '../../../testing/factories.ts'
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import NoticeDetailPage from './NoticeDetailPage.tsx'
import NoticesPage from './NoticesPage.tsx'

beforeEach(() => signIn())
afterEach(() => {
  toasts.set([])
  vi.unstubAllGlobals()
})

const listing = (
  records = [notice('1'), notice('2'), notice('3', { status: 'ALREADY_READ' })],
  unread = 2,
) => ({
  ...pageOfAny(records),
  unread,
})

describe('NoticesPage', () => {
  it('lists notices with their type, who did it and which way coins went; unread ones are marked', async () => {
    fakeApi({
      'GET /buyer/message/member': ok(
        listing([
          notice('1'),
          notice('2', {
            noticeType: 'SYSTEM_POINT_CHANGE',
            operatorName: '',
            goodsId: null,
            pointChangeType: 'INCREASE',
            status: 'ALREADY_READ',
          }),
        ]),
      ),
    })
    renderAt('/setting/notices', <NoticesPage />, { route: '/setting/notices' })
    const rows = await screen.findAllByTestId('notice-row')
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('未讀：notice 1')
    expect(rows[0]).toHaveTextContent('收藏')
    expect(rows[0]).toHaveTextContent('Ken')
    expect(rows[1]).not.toHaveTextContent('未讀')
    expect(rows[1]).toHaveTextContent('金幣增加')
    expect(within(rows[0] as HTMLElement).getByTestId('notice-open')).toHaveAttribute(
      'href',
      '/setting/notices/1',
    )
    expect(screen.getByRole('tab', { name: '未讀 (2)' })).toBeInTheDocument()
  })

  it('asks for unread or read ones by tab, keeping the tab in the address', async () => {
    const server = fakeApi({ 'GET /buyer/message/member': ok(listing()) })
    const user = userEvent.setup()
    const { router } = renderAt('/setting/notices', <NoticesPage />, { route: '/setting/notices' })
    await screen.findAllByTestId('notice-row')
    expect(server.find('GET /buyer/message/member')[0]?.search.get('status')).toBeNull()
    await user.click(screen.getByRole('tab', { name: /^未讀/ }))
    expect(router.state.location.search).toBe('?tab=UN_READ')
    expect(server.find('GET /buyer/message/member').at(-1)?.search.get('status')).toBe('UN_READ')
    expect(server.find('GET /buyer/message/member').at(-1)?.search.get('pageSize')).toBe('10')
  })

  it('deletes the ticked notices at once after a confirmation', async () => {
    const server = fakeApi({
      'GET /buyer/message/member': ok(listing()),
      'DELETE /buyer/message/member': ok({ deleted: 2 }),
    })
    const user = userEvent.setup()
    renderAt('/setting/notices', <NoticesPage />, { route: '/setting/notices' })
    const picks = await screen.findAllByTestId('notice-pick')
    const deletePicked = screen.getByTestId('notices-delete-picked')
    expect(deletePicked).toBeDisabled()
    await user.click(picks[0] as HTMLElement)
    await user.click(picks[2] as HTMLElement)
    expect(deletePicked).toHaveTextContent('刪除已選 2 則')
    await user.click(deletePicked)
    expect(screen.getByRole('dialog')).toHaveTextContent('刪除 2 則通知？')
    await user.click(screen.getByTestId('confirm-ok'))
    await vi.waitFor(() => expect(server.find('DELETE /buyer/message/member')).toHaveLength(1))
    expect(server.find('DELETE /buyer/message/member')[0]?.search.get('ids')).toBe('1,3')
    await vi.waitFor(() => expect(toasts.get().at(-1)?.message).toBe('已刪除 2 則通知'))
  })

  it('ticks the whole page, deletes one by its own button, and cancelling deletes nothing', async () => {
    const server = fakeApi({
      'GET /buyer/message/member': ok(listing()),
      'DELETE /buyer/message/member/2': ok(null),
    })
    const user = userEvent.setup()
    renderAt('/setting/notices', <NoticesPage />, { route: '/setting/notices' })
    await screen.findAllByTestId('notice-row')
    await user.click(screen.getByTestId('notices-pick-all'))
    expect(screen.getByTestId('notices-delete-picked')).toHaveTextContent('刪除已選 3 則')
    await user.click(screen.getByRole('button', { name: '刪除「notice 1」' }))
    await user.click(screen.getByRole('button', { name: '取消' }))
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: '刪除「notice 2」' }))
    await user.click(screen.getByTestId('confirm-ok'))
    await vi.waitFor(() => expect(server.find('DELETE /buyer/message/member/2')).toHaveLength(1))
  })

  it('marks all read', async () => {
    let unread = 2
    const server = fakeApi({
      'GET /buyer/message/member': () => listing(undefined, unread),
      'PUT /buyer/message/member/read-all': () => {
        unread = 0
        return { read: 2 }
      },
    })
    const user = userEvent.setup()
    renderAt('/setting/notices', <NoticesPage />, { route: '/setting/notices' })
    await user.click(await screen.findByTestId('notices-read-all'))
    expect(server.find('PUT /buyer/message/member/read-all')).toHaveLength(1)
    await vi.waitFor(() => expect(screen.queryByTestId('notices-read-all')).not.toBeInTheDocument())
  })

  it('says so when there are none', async () => {
    fakeApi({ 'GET /buyer/message/member': ok(listing([], 0)) })
    renderAt('/setting/notices', <NoticesPage />, { route: '/setting/notices' })
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('暫時未有通知')
  })
})

describe('NoticeDetailPage', () => {
  it('opens the notice (marking it read) with the way to what it is about', async () => {
    const server = fakeApi({
      'PUT /buyer/message/member/1': ok(notice('1', { status: 'ALREADY_READ' })),
    })
    renderAt('/setting/notices/1', <NoticeDetailPage />, { route: '/setting/notices/:id' })
    expect(await screen.findByRole('heading', { name: 'notice 1' })).toBeInTheDocument()
    expect(screen.getByTestId('notice-target')).toHaveAttribute('href', '/goodsDetail?goodsId=7')
    expect(screen.getByTestId('notice-target')).toHaveTextContent('查看貨品')
    expect(server.find('PUT /buyer/message/member/1').length).toBeGreaterThan(0)
  })

  it('shows another member’s or a deleted notice as not there', async () => {
    fakeApi({
      'PUT /buyer/message/member/9': () => fail(404, 4004, '找不到相關資料'),
    })
    renderAt('/setting/notices/9', <NoticeDetailPage />, { route: '/setting/notices/:id' })
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('找不到這則通知')
  })
})
