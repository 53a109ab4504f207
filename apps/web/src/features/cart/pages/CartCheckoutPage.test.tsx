import type { Address, CheckoutView } from '@kaifong/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { checkout, checkoutPart, line, shop, view } from '../../../testing/cart.ts'
import { fail, fakeApi } from '../../../testing/fake-api.ts'
import { queryOf, renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import CartCheckoutPage from './CartCheckoutPage.tsx'

const CART = '/buyer/trade/carts'
const point = {
  id: '21',
  name: '旺角門市',
  district: 'YAU_TSIM_MONG' as const,
  detail: '彌敦道 1 號',
  hours: '11:00–20:00',
}
const ways = (storeId: string, way = 'DELIVERY', pickupId: string | null = null) => ({
  storeId,
  storeName: `Shop ${storeId}`,
  way,
  pickupId,
  freeShippingOver: '500.00',
  ways: [
    { way: 'DELIVERY', fee: '30.00', available: true },
    { way: 'LOCKER', fee: '20.00', available: true },
    { way: 'CONVENIENCE', fee: '15.00', available: true },
    { way: 'PICKUP', fee: '0.00', available: true },
  ],
  pickups: [point, { ...point, id: '22', name: '沙田門市', district: 'SHA_TIN' as const }],
})
const address = (id: string, over: Partial<Address> = {}): Address => ({
  id,
  name: `地址 ${id}`,
  district: 'SHA_TIN',
  detail: '',
  isDefault: false,
  consignee: '陳大文',
  mobile: '91234567',
  createTime: '2026-01-01T00:00:00+08:00',
  ...over,
})

function open(reads: CheckoutView[], routes: Parameters<typeof fakeApi>[0] = {}) {
  let n = 0
  const api = fakeApi({
    [`GET ${CART}/checked`]: () => reads[Math.min(n++, reads.length - 1)],
    [`GET ${CART}/shippingMethodList`]: () => [ways('3')],
    [`GET ${CART}/all`]: () => view([shop('3', [line('31')])]),
    'GET /buyer/member/address': () => [
      address('7'),
      address('8', { consignee: '', mobile: '' }),
      address('9'),
    ],
    ...routes,
  })
  const rendered = renderAt('/cart', <CartCheckoutPage />, { others: <p>elsewhere</p> })
  return { api, user: userEvent.setup(), ...rendered }
}

beforeEach(() => signIn())
afterEach(() => vi.unstubAllGlobals())

describe('CartCheckoutPage', () => {
  it('shows each shop’s part with its ways and fees, the server’s amounts and no coupons', async () => {
    open([checkout()])
    const part = await screen.findByTestId('checkout-part')
    expect(within(part).getByRole('heading', { name: 'Shop 3' })).toBeInTheDocument()
    const shipping = within(part).getByRole('group', { name: '送貨方式' })
    expect(await within(shipping).findByRole('radio', { name: /送貨上門/ })).toBeChecked()
    expect(within(shipping).getByRole('radio', { name: /順豐智能櫃/ })).toBeInTheDocument()
    expect(within(shipping).getByText('免費')).toBeInTheDocument()
    expect(within(part).getByText('訂單滿 HK$500 免運費')).toBeInTheDocument()
    expect(within(part).getByTestId('price-total')).toHaveTextContent('HK$230')
    expect(within(screen.getByTestId('checkout-summary')).getByTestId('price-total')).toHaveTextContent(
      'HK$230',
    )
    expect(screen.getByTestId('no-coupons')).toHaveTextContent('沒有可用的優惠券')
  })

  it('chooses a way, then a pickup point, and shows the checkout as the server reads it again', async () => {
    const pickedUp = checkout({
      parts: [checkoutPart('3', { way: 'PICKUP', pickup: point, shippingFee: '0.00', flowPrice: '200.00' })],
      shippingFee: '0.00',
      flowPrice: '200.00',
    })
    const { user, api } = open([checkout(), pickedUp], {
      [`PUT ${CART}/shippingMethod`]: () => null,
      [`GET ${CART}/storeAddress`]: () => point,
    })
    await user.click(await screen.findByRole('radio', { name: /到店自取/ }))
    await waitFor(() => expect(api.find(`PUT ${CART}/shippingMethod`)).toHaveLength(1))
    expect(api.find(`PUT ${CART}/shippingMethod`)[0]?.body).toEqual({ storeId: '3', way: 'PICKUP' })
    expect(await screen.findByText('營業時間：11:00–20:00')).toBeInTheDocument()
    expect(within(screen.getByTestId('checkout-summary')).getByTestId('price-total')).toHaveTextContent(
      'HK$200',
    )
    await user.selectOptions(screen.getByLabelText('自取點'), '22')
    await waitFor(() => expect(api.find(`GET ${CART}/storeAddress`)).toHaveLength(1))
    expect(queryOf(api.find(`GET ${CART}/storeAddress`)[0]?.search.toString() ?? '')).toEqual({
      storeAddressId: '22',
      way: 'PICKUP',
    })
  })

  it('chooses a complete address; one without a recipient or mobile cannot be chosen', async () => {
    const { user, api } = open([checkout()], { [`POST ${CART}/shippingAddress`]: () => null })
    const incomplete = await screen.findByTestId('address-8')
    expect(incomplete).toBeDisabled()
    expect(screen.getByText('未有收件人或手提電話號碼：請修改後才可送貨到此')).toBeInTheDocument()
    expect(screen.getByTestId('address-7')).toBeChecked()
    await user.click(screen.getByTestId('address-9'))
    await waitFor(() => expect(api.find(`POST ${CART}/shippingAddress`)).toHaveLength(1))
    expect(api.find(`POST ${CART}/shippingAddress`)[0]?.body).toEqual({ addressId: '9' })
  })

  it('says what stands in the way and does not let the order be placed', async () => {
    open([checkout({ address: null, problems: ['ADDRESS_MISSING', 'LINE_UNAVAILABLE:31'] })])
    const problems = await screen.findByTestId('checkout-problems')
    expect(problems).toHaveTextContent('請選擇送貨地址')
    expect(problems).toHaveTextContent('Item 31 現在未能購買。')
    expect(screen.getByTestId('place-order')).toBeDisabled()
  })

  it('places the order with a note per shop and goes to the payment page', async () => {
    const { user, api, router } = open([checkout()], {
      [`POST ${CART}/create/trade`]: () => ({
        tradeSn: 'T2026001',
        orders: [{ sn: 'O1', flowPrice: '230.00' }],
        total: '230.00',
      }),
    })
    await user.type(await screen.findByLabelText('給店舖的備註（選填）'), '請先致電')
    await user.click(screen.getByTestId('place-order'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay'))
    expect(queryOf(router.state.location.search)).toEqual({ sn: 'T2026001' })
    expect(api.find(`POST ${CART}/create/trade`)[0]?.body).toEqual({
      remark: [{ storeId: '3', remark: '請先致電' }],
    })
  })

  it('stays when placing fails, and reads the checkout again', async () => {
    const { user, api, router } = open([checkout()], {
      [`POST ${CART}/create/trade`]: () => fail(409, 80010, '有貨品存貨不足'),
    })
    await user.click(await screen.findByTestId('place-order'))
    await waitFor(() => expect(api.find(`GET ${CART}/checked`).length).toBeGreaterThanOrEqual(2))
    expect(router.state.location.pathname).toBe('/cart')
    expect(screen.getByTestId('place-order')).toBeEnabled()
  })
})
