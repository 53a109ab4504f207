/** My shop in the member space: settings saved exactly, pickup points, and a SKU's stock set in place. */
import type { ShopSettings } from '@kaifong/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { card, myListing } from '../../../testing/factories.ts'
import { fail, fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import MyShopPage from './MyShopPage.tsx'

const SHOP: ShopSettings = {
  id: '3',
  memberId: '1',
  storeName: '阿明潮流店',
  storeLogo: '/media/shop/logo.webp',
  banner: '',
  storeDesc: '潮流服飾',
  district: 'SHA_TIN',
  score: '',
  reviewCount: 0,
  goodsCount: 1,
  createTime: '2026-11-01T10:00:00+08:00',
  status: 'OPEN',
  deliveryFee: '30.00',
  lockerFee: '25.00',
  convenienceFee: '20.00',
  freeShippingOver: null,
  addresses: [{ id: '8', name: '沙田門市', district: 'SHA_TIN', detail: '沙田正街 1 號', hours: '' }],
}
const GOODS = myListing({
  id: '70',
  storeId: '3',
  skus: [
    { id: '41', specs: [{ name: '尺寸', value: 'S' }], price: '99.00', stock: 3, image: '' },
    { id: '42', specs: [{ name: '尺寸', value: 'M' }], price: '99.00', stock: 0, image: '' },
  ],
})

function api(extra = {}) {
  return fakeApi({
    'GET /buyer/store/store/apply': () => ({ id: '3', status: 'OPEN', storeName: '阿明潮流店' }),
    'GET /buyer/store/store/mine': () => SHOP,
    'GET /buyer/goods/goods/es': () => ({
      records: [card({ id: '70', goodsName: 'T恤' })],
      total: 1,
      size: 20,
      current: 1,
      pages: 1,
    }),
    'GET /buyer/goods/goods/get/70': () => GOODS,
    ...extra,
  })
}

beforeEach(() => signIn())
afterEach(() => vi.unstubAllGlobals())

describe('MyShopPage', () => {
  it('sends a member without an open shop to the application', async () => {
    fakeApi({ 'GET /buyer/store/store/apply': () => null })
    renderAt('/setting/shop', <MyShopPage />)
    expect(await screen.findByRole('link', { name: '申請開店' })).toHaveAttribute('href', '/shopEntry')
  })

  it('links to the shop page and its orders, and saves the fees exactly', async () => {
    const server = api({ 'PUT /buyer/store/store/mine': () => ({ ...SHOP, deliveryFee: '35.50' }) })
    const user = userEvent.setup()
    renderAt('/setting/shop', <MyShopPage />)
    expect(await screen.findByTestId('my-shop-page-link')).toHaveAttribute('href', '/merchant?id=3')
    expect(screen.getByRole('link', { name: '店鋪訂單' })).toHaveAttribute('href', '/setting/shop-orders')
    const delivery = screen.getByLabelText('送貨')
    expect(delivery).toHaveValue('30.00')
    await user.clear(delivery)
    await user.type(delivery, '35.555')
    await user.click(screen.getByTestId('shop-settings-save'))
    expect(await screen.findByText('請輸入金額，例如 30 或 25.50（最多兩位小數）')).toBeInTheDocument()
    expect(server.find('PUT /buyer/store/store/mine')).toHaveLength(0)
    await user.clear(delivery)
    await user.type(delivery, '35.5')
    await user.type(screen.getByLabelText('滿額免運費'), '500')
    await user.click(screen.getByTestId('shop-settings-save'))
    await waitFor(() => expect(server.find('PUT /buyer/store/store/mine')).toHaveLength(1))
    expect(server.find('PUT /buyer/store/store/mine')[0]?.body).toMatchObject({
      deliveryFee: '35.50',
      lockerFee: '25.00',
      convenienceFee: '20.00',
      freeShippingOver: '500.00',
      storeDesc: '潮流服飾',
    })
  })

  it('sets a SKU stock in place, refusing a fraction before sending', async () => {
    const server = api({
      'PUT /buyer/goods/goods/sku/stock': () => ({ ...GOODS.skus[1], stock: 12 }),
    })
    const user = userEvent.setup()
    renderAt('/setting/shop', <MyShopPage />)
    await user.click(await screen.findByText('T恤'))
    const input = await screen.findByLabelText('尺寸 M 的庫存')
    expect(input).toHaveValue('0')
    await user.clear(input)
    await user.type(input, '1.5')
    await user.click(screen.getByRole('button', { name: '儲存 尺寸 M 的庫存' }))
    expect(await screen.findByText('庫存須為 0 至 99999 的整數')).toBeInTheDocument()
    expect(server.find('PUT /buyer/goods/goods/sku/stock')).toHaveLength(0)
    await user.clear(input)
    await user.type(input, '12')
    await user.click(screen.getByRole('button', { name: '儲存 尺寸 M 的庫存' }))
    await waitFor(() => expect(server.find('PUT /buyer/goods/goods/sku/stock')).toHaveLength(1))
    expect(server.find('PUT /buyer/goods/goods/sku/stock')[0]?.body).toEqual({ skuId: '42', stock: 12 })
  })

  it('adds a pickup point and shows the server refusal beside its field', async () => {
    let tries = 0
    const server = api({
      'POST /buyer/store/store/mine/address': () =>
        ++tries === 1
          ? fail(400, 10001, '參數錯誤', [{ field: 'detail', message: '地址不可超過 140 字' }])
          : { id: '9', name: '大圍', district: 'SHA_TIN', detail: '大圍道 2 號', hours: '' },
    })
    const user = userEvent.setup()
    renderAt('/setting/shop', <MyShopPage />)
    expect(await screen.findAllByTestId('pickup-item')).toHaveLength(1)
    await user.click(screen.getByTestId('pickup-add'))
    const form = within(screen.getByTestId('pickup-form'))
    await user.type(form.getByLabelText('名稱'), '大圍')
    await user.selectOptions(form.getByLabelText('地區'), 'SHA_TIN')
    await user.type(form.getByLabelText('地址'), '大圍道 2 號')
    await user.click(form.getByTestId('pickup-save'))
    expect(await form.findByText('地址不可超過 140 字')).toBeInTheDocument()
    await user.click(form.getByTestId('pickup-save'))
    await waitFor(() => expect(screen.queryByTestId('pickup-form')).not.toBeInTheDocument())
    expect(server.find('POST /buyer/store/store/mine/address')[1]?.body).toEqual({
      name: '大圍',
      district: 'SHA_TIN',
      detail: '大圍道 2 號',
      hours: '',
    })
  })
})
