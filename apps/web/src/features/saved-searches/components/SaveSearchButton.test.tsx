import { ErrorCode } from '@kaifong/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearSession } from '../../../lib/session.ts'
import { authDialog, closeAuth, toasts } from '../../../lib/ui.ts'
import { fail, fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import { SaveSearchButton } from './SaveSearchButton.tsx'

const params = { goodsName: '梳化', maxPrice: '500.00' }
const saved = {
  id: '7',
  name: '梳化',
  params,
  alert: true,
  email: false,
  createTime: '2026-11-23T10:00:00Z',
  lastAlertTime: null,
}

afterEach(() => {
  vi.unstubAllGlobals()
  clearSession()
  closeAuth()
})

describe('SaveSearchButton', () => {
  it('offers a visitor the login dialog, coming back to the same search, and saves nothing', async () => {
    const server = fakeApi({})
    renderAt(
      '/goodsList?goodsName=梳化&maxPrice=500',
      <SaveSearchButton offer params={params} name="梳化" />,
      {
        route: '/goodsList',
      },
    )
    expect(screen.getByRole('heading', { name: '有貨就通知我' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /儲存呢個搜尋/ }))
    expect(authDialog.get()).toMatchObject({
      open: true,
      mode: 'login',
      reason: 'saveSearch',
    })
    expect(decodeURIComponent(authDialog.get().rePath ?? '')).toBe('/goodsList?goodsName=梳化&maxPrice=500')
    expect(server.calls).toEqual([])
  })

  it('saves the search for a member, by keyboard, then says so and links to the saved searches', async () => {
    signIn()
    const server = fakeApi({ 'POST /buyer/member/saved-searches': () => saved })
    renderAt('/goodsList', <SaveSearchButton params={params} name="梳化" />)
    const button = screen.getByRole('button', { name: /儲存搜尋/ })
    button.focus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByTestId('save-search-done')).toHaveTextContent('已儲存')
    expect(screen.getByRole('link', { name: '已儲存的搜尋' })).toHaveAttribute(
      'href',
      '/setting/saved-searches',
    )
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { name: '梳化', query: params },
    ])
  })

  it('treats "already saved" as saved, and shows the server’s message for a full list', async () => {
    signIn()
    fakeApi({
      'POST /buyer/member/saved-searches': () =>
        fail(409, ErrorCode.SAVED_SEARCH_EXISTS, '你已經儲存咗呢個搜尋'),
    })
    const first = renderAt('/goodsList', <SaveSearchButton params={params} name="梳化" />)
    await userEvent.click(screen.getByRole('button', { name: /儲存搜尋/ }))
    expect(await screen.findByTestId('save-search-done')).toBeInTheDocument()
    first.unmount()
    fakeApi({
      'POST /buyer/member/saved-searches': () =>
        fail(409, ErrorCode.SAVED_SEARCH_LIMIT, '最多只可儲存 20 個搜尋，請先刪除不需要的'),
    })
    renderAt('/goodsList', <SaveSearchButton params={params} name="梳化" />)
    await userEvent.click(screen.getByRole('button', { name: /儲存搜尋/ }))
    await waitFor(() => expect(screen.getByRole('button', { name: /儲存搜尋/ })).toBeEnabled())
    expect(screen.queryByTestId('save-search-done')).not.toBeInTheDocument()
    expect(toasts.get().map((t) => [t.kind, t.message])).toContainEqual([
      'error',
      '最多只可儲存 20 個搜尋，請先刪除不需要的',
    ])
  })
})
