import type { GoodsDetail } from '@kaifong/contract'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession } from '../../lib/session.ts'
import { detail, emptyPage, seller } from '../../testing/factories.ts'
import { fakeApi, ok } from '../../testing/fake-api.ts'
import { renderAt } from '../../testing/render.tsx'
import { signIn } from '../../testing/session.ts'
import GoodsDetailPage from './GoodsDetailPage.tsx'

const shopGoods = (over: Partial<GoodsDetail> = {}) =>
  detail({
    storeId: '3',
    storeName: '街坊小店',
    storeLogo: '/media/logo.webp',
    skus: [
      { id: '11', specs: [{ name: '顏色', value: '黑色' }], price: '120.00', stock: 4, image: '' },
      { id: '12', specs: [{ name: '顏色', value: '白色' }], price: '99.50', stock: 2, image: '' },
    ],
    skuId: '11',
    ...over,
  })

function open(goods: GoodsDetail, query = '') {
  fakeApi({
    'GET /buyer/goods/goods/get/5': ok(goods),
    'GET /buyer/goods/goods/seller/9': ok(seller()),
    'GET /buyer/goods/goods/OthersGoodsList': ok(emptyPage),
    'GET /buyer/goods/goods/es/related': ok([]),
  })
  return renderAt(`/goodsDetail?goodsId=5${query}`, <GoodsDetailPage />)
}

beforeEach(() => clearSession())
afterEach(() => vi.unstubAllGlobals())

describe('GoodsDetailPage, a shop’s listing', () => {
  it('links to the shop and shows the SKU choice with chat and the cart, without an offer', async () => {
    signIn()
    open(shopGoods(), '&skuId=12')
    const shop = await screen.findByTestId('detail-shop')
    expect(shop).toHaveAttribute('href', '/merchant?id=3')
    expect(shop).toHaveTextContent('街坊小店')
    expect(await screen.findByTestId('sku-price')).toHaveTextContent('HK$99.50')
    expect(screen.queryByTestId('detail-price')).not.toBeInTheDocument()
    expect(
      within(screen.getByRole('group', { name: '顏色' })).getByRole('button', { name: '白色' }),
    ).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByTestId('add-to-cart')).toBeEnabled()
    expect(screen.getByTestId('chat-button')).toBeInTheDocument()
    expect(screen.queryByTestId('offer-button')).not.toBeInTheDocument()
  })

  it('keeps a member’s one-off listing as it was: its price, chat and offer, no cart', async () => {
    signIn()
    open(detail())
    expect(await screen.findByTestId('detail-price')).toHaveTextContent('HK$3,200')
    expect(screen.getByTestId('offer-button')).toBeInTheDocument()
    expect(screen.queryByTestId('detail-shop')).not.toBeInTheDocument()
    expect(screen.queryByTestId('sku-panel')).not.toBeInTheDocument()
  })

  it('shows the shop its own listing with the owner’s notice, not the cart', async () => {
    signIn('9', 'Ken')
    open(shopGoods({ isOwner: true }))
    expect(await screen.findByTestId('owner-notice')).toBeInTheDocument()
    expect(screen.getByTestId('detail-price')).toBeInTheDocument()
    expect(screen.queryByTestId('sku-panel')).not.toBeInTheDocument()
  })
})
