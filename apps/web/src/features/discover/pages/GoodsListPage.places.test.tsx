/** The search page's where-to-meet filters, and the phone's filter sheet (docs/product/search.md). */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { card, pageOf, TREE } from '../../../testing/factories.ts'
import { fakeApi, ok } from '../../../testing/fake-api.ts'
import { queryOf, renderAt } from '../../../testing/render.tsx'
import GoodsListPage from './GoodsListPage.tsx'

const width = window.innerWidth
afterEach(() => {
  vi.unstubAllGlobals()
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true })
})

function setup(url: string, innerWidth = 1280) {
  Object.defineProperty(window, 'innerWidth', { value: innerWidth, configurable: true })
  const api = fakeApi({
    'GET /buyer/goods/category/get/0': ok(TREE),
    'GET /buyer/goods/goods/es': () =>
      pageOf(
        [
          card({ id: '1', goodsName: '梳化', placeStation: 'KOT', placeDistrict: 'KOWLOON_CITY' }),
          card({ id: '2', goodsName: '書枱', placeStation: null, placeDistrict: 'SHA_TIN' }),
        ],
        2,
        1,
        20,
      ),
  })
  const user = userEvent.setup()
  const view = renderAt(url, <GoodsListPage />)
  const location = () => queryOf(view.router.state.location.search)
  const lastSearch = () => Object.fromEntries(api.sent('GET', '/buyer/goods/goods/es').at(-1)?.search ?? [])
  return { ...view, api, user, location, lastSearch }
}

// Whole dialogs of ~130 rows, typed into: slow in happy-dom on a busy machine, hence the timeouts.
describe('GoodsListPage: where to meet', () => {
  it('shows each card’s station or district, and filters by trading method, district and stations', async () => {
    const { user, location, lastSearch } = setup('/goodsList?goodsName=梳化')
    const sofa = await screen.findByText('梳化')
    const cards = screen.getAllByTestId('goods-card')
    expect(await within(cards[0] as HTMLElement).findByTestId('goods-place')).toHaveTextContent('九龍塘站')
    expect(within(cards[1] as HTMLElement).getByTestId('goods-place')).toHaveTextContent('沙田區')
    expect(sofa).toBeInTheDocument()

    await user.click(screen.getByTestId('trading-filter-1'))
    await waitFor(() => expect(location()).toMatchObject({ tradingMethod: '1' }))
    await user.selectOptions(screen.getByTestId('district-filter'), 'SHA_TIN')
    await waitFor(() => expect(location()).toMatchObject({ district: 'SHA_TIN', tradingMethod: '1' }))

    await user.click(screen.getByTestId('choose-station-filter'))
    const picker = await screen.findByTestId('station-picker')
    expect(within(picker).getByTestId('station-confirm')).toBeDisabled()
    await user.type(within(picker).getByTestId('station-search'), 'tai wai{Enter}')
    await user.click(within(picker).getByTestId('station-confirm'))
    await waitFor(() => expect(location()).toMatchObject({ stationId: 'TAW' }))
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({
        goodsName: '梳化',
        district: 'SHA_TIN',
        stationId: 'TAW',
        tradingMethod: '1',
      }),
    )
    // A chosen station is a chip that removes it.
    await user.click(screen.getByTestId('station-filter-TAW'))
    await waitFor(() => expect(location().stationId).toBeUndefined())
    await user.click(screen.getByTestId('clear-filters'))
    await waitFor(() => expect(location()).toEqual({ goodsName: '梳化' }))
  }, 20_000)

  it('on a phone, "show N items" applies a typed price range; a refused one keeps the sheet open', async () => {
    const { user, location } = setup('/goodsList', 375)
    await screen.findByText('梳化')
    await user.click(screen.getByTestId('open-filters'))
    const sheet = await screen.findByTestId('filter-sheet')
    await user.type(within(sheet).getByTestId('price-min'), '100')
    await user.type(within(sheet).getByTestId('price-max'), '50')
    await user.click(within(sheet).getByTestId('show-results'))
    expect(await within(sheet).findByText('最低價錢不可高於最高價錢')).toBeInTheDocument()
    expect(location()).toEqual({})
    await user.clear(within(sheet).getByTestId('price-max'))
    await user.type(within(sheet).getByTestId('price-max'), '500')
    await user.click(within(sheet).getByTestId('show-results'))
    await waitFor(() => expect(location()).toEqual({ minPrice: '100.00', maxPrice: '500.00' }))
    await waitFor(() => expect(screen.queryByTestId('filter-sheet')).not.toBeInTheDocument())
  }, 20_000)
})
