import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { operatorOf, pageOf, signInOperator } from '../../../testing/console.ts'
import { fail, fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { AdminApp } from '../../admin/index.ts'
import { NOTICE_PAGES } from '../index.ts'
import type { BroadcastRecord } from '../lib/types.ts'

/** A page is a lazy chunk: on a busy machine its first load takes longer than a find's default second. */
const LOADED = { timeout: 8000 }

beforeEach(() => signInOperator())
afterEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const notice = (id: string, over: Partial<BroadcastRecord> = {}): BroadcastRecord => ({
  id,
  audience: 'ALL',
  memberId: null,
  title: { 'zh-Hant': `通知${id}`, 'zh-Hans': `通知${id}`, en: `Notice ${id}` },
  content: { 'zh-Hant': '內容', 'zh-Hans': '内容', en: 'Body' },
  sendAt: '2025-03-01T02:00:00Z',
  status: 'SENT',
  recipients: 1200,
  sentAt: '2025-03-01T02:00:05Z',
  createdBy: '9',
  createTime: '2025-03-01T02:00:00Z',
  ...over,
})

function server() {
  let list = [notice('2', { status: 'SCHEDULED', sentAt: null, recipients: 0 }), notice('1')]
  return fakeApi({
    'GET /admin/api/passport/me': () => operatorOf('ADMIN'),
    'GET /admin/api/notices': () => pageOf(list),
    'POST /admin/api/notices': ({ body }) => {
      const b = body as { audience: string; memberId?: string }
      if (b.audience === 'MEMBER' && b.memberId === '404')
        return fail(400, 4000, '找不到收件會員', [{ field: 'memberId', message: '找不到收件會員' }])
      return notice('3', { status: 'SENDING' })
    },
    'POST /admin/api/notices/2/cancel': () => {
      list = list.map((n) => (n.id === '2' ? { ...n, status: 'CANCELLED' as const } : n))
      return null
    },
  })
}

const open = () => renderAt('/admin/notices', <AdminApp pages={NOTICE_PAGES} />, { route: '/admin/*' })

async function fill(user: ReturnType<typeof userEvent.setup>, skip: string[] = []) {
  for (const lang of ['zh-Hant', 'zh-Hans', 'en']) {
    if (!skip.includes(`title-${lang}`))
      await user.type(screen.getByTestId(`notice-title-${lang}`), `T ${lang}`)
    if (!skip.includes(`content-${lang}`))
      await user.type(screen.getByTestId(`notice-content-${lang}`), `C ${lang}`)
  }
}

describe('NoticesPage', () => {
  it('refuses a notice missing a language, naming the field, and sends nothing', async () => {
    const api = server()
    const user = userEvent.setup()
    open()
    await screen.findByTestId('notice-form', {}, LOADED)
    await fill(user, ['content-en'])
    await user.click(screen.getByTestId('notice-submit'))
    expect(screen.getByTestId('notice-content-en')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByTestId('notice-content-zh-Hant')).not.toHaveAttribute('aria-invalid')
    expect(api.find('POST /admin/api/notices')).toHaveLength(0)
  })

  it('sends an urgent notice written in one language, after warning which languages fall back', async () => {
    const api = server()
    const user = userEvent.setup()
    open()
    await screen.findByTestId('notice-form', {}, LOADED)
    expect(screen.queryByTestId('notice-fallback')).not.toBeInTheDocument()
    await user.click(screen.getByTestId('notice-submit'))
    expect(screen.getByTestId('notice-error')).toHaveTextContent('請最少用一種語言填寫標題和內容。')
    expect(screen.getByTestId('notice-title-zh-Hant')).toHaveAttribute('aria-invalid', 'true')
    expect(api.find('POST /admin/api/notices')).toHaveLength(0)

    await user.type(screen.getByTestId('notice-title-zh-Hant'), '八號風球')
    await user.type(screen.getByTestId('notice-content-zh-Hant'), '今日暫停交收')
    const warning = screen.getByTestId('notice-fallback')
    expect(warning).toHaveTextContent('未填寫簡體中文和英文：通知仍然可以發送。')
    expect(warning).toHaveTextContent('閱讀簡體中文的會員會收到繁體中文的內容，自動轉換字體。')
    expect(warning).toHaveTextContent('閱讀英文的會員會收到繁體中文原文。')
    await user.click(screen.getByTestId('notice-preview-toggle'))
    expect(
      within(screen.getByTestId('notice-preview'))
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['八號風球', '八號風球', '八號風球'])
    await user.click(screen.getByTestId('notice-submit'))
    await waitFor(() => expect(api.find('POST /admin/api/notices')).toHaveLength(1))
    expect(api.find('POST /admin/api/notices')[0]?.body).toEqual({
      audience: 'ALL',
      title: { 'zh-Hant': '八號風球', 'zh-Hans': '', en: '' },
      content: { 'zh-Hant': '今日暫停交收', 'zh-Hans': '', en: '' },
    })
  })

  it('sends to one member, showing the server refusal beside the member id', async () => {
    const api = server()
    const user = userEvent.setup()
    open()
    await screen.findByTestId('notice-form', {}, LOADED)
    await user.selectOptions(screen.getByTestId('notice-audience'), 'MEMBER')
    await user.type(screen.getByTestId('notice-member'), '404')
    await fill(user)
    await user.click(screen.getByTestId('notice-submit'))
    await waitFor(() => expect(screen.getByTestId('notice-member')).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByText('找不到收件會員')).toBeInTheDocument()
    await user.clear(screen.getByTestId('notice-member'))
    await user.type(screen.getByTestId('notice-member'), '42')
    await user.click(screen.getByTestId('notice-submit'))
    expect(await screen.findByTestId('notice-done', {}, LOADED)).toHaveTextContent('通知正在發送。')
    expect(api.find('POST /admin/api/notices').at(-1)?.body).toEqual({
      audience: 'MEMBER',
      memberId: '42',
      title: { 'zh-Hant': 'T zh-Hant', 'zh-Hans': 'T zh-Hans', en: 'T en' },
      content: { 'zh-Hant': 'C zh-Hant', 'zh-Hans': 'C zh-Hans', en: 'C en' },
    })
    // The form is empty again for the next notice.
    expect(screen.getByTestId('notice-title-en')).toHaveValue('')
  })

  it('schedules at a Hong Kong time, previewing every language first', async () => {
    const api = server()
    const user = userEvent.setup()
    open()
    await screen.findByTestId('notice-form', {}, LOADED)
    await fill(user)
    await user.click(screen.getByTestId('notice-preview-toggle'))
    const preview = screen.getByTestId('notice-preview')
    expect(
      within(preview)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['T zh-Hant', 'T zh-Hans', 'T en'])
    await user.click(screen.getByTestId('notice-when-later'))
    const future = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000)
    const hk = new Date(future.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 11)
    const local = `${hk}09:30`
    // datetime-local takes its value whole, as a picker sets it.
    await user.type(screen.getByTestId('notice-send-at'), local)
    await user.click(screen.getByTestId('notice-submit'))
    await waitFor(() => expect(api.find('POST /admin/api/notices')).toHaveLength(1))
    expect((api.find('POST /admin/api/notices')[0]?.body as { sendAt?: string } | undefined)?.sendAt).toBe(
      new Date(`${local}:00+08:00`).toISOString(),
    )
  })

  it('lists notices with status and recipients, and cancels a scheduled one after asking', async () => {
    const api = server()
    const user = userEvent.setup()
    open()
    const rows = await screen.findAllByTestId('notice-row', {}, LOADED)
    expect(rows[0]).toHaveTextContent('已預約')
    expect(rows[1]).toHaveTextContent('已發送')
    expect(rows[1]).toHaveTextContent('1200')
    expect(within(rows[1] as HTMLElement).queryByTestId('notice-cancel')).toBeNull()
    await user.click(within(rows[0] as HTMLElement).getByTestId('notice-cancel'))
    await user.click(screen.getByTestId('confirm-action-ok'))
    await waitFor(() => expect(api.find('POST /admin/api/notices/2/cancel')).toHaveLength(1))
    await waitFor(() => expect(screen.getAllByTestId('notice-row')[0]).toHaveTextContent('已取消'))
  })
})
