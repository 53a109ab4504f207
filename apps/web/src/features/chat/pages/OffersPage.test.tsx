import type { MyQuote } from '@kaifong/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emptyPage, pageOfAny } from '../../../testing/factories.ts'
import { type Call, fakeApi, ok } from '../../../testing/fake-api.ts'
import { queryOf, renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import OffersPage from './OffersPage.tsx'

beforeEach(() => signIn())
afterEach(() => vi.unstubAllGlobals())

const quote = (over: Partial<MyQuote> = {}): MyQuote => ({
  id: '5',
  talkId: '30',
  goodsId: '7',
  goodsName: 'Rice cooker',
  goodsPicture: '',
  goodsPrice: '300.00',
  price: '250.00',
  status: 1,
  userId: '9',
  name: 'Ken',
  face: '',
  createTime: '2026-11-20T04:00:00Z',
  updateTime: '2026-11-20T04:00:00Z',
  ...over,
})

describe('OffersPage', () => {
  it('lists the offers I made with what became of each, and the way to its chat', async () => {
    const server = fakeApi({
      'GET /im/talk/quotes': ok(pageOfAny([quote(), quote({ id: '6', status: 3, talkId: '31' })])),
    })
    renderAt('/setting/offers', <OffersPage />, { route: '/setting/offers' })
    const rows = await screen.findAllByTestId('my-offer')
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('HK$250')
    expect(rows[0]).toHaveTextContent('叫價 HK$300')
    expect(rows[0]).toHaveTextContent('俾 Ken')
    expect(within(rows[0] as HTMLElement).getByTestId('my-offer-status')).toHaveTextContent('等候回覆')
    expect(within(rows[1] as HTMLElement).getByTestId('my-offer-status')).toHaveTextContent('已接受，成交')
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: '開啟對話' })).toHaveAttribute(
      'href',
      '/im?talkId=31',
    )
    expect(server.find('GET /im/talk/quotes')[0]?.search.get('role')).toBe('BUYER')
  })

  it('shows the offers received as a seller in the other tab, and keeps the tab in the address', async () => {
    const server = fakeApi({
      'GET /im/talk/quotes': (call: Call) =>
        call.search.get('role') === 'SELLER' ? pageOfAny([quote({ name: 'Amy' })]) : emptyPage,
    })
    const user = userEvent.setup()
    const { router } = renderAt('/setting/offers', <OffersPage />, { route: '/setting/offers' })
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('你仲未出過價')
    await user.click(screen.getByRole('tab', { name: '收到嘅出價' }))
    expect(await screen.findByText('來自 Amy')).toBeInTheDocument()
    expect(queryOf(router.state.location.search)).toEqual({ tab: 'received' })
    expect(server.find('GET /im/talk/quotes').at(-1)?.search.get('role')).toBe('SELLER')
  })
})
