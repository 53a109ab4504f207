import type { Footprint } from '@kaifong/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { card } from '../../../testing/factories.ts'
import { fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import TracksPage from './TracksPage.tsx'

const BASE = '/buyer/member/footprint'
const now = Date.now()
const track = (id: string, hoursAgo: number): Footprint => ({
  ...card({ id, goodsName: `Item ${id}` }),
  viewTime: new Date(now - hoursAgo * 3_600_000).toISOString(),
})
const page = (records: Footprint[]) => ({ records, total: records.length, size: 20, current: 1, pages: 1 })

function setup(records: Footprint[]) {
  let current = records
  const api = fakeApi({
    [`GET ${BASE}`]: () => page(current),
    [`DELETE ${BASE}`]: () => {
      current = []
      return null
    },
    [`DELETE ${BASE}/delByIds/*`]: (call) => {
      const gone = decodeURIComponent(call.path.slice(`${BASE}/delByIds/`.length)).split(',')
      current = current.filter((t) => !gone.includes(t.id))
      return null
    },
  })
  renderAt('/setting/tracks', <TracksPage />)
  return { api, user: userEvent.setup() }
}

beforeEach(() => {
  signIn()
})
afterEach(() => vi.unstubAllGlobals())

describe('TracksPage', () => {
  it('groups the history by day', async () => {
    setup([track('1', 0), track('2', 0.5), track('3', 30), track('4', 24 * 9)])
    expect(await screen.findByRole('heading', { name: '今日' })).toBeInTheDocument()
    expect(screen.getAllByTestId('track-item')).toHaveLength(4)
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(headings[0]).toBe('今日')
    expect(headings.length).toBeGreaterThanOrEqual(3)
  })

  it('deletes the selected tracks with one delByIds call', async () => {
    const { api, user } = setup([track('11', 0), track('12', 1), track('13', 2)])
    await screen.findAllByTestId('track-item')
    await user.click(screen.getByTestId('tracks-manage'))
    const remove = screen.getByTestId('tracks-delete-selected')
    expect(remove).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: '選擇「Item 11」' }))
    await user.click(screen.getByRole('checkbox', { name: '選擇「Item 13」' }))
    expect(screen.getByText('已選 2 項')).toBeInTheDocument()
    await user.click(remove)
    await waitFor(() => expect(screen.getAllByTestId('track-item')).toHaveLength(1))
    const deletes = api.calls.filter((c) => c.method === 'DELETE')
    expect(deletes.map((c) => c.path)).toEqual([`${BASE}/delByIds/11,13`])
    expect(screen.getByText('Item 12')).toBeInTheDocument()
  })

  it('selects every loaded track with "select all"', async () => {
    const { api, user } = setup([track('21', 0), track('22', 1)])
    await screen.findAllByTestId('track-item')
    await user.click(screen.getByTestId('tracks-manage'))
    await user.click(screen.getByTestId('tracks-select-all'))
    await user.click(screen.getByTestId('tracks-delete-selected'))
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true))
    expect(api.calls.find((c) => c.method === 'DELETE')?.path).toBe(`${BASE}/delByIds/21,22`)
    expect(await screen.findByText('暫時沒有瀏覽記錄')).toBeInTheDocument()
  })

  it('deletes one track from its card menu', async () => {
    const { api, user } = setup([track('31', 0), track('32', 1)])
    const [first] = await screen.findAllByTestId('track-item')
    if (!first) throw new Error('no track')
    await user.click(within(first).getByTestId('goods-card-menu'))
    await user.click(within(first).getByTestId('track-delete'))
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'DELETE')?.path).toBe(`${BASE}/delByIds/31`),
    )
  })

  it('clears everything only after confirmation', async () => {
    const { api, user } = setup([track('41', 0)])
    await screen.findAllByTestId('track-item')
    await user.click(screen.getByTestId('tracks-clear'))
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false)
    await user.click(screen.getByTestId('confirm-ok'))
    await waitFor(() => expect(api.sent('DELETE', BASE)).toHaveLength(1))
    expect(await screen.findByText('暫時沒有瀏覽記錄')).toBeInTheDocument()
  })
})
