/** The sell wizard for a shop owner (docs/product/shop-goods.md): the SKU grid, its checks and the body sent. */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { image, myListing } from '../../../testing/factories.ts'
import { type Call, fakeApi } from '../../../testing/fake-api.ts'
import { FakeXhr, photoFile } from '../../../testing/fake-xhr.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import SellPage from './SellPage.tsx'

const TREE = [
  {
    id: '1',
    parentId: '0',
    level: 1,
    name: '手機及配件',
    image: '',
    children: [{ id: '11', parentId: '1', level: 2, name: '手機', image: '', children: [] }],
  },
]

function api(extra: Record<string, (call: Call) => unknown> = {}) {
  return fakeApi({
    'GET /buyer/goods/category/get/0': () => TREE,
    'GET /buyer/members/point': () => ({ point: 0 }),
    'GET /buyer/member/address': () => [],
    'GET /buyer/store/store/apply': () => ({ id: '3', status: 'OPEN' }),
    'POST /buyer/goods/goods/create': () => myListing({ id: '900', storeId: '3' }),
    ...extra,
  })
}

beforeEach(() => {
  FakeXhr.reset()
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  signIn()
})
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

type User = ReturnType<typeof userEvent.setup>
const rows = () => screen.queryAllByTestId('sku-row')

async function addDim(user: User, index: number, name: string, values: string[]) {
  await user.click(screen.getByTestId('sku-add-dim'))
  const dim = within(screen.getByTestId(`sku-dim-${index}`))
  await user.type(dim.getByLabelText('名稱'), name)
  for (const v of values) await user.type(dim.getByLabelText('新選項'), `${v}{Enter}`)
}

async function asShop(user: User) {
  await user.click(await screen.findByRole('switch', { name: '以我的店鋪出售（規格、庫存、購物車）' }))
  await screen.findByTestId('sku-editor')
}

describe('sell as my shop', () => {
  it('builds the grid from two dimensions (2 × 3 → 6) and keeps typed rows when a value goes', async () => {
    api()
    const user = userEvent.setup()
    renderAt('/sell', <SellPage />)
    await asShop(user)
    expect(rows()).toHaveLength(1)
    expect(screen.queryByTestId('sell-price')).not.toBeInTheDocument()
    await addDim(user, 0, '顏色', ['黑', '白'])
    await addDim(user, 1, '尺寸', ['S', 'M', 'L'])
    expect(rows()).toHaveLength(6)
    expect(rows().map((r) => r.querySelector('.sku-row-name')?.textContent)).toEqual([
      '顏色 黑 · 尺寸 S',
      '顏色 黑 · 尺寸 M',
      '顏色 黑 · 尺寸 L',
      '顏色 白 · 尺寸 S',
      '顏色 白 · 尺寸 M',
      '顏色 白 · 尺寸 L',
    ])
    await user.type(within(rows()[0] as HTMLElement).getByTestId('sku-price'), '88')
    await user.click(screen.getByRole('button', { name: '刪除 白' }))
    expect(rows()).toHaveLength(3)
    expect(within(rows()[0] as HTMLElement).getByTestId('sku-price')).toHaveValue('88')
    // A value twice is refused where it is typed.
    await user.type(within(screen.getByTestId('sku-dim-0')).getByLabelText('新選項'), '黑{Enter}')
    expect(screen.getByText('已有這個選項')).toBeInTheDocument()
    expect(rows()).toHaveLength(3)
  })

  it('checks the SKUs with the contract, then sends them without price or duration', async () => {
    const server = api()
    const user = userEvent.setup({ applyAccept: false })
    renderAt('/sell', <SellPage />)
    await user.click(screen.getByTestId('category-trigger'))
    await user.click(await screen.findByTestId('category-1'))
    await user.click(screen.getByTestId('category-11'))
    await user.upload(screen.getByTestId('photo-input'), photoFile())
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument())
    await user.type(screen.getByTestId('sell-name'), 'T-shirt')
    await user.type(screen.getByTestId('sell-intro'), '純棉')
    await user.click(screen.getByTestId('condition-1'))
    await asShop(user)
    await addDim(user, 0, '顏色', ['黑', '白'])
    await user.type(screen.getByLabelText('全部價格（HK$）'), '0')
    await user.click(screen.getByTestId('sku-bulk-price-apply'))
    await user.type(screen.getByLabelText('全部庫存'), '5')
    await user.click(screen.getByTestId('sku-bulk-stock-apply'))
    const publish = screen.getByTestId('publish')
    expect(publish).toHaveTextContent('刊登到我的店鋪')
    expect(publish).toBeEnabled()
    await user.click(publish)
    expect(await screen.findAllByText('價錢須大於 HK$0')).toHaveLength(2)
    expect(server.find('POST /buyer/goods/goods/create')).toHaveLength(0)

    await user.clear(screen.getByLabelText('全部價格（HK$）'))
    await user.type(screen.getByLabelText('全部價格（HK$）'), '99.5')
    await user.click(screen.getByTestId('sku-bulk-price-apply'))
    await user.click(publish)
    expect(await screen.findByText('goods detail page')).toBeInTheDocument()
    const body = server.find('POST /buyer/goods/goods/create')[0]?.body as Record<string, unknown>
    expect(body.skus).toEqual([
      { specs: [{ name: '顏色', value: '黑' }], price: '99.50', stock: 5, image: '' },
      { specs: [{ name: '顏色', value: '白' }], price: '99.50', stock: 5, image: '' },
    ])
    expect(body).not.toHaveProperty('openDays')
    expect(body).not.toHaveProperty('price')
  })

  it('edits a shop listing: loads its SKUs and sends their ids back', async () => {
    const goods = myListing({
      storeId: '3',
      images: [image('a'), image('b')],
      skus: [
        { id: '41', specs: [{ name: '尺寸', value: 'S' }], price: '10.00', stock: 2, image: '' },
        {
          id: '42',
          specs: [{ name: '尺寸', value: 'M' }],
          price: '12.00',
          stock: 0,
          image: '/media/goods/b.webp',
        },
      ],
    })
    const server = api({
      'GET /buyer/goods/goods/get/7': () => goods,
      'POST /buyer/goods/goods/contacts/7': () => ({ contacts: [], revealsLeft: 20 }),
      'PUT /buyer/goods/goods/update': () => goods,
    })
    const user = userEvent.setup()
    renderAt('/sell?goodsId=7', <SellPage />)
    expect(await screen.findByTestId('sku-editor')).toBeInTheDocument()
    expect(screen.queryByRole('switch', { name: /以我的店鋪出售/ })).not.toBeInTheDocument()
    expect(rows()).toHaveLength(2)
    expect(screen.getByLabelText('尺寸 M 的相片')).toHaveValue('b')
    await user.clear(within(rows()[1] as HTMLElement).getByTestId('sku-stock'))
    await user.type(within(rows()[1] as HTMLElement).getByTestId('sku-stock'), '7')
    await user.click(screen.getByTestId('publish'))
    expect(await screen.findByText('goods detail page')).toBeInTheDocument()
    const sent = server.find('PUT /buyer/goods/goods/update')[0]?.body as { skus: unknown } | undefined
    expect(sent?.skus).toEqual([
      { id: '41', specs: [{ name: '尺寸', value: 'S' }], price: '10.00', stock: 2, image: '' },
      { id: '42', specs: [{ name: '尺寸', value: 'M' }], price: '12.00', stock: 7, image: 'b' },
    ])
  })
})
