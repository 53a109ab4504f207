import type { CartView } from '@kaifong/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { line, shop, view } from '../../../testing/cart.ts'
import { fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import ShoppingCartPage from './ShoppingCartPage.tsx'

const CART = '/buyer/trade/carts'

function open(first: CartView, routes: Parameters<typeof fakeApi>[0] = {}, later?: CartView) {
  let reads = 0
  const api = fakeApi({
    [`GET ${CART}/all`]: () => (reads++ === 0 ? first : (later ?? first)),
    [`POST ${CART}/sku/checked/*`]: () => null,
    [`POST ${CART}/store/*`]: () => null,
    [`POST ${CART}/sku/checked`]: () => null,
    [`DELETE ${CART}/sku/remove`]: () => null,
    ...routes,
  })
  const rendered = renderAt('/shoppingCart', <ShoppingCartPage />, { others: <p>elsewhere</p> })
  return { api, user: userEvent.setup(), ...rendered }
}

beforeEach(() => signIn())
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('ShoppingCartPage', () => {
  it('groups the lines by shop, with the shop’s tick, and totals the ticked lines from the server', async () => {
    const cart = view(
      [
        shop('3', [line('31', { num: 2, subtotal: '200.00' }), line('32', { checked: false })]),
        shop('4', [line('41', { price: '50.50', subtotal: '50.50' })]),
      ],
      { goodsPrice: '250.50' },
    )
    open(cart)
    const shops = await screen.findAllByTestId('cart-shop')
    expect(shops).toHaveLength(2)
    expect(within(shops[0] as HTMLElement).getByRole('heading', { name: 'Shop 3' })).toBeInTheDocument()
    expect(within(shops[0] as HTMLElement).getAllByTestId('cart-line')).toHaveLength(2)
    expect(screen.getByRole('checkbox', { name: '選取 Shop 3 的全部貨品' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: '選取 Shop 4 的全部貨品' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: '選取 Item 32' })).not.toBeChecked()
    expect(screen.getByTestId('cart-total')).toHaveTextContent('已選 3 件')
    expect(screen.getByTestId('cart-total')).toHaveTextContent('HK$250.50')
    expect(screen.getByTestId('go-checkout')).toHaveTextContent('結算（2）')
  })

  it('sends ticks for a line, a shop and everything, and reads the cart again', async () => {
    const { user, api } = open(view([shop('3', [line('31'), line('32', { checked: false })])]))
    await user.click(await screen.findByRole('checkbox', { name: '選取 Item 32' }))
    await waitFor(() => expect(api.find(`POST ${CART}/sku/checked/32`)).toHaveLength(1))
    expect(api.find(`POST ${CART}/sku/checked/32`)[0]?.body).toEqual({ checked: true })
    await user.click(screen.getByRole('checkbox', { name: '選取 Shop 3 的全部貨品' }))
    await waitFor(() => expect(api.find(`POST ${CART}/store/3`)).toHaveLength(1))
    await user.click(screen.getByTestId('tick-all'))
    await waitFor(() => expect(api.find(`POST ${CART}/sku/checked`)).toHaveLength(1))
    expect(api.find(`POST ${CART}/sku/checked`)[0]?.body).toEqual({ checked: true })
    await waitFor(() => expect(api.find(`GET ${CART}/all`).length).toBeGreaterThanOrEqual(4))
  })

  it('greys a line that cannot be bought, with its reason and no tick, and unticks it before the checkout', async () => {
    const cart = view([
      shop('3', [
        line('31'),
        line('32', { unavailable: 'NO_STOCK', stock: 0 }),
        line('33', { unavailable: 'NOT_ENOUGH', stock: 2, num: 5 }),
      ]),
    ])
    const { user, api, router } = open(cart)
    const lines = await screen.findAllByTestId('cart-line')
    const soldOut = lines[1] as HTMLElement
    expect(soldOut).toHaveClass('unavailable')
    expect(within(soldOut).getByTestId('line-reason')).toHaveTextContent('已售罄')
    expect(within(soldOut).queryByRole('checkbox')).not.toBeInTheDocument()
    expect(within(soldOut).queryByTestId('line-qty')).not.toBeInTheDocument()
    // Fewer left than held: greyed, but its number can come down to the stock.
    const short = lines[2] as HTMLElement
    expect(within(short).getByTestId('line-reason')).toHaveTextContent('只剩 2 件：請減少數量')
    expect(within(short).getByRole('spinbutton')).toHaveAttribute('max', '2')
    await user.click(screen.getByTestId('go-checkout'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'))
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `${CART}/sku/checked/32`,
      `${CART}/sku/checked/33`,
    ])
  })

  it('keeps saying a price changed after the cart is read again', async () => {
    const moved = line('31', { price: '90.00', priceSeen: '100.00', priceChanged: true })
    const seen = view([shop('3', [{ ...moved, checked: false, priceSeen: '90.00', priceChanged: false }])])
    const { user, api } = open(view([shop('3', [moved])]), {}, seen)
    expect(await screen.findByTestId('price-changed')).toHaveTextContent('價格已由 HK$100 更改')
    await user.click(screen.getByRole('checkbox', { name: '選取 Item 31' }))
    await waitFor(() => expect(api.find(`GET ${CART}/all`)).toHaveLength(2))
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '選取 Item 31' })).not.toBeChecked())
    expect(screen.getByTestId('price-changed')).toHaveTextContent('價格已由 HK$100 更改')
  })

  it('sends a new number once the stepper rests, and shows the server’s answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user, api } = open(view([shop('3', [line('31', { num: 1, stock: 3 })])]), {
      [`POST ${CART}/sku/num/31`]: () => ({ skuId: '31', num: 3, capped: true }),
    })
    const more = await screen.findByRole('button', { name: 'Item 31 增加一件' })
    await user.click(more)
    await user.click(more)
    expect(api.find(`POST ${CART}/sku/num/31`)).toHaveLength(0)
    await act(() => vi.advanceTimersByTimeAsync(600))
    await waitFor(() => expect(api.find(`POST ${CART}/sku/num/31`)).toHaveLength(1))
    expect(api.find(`POST ${CART}/sku/num/31`)[0]?.body).toEqual({ num: 3 })
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Item 31 的數量' })).toHaveValue(3))
  })

  it('removes the ticked lines after asking', async () => {
    const { user, api } = open(view([shop('3', [line('31'), line('32', { checked: false }), line('33')])]))
    await user.click(await screen.findByTestId('remove-ticked'))
    await user.click(screen.getByTestId('confirm-ok'))
    await waitFor(() => expect(api.find(`DELETE ${CART}/sku/remove`)).toHaveLength(1))
    expect(api.find(`DELETE ${CART}/sku/remove`)[0]?.body).toEqual({ skuIds: ['31', '33'] })
  })

  it('says when the cart is empty', async () => {
    open(view([]))
    expect(await screen.findByText('購物車是空的')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/')
  })
})
