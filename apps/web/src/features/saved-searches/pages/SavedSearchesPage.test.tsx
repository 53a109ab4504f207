import type { SavedSearch } from '@kaifong/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../../lib/i18n.ts'
import { fail, fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import SavedSearchesPage from './SavedSearchesPage.tsx'

const search = (id: string, over: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  name: `搜尋 ${id}`,
  params: { goodsName: 'switch', minPrice: '100.00', maxPrice: '500.00', categoryId: '3' },
  alert: true,
  email: false,
  createTime: '2026-11-23T10:00:00Z',
  lastAlertTime: null,
  ...over,
})

/** A fake server holding a list the page changes. */
function server(initial: SavedSearch[]) {
  let list = initial
  return fakeApi({
    'GET /buyer/member/saved-searches': () => list,
    'PUT /buyer/member/saved-searches/*': (call) => {
      const id = call.path.split('/').at(-1)
      const body = call.body as Partial<SavedSearch>
      if (body.name === 'x'.repeat(3))
        return fail(400, 4002, '參數錯誤', [{ field: 'name', message: '名稱太短了' }])
      list = list.map((s) => (s.id === id ? { ...s, ...body } : s))
      return list.find((s) => s.id === id)
    },
    'DELETE /buyer/member/saved-searches/*': (call) => {
      list = list.filter((s) => s.id !== call.path.split('/').at(-1))
      return null
    },
  })
}

beforeEach(() => signIn())
afterEach(async () => {
  vi.unstubAllGlobals()
  await setLanguage('zh-Hant')
})

describe('SavedSearchesPage', () => {
  it('lists each search with what it looks for and a link that opens it', async () => {
    server([
      search('1', { lastAlertTime: '2026-11-23T12:00:00Z' }),
      search('2', { params: { storeId: '9' } }),
    ])
    renderAt('/setting/saved-searches', <SavedSearchesPage />)
    const items = await screen.findAllByTestId('saved-search')
    expect(items).toHaveLength(2)
    const [first] = items
    if (!first) throw new Error('no item')
    expect(within(first).getByText('「switch」 · HK$100 至 500 · 篩選：1 項')).toBeInTheDocument()
    expect(within(first).getByText(/上次通知/)).toBeInTheDocument()
    expect(within(first).getByRole('link', { name: '開啟搜尋「搜尋 1」' })).toHaveAttribute(
      'href',
      '/goodsList?goodsName=switch&minPrice=100.00&maxPrice=500.00&categoryId=3',
    )
    expect(screen.getByText('已儲存 2 / 20 個')).toBeInTheDocument()
  })

  it('turns alerts and mail on and off by keyboard; mail needs alerts', async () => {
    const api = server([search('1')])
    renderAt('/setting/saved-searches', <SavedSearchesPage />)
    const mail = await screen.findByRole('checkbox', { name: '同時寄電郵' })
    mail.focus()
    await userEvent.keyboard(' ')
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '同時寄電郵' })).toBeChecked())
    await userEvent.click(screen.getByRole('checkbox', { name: '有新貨品通知我' }))
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '有新貨品通知我' })).not.toBeChecked())
    expect(screen.getByRole('checkbox', { name: '同時寄電郵' })).toBeDisabled()
    expect(screen.getByRole('checkbox', { name: '同時寄電郵' })).not.toBeChecked()
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/buyer/member/saved-searches/1', { email: true }],
      ['/buyer/member/saved-searches/1', { alert: false }],
    ])
  })

  it('renames, showing the server’s message beside the field', async () => {
    server([search('1')])
    renderAt('/setting/saved-searches', <SavedSearchesPage />)
    await userEvent.click(await screen.findByRole('button', { name: '為「搜尋 1」改名' }))
    const input = screen.getByLabelText('名稱')
    await userEvent.clear(input)
    await userEvent.type(input, 'xxx{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('名稱太短了')
    await userEvent.clear(input)
    await userEvent.type(input, '平價 Switch{Enter}')
    expect(await screen.findByRole('link', { name: '開啟搜尋「平價 Switch」' })).toBeInTheDocument()
  })

  it('deletes after a confirmation, and shows the way to search when none is left', async () => {
    const api = server([search('1')])
    renderAt('/setting/saved-searches', <SavedSearchesPage />)
    await userEvent.click(await screen.findByRole('button', { name: '刪除「搜尋 1」' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: '刪除' }))
    expect(
      await screen.findByText('仲未有儲存搜尋。搜尋你想要嘅嘢，然後撳「儲存搜尋」。'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '搜尋貨品' })).toHaveAttribute('href', '/goodsList')
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/buyer/member/saved-searches/1',
    ])
  })

  it('speaks English and Simplified Chinese too', async () => {
    server([search('1', { params: { goodsName: 'ipad', exact: '1' } })])
    await setLanguage('en')
    const view = renderAt('/setting/saved-searches', <SavedSearchesPage />)
    expect(await screen.findByText('“ipad” · exact words')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Notify me of new listings' })).toBeChecked()
    view.unmount()
    await setLanguage('zh-Hans')
    renderAt('/setting/saved-searches', <SavedSearchesPage />)
    expect(await screen.findByRole('checkbox', { name: '有新商品时通知我' })).toBeChecked()
  })
})
