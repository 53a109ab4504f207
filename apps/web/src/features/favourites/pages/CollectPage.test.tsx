import type { Collection } from '@kaifong/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { card, emptyPage } from '../../../testing/factories.ts'
import { fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import CollectPage from './CollectPage.tsx'

const LIST = '/buyer/goods/goods/Collection'
const saved = (id: string, over: Partial<Collection> = {}): Collection => ({
  ...card({ id, goodsName: `Item ${id}` }),
  collectTime: '2025-01-12T10:00:00+08:00',
  ...over,
})

beforeEach(() => {
  signIn()
})
afterEach(() => vi.unstubAllGlobals())

describe('CollectPage', () => {
  it('pages 10 at a time, labels listings that are no longer up, and removes one', async () => {
    let records = [saved('1'), saved('2', { label: 'SOLD', marketEnable: 'SOLD_OUT' })]
    const api = fakeApi({
      [`GET ${LIST}`]: () => ({ records, total: records.length, size: 10, current: 1, pages: 1 }),
      'DELETE /buyer/member/collection/delete/GOODS/*': (call) => {
        records = records.filter((r) => !call.path.endsWith(`/${r.id}`))
        return null
      },
    })
    const user = userEvent.setup()
    renderAt('/collect', <CollectPage />)
    const cards = await screen.findAllByTestId('goods-card')
    expect(cards).toHaveLength(2)
    expect(api.calls[0]?.search.get('pageSize')).toBe('10')
    expect(within(cards[1] as HTMLElement).getByText('已售出')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '取消收藏「Item 1」' }))
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(1))
    expect(api.sent('DELETE', '/buyer/member/collection/delete/GOODS/1')).toHaveLength(1)
  })

  it('shows an empty state that leads home', async () => {
    fakeApi({ [`GET ${LIST}`]: () => emptyPage })
    renderAt('/collect', <CollectPage />)
    expect(await screen.findByText('你還未收藏任何貨品')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/')
  })

  it('lists favourite shops in their tab, each linking to its page, and unfavourites one', async () => {
    let shops = [
      {
        id: '3',
        storeName: '阿明潮流店',
        storeLogo: '',
        district: 'SHA_TIN',
        score: '4.8',
        goodsCount: 12,
        collectTime: '2026-11-20T10:00:00+08:00',
      },
      {
        id: '4',
        storeName: '二手書屋',
        storeLogo: '',
        district: 'WAN_CHAI',
        score: '',
        goodsCount: 3,
        collectTime: '2026-11-19T10:00:00+08:00',
      },
    ]
    const api = fakeApi({
      [`GET ${LIST}`]: () => emptyPage,
      'GET /buyer/member/collection/STORE': () => ({
        records: shops,
        total: shops.length,
        size: 10,
        current: 1,
        pages: 1,
      }),
      'DELETE /buyer/member/collection/delete/STORE/*': (call) => {
        shops = shops.filter((s) => !call.path.endsWith(`/${s.id}`))
        return null
      },
    })
    const user = userEvent.setup()
    renderAt('/collect', <CollectPage />)
    await user.click(await screen.findByRole('tab', { name: '店鋪' }))
    const items = await screen.findAllByTestId('favourite-shop')
    expect(items).toHaveLength(2)
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/merchant?id=3')
    expect(items[0]).toHaveTextContent('評分 4.8')
    await user.click(screen.getByRole('button', { name: '取消收藏店鋪「阿明潮流店」' }))
    await waitFor(() => expect(screen.getAllByTestId('favourite-shop')).toHaveLength(1))
    expect(api.sent('DELETE', '/buyer/member/collection/delete/STORE/3')).toHaveLength(1)
  })
})
