import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { myListing } from '../../testing/factories.ts'
import { fakeApi } from '../../testing/fake-api.ts'
import { renderAt } from '../../testing/render.tsx'
import { signIn } from '../../testing/session.ts'
import MyGoodsPage from './MyGoodsPage.tsx'

const page = (records: object[]) => ({ records, total: records.length, size: 20, current: 1, pages: 1 })

beforeEach(() => signIn())
afterEach(() => vi.unstubAllGlobals())

describe('MyGoodsPage', () => {
  it('offers to list a first item when there is nothing yet', async () => {
    fakeApi({ 'GET /buyer/goods/goods/MyGoodsList': () => page([]) })
    renderAt('/setting/goods', <MyGoodsPage />)
    const empty = await screen.findByTestId('empty-state')
    expect(empty).toHaveTextContent('你仲未刊登任何貨品')
    expect(screen.getByRole('link', { name: '刊登第一件貨品' })).toHaveAttribute('href', '/sell')
  })

  it('lists by label from the tabs, each card labelled and with its owner tools', async () => {
    const server = fakeApi({
      'GET /buyer/members/point': () => ({ point: 10 }),
      'GET /buyer/goods/goods/MyGoodsList': (call) =>
        call.search.get('label') === 'EXPIRED'
          ? page([myListing({ id: '8', goodsName: 'Old lamp', marketEnable: 'UPPER', label: 'EXPIRED' })])
          : page([myListing({ marketEnable: 'UPPER', label: 'LISTED' }), myListing({ id: '9' })]),
    })
    const user = userEvent.setup()
    renderAt('/setting/goods', <MyGoodsPage />)
    expect(await screen.findAllByTestId('goods-card')).toHaveLength(2)
    expect(screen.getByText('刊登中', { selector: '.goods-label' })).toBeInTheDocument()
    expect(screen.getAllByTestId('owner-tools')).toHaveLength(2)
    await user.click(screen.getByTestId('tab-EXPIRED'))
    expect(await screen.findByText('Old lamp')).toBeInTheDocument()
    expect(screen.getByTestId('tab-EXPIRED')).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(1))
    expect(screen.getByTestId('tool-putUp')).toBeInTheDocument()
    const labels = server.find('GET /buyer/goods/goods/MyGoodsList').map((c) => c.search.get('label'))
    expect(labels).toEqual([null, 'EXPIRED'])
  })
})
