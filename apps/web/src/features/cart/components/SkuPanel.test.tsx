import type { GoodsDetail, SkuView } from '@kaifong/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession } from '../../../lib/session.ts'
import { authDialog, closeAuth, toasts } from '../../../lib/ui.ts'
import { detail } from '../../../testing/factories.ts'
import { fail, fakeApi } from '../../../testing/fake-api.ts'
import { queryOf, renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import SkuPanel from './SkuPanel.tsx'

const sku = (id: string, colour: string, size: string, over: Partial<SkuView> = {}): SkuView => ({
  id,
  specs: [
    { name: '顏色', value: colour },
    { name: '尺碼', value: size },
  ],
  price: '120.00',
  stock: 5,
  image: `/media/sku-${id}.webp`,
  ...over,
})

const shopGoods = (over: Partial<GoodsDetail> = {}) =>
  detail({
    goodsName: 'Tee',
    storeId: '3',
    storeName: '街坊小店',
    skus: [
      sku('11', '黑色', 'S'),
      sku('12', '黑色', 'M', { price: '135.50', stock: 150 }),
      sku('13', '白色', 'M', { stock: 0 }),
    ],
    skuId: '11',
    ...over,
  })

const CART = '/buyer/trade/carts'

function open(goods: GoodsDetail, query = '', routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(routes)
  const view = renderAt(`/goodsDetail?goodsId=5${query}`, <SkuPanel goods={goods} />, {
    others: <p>elsewhere</p>,
  })
  return { api, user: userEvent.setup(), ...view }
}

beforeEach(() => toasts.set([]))
afterEach(() => {
  act(() => {
    closeAuth()
    clearSession()
  })
  vi.unstubAllGlobals()
})

describe('SkuPanel', () => {
  it('opens on the link’s SKU and shows its price, photo and stock', () => {
    open(shopGoods(), '&skuId=12')
    expect(screen.getByTestId('sku-price')).toHaveTextContent('HK$135.50')
    expect(screen.getByTestId('sku-photo')).toHaveAttribute('src', '/media/sku-12.webp')
    expect(screen.getByTestId('sku-stock')).toHaveTextContent('尚餘 150 件')
    const colour = screen.getByRole('group', { name: '顏色' })
    expect(within(colour).getByRole('button', { name: '黑色' })).toHaveAttribute('aria-pressed', 'true')
    expect(
      within(screen.getByRole('group', { name: '尺碼' })).getByRole('button', { name: 'M' }),
    ).toHaveAttribute('aria-pressed', 'true')
    // 99 at most, though 150 are in stock.
    expect(screen.getByRole('spinbutton', { name: 'Tee 的數量' })).toHaveAttribute('max', '99')
  })

  it('picks a value, keeps the other one where it can, and replaces the SKU in the address', async () => {
    const { user, router } = open(shopGoods())
    const before = router.state.historyAction
    await user.click(screen.getByRole('button', { name: 'M' }))
    expect(queryOf(router.state.location.search)).toEqual({ goodsId: '5', skuId: '12' })
    expect(router.state.historyAction).toBe('REPLACE')
    expect(before).toBe('POP')
    expect(screen.getByTestId('sku-price')).toHaveTextContent('HK$135.50')
    // White comes only in M, which is sold out: chosen, said so, and nothing can be added.
    await user.click(screen.getByRole('button', { name: '白色 （已售罄）' }))
    expect(queryOf(router.state.location.search).skuId).toBe('13')
    expect(screen.getByTestId('sku-stock')).toHaveTextContent('已售罄')
    expect(screen.getByTestId('add-to-cart')).toBeDisabled()
    expect(screen.getByTestId('buy-now')).toBeDisabled()
  })

  it('keeps the number between 1 and the stock', async () => {
    const { user } = open(shopGoods({ skus: [sku('11', '黑色', 'S', { stock: 2 })] }))
    const less = screen.getByRole('button', { name: 'Tee 減少一件' })
    const more = screen.getByRole('button', { name: 'Tee 增加一件' })
    expect(less).toBeDisabled()
    await user.click(more)
    expect(more).toBeDisabled()
    const field = screen.getByRole('spinbutton', { name: 'Tee 的數量' })
    await user.clear(field)
    await user.type(field, '40{Enter}')
    expect(field).toHaveValue(2)
  })

  it('asks a visitor to log in, and comes back to the listing', async () => {
    const { user, api } = open(shopGoods(), '&skuId=11')
    await user.click(screen.getByTestId('add-to-cart'))
    expect(authDialog.get()).toMatchObject({
      open: true,
      reason: 'cart',
      rePath: '/goodsDetail?goodsId=5&skuId=11',
    })
    expect(api.calls).toHaveLength(0)
  })

  it('adds the chosen SKU and number, says so and refreshes the badge', async () => {
    signIn()
    let count = 0
    const { user, api } = open(shopGoods(), '', {
      [`POST ${CART}`]: () => {
        count = 1
        return { skuId: '11', num: 2, capped: false }
      },
      [`GET ${CART}/count`]: () => count,
    })
    await user.click(screen.getByRole('button', { name: 'Tee 增加一件' }))
    await user.click(screen.getByTestId('add-to-cart'))
    await waitFor(() => expect(api.find(`POST ${CART}`)).toHaveLength(1))
    expect(api.find(`POST ${CART}`)[0]?.body).toEqual({ skuId: '11', num: 2 })
    await waitFor(() => expect(toasts.get().map((t) => t.message)).toContain('已加入購物車'))
  })

  it("shows a refusal as a warning with the server's message", async () => {
    signIn()
    const { user } = open(shopGoods(), '', {
      [`POST ${CART}`]: () => fail(409, 80002, '這款貨品現在未能購買'),
    })
    await user.click(screen.getByTestId('add-to-cart'))
    await waitFor(() =>
      expect(toasts.get()).toContainEqual(
        expect.objectContaining({ kind: 'warning', message: '這款貨品現在未能購買' }),
      ),
    )
  })

  it('buys now: adds, holds exactly that number, ticks only that line and goes to the checkout', async () => {
    signIn()
    const { user, api, router } = open(shopGoods(), '&skuId=12', {
      [`POST ${CART}`]: () => ({ skuId: '12', num: 3, capped: false }),
      [`POST ${CART}/sku/num/12`]: () => ({ skuId: '12', num: 1, capped: false }),
      [`POST ${CART}/sku/checked`]: () => null,
      [`POST ${CART}/sku/checked/12`]: () => null,
    })
    await user.click(screen.getByTestId('buy-now'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'))
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST ${CART}`,
      `POST ${CART}/sku/num/12`,
      `POST ${CART}/sku/checked`,
      `POST ${CART}/sku/checked/12`,
    ])
    expect(api.find(`POST ${CART}/sku/checked`)[0]?.body).toEqual({ checked: false })
    expect(api.find(`POST ${CART}/sku/checked/12`)[0]?.body).toEqual({ checked: true })
  })
})
