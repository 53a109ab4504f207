import type { ShopPage } from '@kaifong/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../../lib/i18n.ts'
import { authDialog } from '../../../lib/ui.ts'
import { card, pageOf } from '../../../testing/factories.ts'
import { fail, fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import MerchantPage from './MerchantPage.tsx'

const shop = (over: Partial<ShopPage> = {}): ShopPage => ({
  id: '7',
  memberId: '9',
  storeName: '阿明二手電器',
  storeLogo: '/media/goods/logo.webp',
  banner: '',
  storeDesc: '旺角二手電器，保用三個月',
  district: 'YAU_TSIM_MONG',
  score: '4.7',
  reviewCount: 12,
  goodsCount: 2,
  createTime: '2026-11-20T02:00:00Z',
  ...over,
})

afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('zh-Hant')
})

function server(over: Partial<ShopPage> = {}, favourite = false) {
  return fakeApi({
    'GET /buyer/store/store/get/detail/7': () => shop(over),
    'GET /buyer/goods/goods/es': ({ search }) =>
      search.get('goodsName')
        ? pageOf([card({ id: '2', goodsName: '藍牙耳機' })])
        : pageOf([card(), card({ id: '2', goodsName: '藍牙耳機' })]),
    'GET /buyer/member/collection/isCollection/STORE/7': () => favourite,
    'POST /buyer/member/collection/add/STORE/7': () => null,
    'DELETE /buyer/member/collection/delete/STORE/7': () => null,
  })
}

describe('MerchantPage', () => {
  it('shows the shop, its rating, district and goods, asked for by storeId', async () => {
    const api = server()
    renderAt('/merchant?id=7', <MerchantPage />)
    expect(await screen.findByRole('heading', { level: 1, name: '阿明二手電器' })).toBeInTheDocument()
    expect(screen.getByTestId('merchant-rating')).toHaveTextContent(
      '店鋪評分 4.7 分（滿分 5 分），共 12 個評價',
    )
    expect(screen.getByText('油尖旺區')).toBeInTheDocument()
    expect(screen.getByText('旺角二手電器，保用三個月')).toBeInTheDocument()
    expect(await screen.findByText('藍牙耳機')).toBeInTheDocument()
    expect(api.find('GET /buyer/goods/goods/es')[0]?.search.get('storeId')).toBe('7')
  })

  it('searches in the shop: the keyword goes to the address and to the search', async () => {
    const api = server()
    const user = userEvent.setup()
    const view = renderAt('/merchant?id=7', <MerchantPage />)
    await user.type(await screen.findByLabelText('在此店鋪搜尋'), '耳機')
    await user.click(screen.getByTestId('merchant-search'))
    await waitFor(() => expect(view.router.state.location.search).toBe('?id=7&keyword=%E8%80%B3%E6%A9%9F'))
    await waitFor(() =>
      expect(api.find('GET /buyer/goods/goods/es').at(-1)?.search.get('goodsName')).toBe('耳機'),
    )
    expect(api.find('GET /buyer/goods/goods/es').at(-1)?.search.get('storeId')).toBe('7')
    expect(screen.getByRole('link', { name: '在搜尋頁查看' })).toHaveAttribute(
      'href',
      '/goodsList?storeId=7&goodsName=%E8%80%B3%E6%A9%9F',
    )
  })

  it('adds the shop to favourites for a member; a visitor gets the login dialog', async () => {
    signIn('1')
    const api = server()
    const user = userEvent.setup()
    const view = renderAt('/merchant?id=7', <MerchantPage />)
    const button = await screen.findByTestId('store-favourite')
    await waitFor(() => expect(button).toBeEnabled())
    expect(button).toHaveAttribute('aria-pressed', 'false')
    await user.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'))
    expect(api.find('POST /buyer/member/collection/add/STORE/7')).toHaveLength(1)
    expect(button).toHaveTextContent('已收藏')
    view.unmount()
    localStorage.clear()
    const { clearSession } = await import('../../../lib/session.ts')
    clearSession()
    server()
    renderAt('/merchant?id=7', <MerchantPage />)
    await user.click(await screen.findByTestId('store-favourite'))
    expect(authDialog.get()).toMatchObject({ open: true, mode: 'login', rePath: '/merchant?id=7' })
  })

  it('is not offered on one’s own shop', async () => {
    signIn('9')
    server()
    renderAt('/merchant?id=7', <MerchantPage />)
    await screen.findByRole('heading', { level: 1, name: '阿明二手電器' })
    expect(screen.queryByTestId('store-favourite')).toBeNull()
  })

  it('a shop that is not open, or a bad id, is not found', async () => {
    fakeApi({ 'GET /buyer/store/store/get/detail/8': () => fail(404, 31001, '找不到此店鋪') })
    const view = renderAt('/merchant?id=8', <MerchantPage />)
    expect(await screen.findByTestId('merchant-not-found')).toBeInTheDocument()
    view.unmount()
    renderAt('/merchant?id=abc', <MerchantPage />)
    expect(await screen.findByTestId('merchant-not-found')).toBeInTheDocument()
  })

  it('reads in English', async () => {
    await i18n.changeLanguage('en')
    server({ goodsCount: 1, reviewCount: 1, score: '5.0' })
    renderAt('/merchant?id=7', <MerchantPage />)
    expect(await screen.findByText('1 item')).toBeInTheDocument()
    expect(screen.getByText('Yau Tsim Mong')).toBeInTheDocument()
    expect(screen.getByTestId('merchant-rating')).toHaveTextContent('Shop rated 5.0 out of 5 from 1 review')
  })
})
