import type { GoodsCard } from '@kaifong/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emptyPage, myListing, pageOfAny, review, waitingDeal } from '../../../testing/factories.ts'
import { type Call, fail, fakeApi, ok } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import { OwnerTools } from './OwnerTools.tsx'

beforeEach(() => signIn())
afterEach(() => vi.unstubAllGlobals())

const WAITING = 'GET /buyer/member/evaluation/userToBeEvaluatedList'
const WRITTEN = 'GET /buyer/member/evaluation/userSelfEvaluation'

function setup(goods: GoodsCard, routes: Record<string, (call: Call) => unknown> = {}) {
  const server = fakeApi({
    'GET /buyer/members/point': () => ({ point: 25 }),
    // Listing 7's deal in talk 30: waiting for the seller's review, or reviewed.
    [WAITING]: ok(pageOfAny([waitingDeal({ goodsId: '8', talkId: '31' }), waitingDeal()])),
    [WRITTEN]: ok(pageOfAny([review({ memberId: '1', member2Id: '9', role: 'BUYER' })])),
    ...routes,
  })
  const user = userEvent.setup()
  renderAt('/setting/goods/x', <OwnerTools goods={goods} />)
  return { server, user }
}
const tools = () => screen.queryAllByTestId(/^tool-/).map((b) => b.dataset.testid?.replace('tool-', ''))

describe('OwnerTools', () => {
  it.each([
    ['UPPER', 'LISTED', ['renew', 'promote', 'takeDown']],
    ['UPPER', 'EXPIRED', ['renew', 'putUp', 'takeDown']],
    ['DOWN', 'UNLISTED', ['putUp', 'modify', 'delete']],
    ['SOLD_OUT', 'SOLD', ['evaluate', 'cancelTrade']],
    ['SOLD_OUT_DOWN', 'EVALUATED', ['modify', 'putUp', 'delete', 'tradeChat']],
  ] as const)(
    'offers the docs/product/states-and-notices.md tools for %s (%s)',
    async (marketEnable, label, expected) => {
      setup(myListing({ marketEnable, label }))
      await waitFor(() => expect(tools()).toEqual(expected))
    },
  )

  it('reviews the buyer of a sold listing’s deal, and cancels the deal in its chat', async () => {
    const { server, user } = setup(myListing({ marketEnable: 'SOLD_OUT', label: 'SOLD' }), {
      'POST /buyer/member/evaluation': () => review({ memberId: '1', role: 'BUYER' }),
    })
    expect(await screen.findByTestId('tool-cancelTrade')).toHaveAttribute('href', '/im?talkId=30')
    expect(server.find(WAITING)).toHaveLength(1)
    await user.click(screen.getByTestId('tool-evaluate'))
    const dialog = await screen.findByTestId('rate-dialog')
    expect(dialog).toHaveAccessibleName('評價買家')
    expect(dialog).toHaveTextContent('Ken')
    await user.click(within(dialog).getByTestId('rate-submit'))
    await waitFor(() => expect(screen.queryByTestId('rate-dialog')).not.toBeInTheDocument())
    expect(server.find('POST /buyer/member/evaluation')[0]?.body).toMatchObject({
      talkId: '30',
      goodsId: '7',
      member2Id: '9',
      role: 'BUYER',
      serviceScore: 5,
    })
  })

  it('sends a sold listing without a deal waiting to /setting/evaluate, with no cancel button', async () => {
    setup(myListing({ marketEnable: 'SOLD_OUT', label: 'SOLD' }), { [WAITING]: ok(emptyPage) })
    const evaluate = await screen.findByTestId('tool-evaluate')
    expect(evaluate).toHaveAttribute('href', '/setting/evaluate')
    expect(screen.queryByTestId('tool-cancelTrade')).not.toBeInTheDocument()
  })

  it('links a reviewed listing to its deal’s chat', async () => {
    setup(myListing({ marketEnable: 'SOLD_OUT_DOWN', label: 'EVALUATED' }))
    expect(await screen.findByTestId('tool-tradeChat')).toHaveAttribute('href', '/im?talkId=30')
  })

  it('hides the deal’s chat of a reviewed listing when the deal is not found', async () => {
    const { server } = setup(myListing({ marketEnable: 'SOLD_OUT_DOWN', label: 'EVALUATED' }), {
      [WRITTEN]: ok(pageOfAny([review({ goodsId: '8' })])),
    })
    await waitFor(() => expect(server.find(WRITTEN)).toHaveLength(1))
    await screen.findByTestId('tool-modify')
    expect(screen.queryByTestId('tool-tradeChat')).not.toBeInTheDocument()
  })

  it('renews after showing the cost against the balance, then refreshes balance and lists', async () => {
    const { server, user } = setup(myListing({ marketEnable: 'UPPER', label: 'LISTED' }), {
      'PUT /buyer/goods/goods/renewGoods': () => myListing({ marketEnable: 'UPPER', label: 'LISTED' }),
    })
    await user.click(screen.getByTestId('tool-renew'))
    const dialog = screen.getByTestId('dialog-renew')
    expect(await within(dialog).findByText('你現有 25 金幣')).toBeInTheDocument()
    expect(within(dialog).getByText('需要 10 金幣')).toBeInTheDocument()
    await user.click(within(dialog).getByTestId('renew-days-30'))
    expect(within(dialog).getByTestId('earn-coins')).toHaveTextContent(
      '金幣不足：需要 30 金幣，你現有 25 金幣。',
    )
    expect(within(dialog).getByTestId('pay-confirm')).toBeDisabled()
    await user.click(within(dialog).getByTestId('renew-days-7'))
    await user.click(within(dialog).getByTestId('pay-confirm'))
    await waitFor(() => expect(screen.queryByTestId('dialog-renew')).not.toBeInTheDocument())
    const [renew] = server.find('PUT /buyer/goods/goods/renewGoods')
    expect(renew?.body).toEqual({ goodsId: '7', openDays: 7 })
    expect(renew?.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_.:-]{16,64}$/)
    await waitFor(() => expect(server.find('GET /buyer/members/point').length).toBeGreaterThan(1))
  })

  it("puts up again, and shows the server's coins message with ways to earn", async () => {
    const { user } = setup(myListing(), {
      'PUT /buyer/goods/goods/upGoods': () => fail(409, 40001, '金幣不足：需要 10 金幣，現有 5 金幣'),
    })
    await user.click(screen.getByTestId('tool-putUp'))
    const dialog = screen.getByTestId('dialog-putUp')
    await within(dialog).findByText('你現有 25 金幣')
    await user.click(within(dialog).getByTestId('pay-confirm'))
    expect(await within(dialog).findByText('金幣不足：需要 10 金幣，現有 5 金幣')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: '金幣增值' })).toHaveAttribute('href', '/setting/topup')
  })

  it('boosts with a whole number of coins', async () => {
    const { server, user } = setup(myListing({ marketEnable: 'UPPER', label: 'LISTED' }), {
      'PUT /buyer/goods/goods/addRecommendPoint': () =>
        myListing({ marketEnable: 'UPPER', recommendPoint: 5 }),
    })
    await user.click(screen.getByTestId('tool-promote'))
    const amount = screen.getByTestId('boost-amount')
    await user.clear(amount)
    await user.type(amount, '0')
    expect(screen.getByText('推廣金幣須為 1 至 10000 的整數')).toBeInTheDocument()
    expect(screen.getByTestId('pay-confirm')).toBeDisabled()
    await user.clear(amount)
    await user.type(amount, '5')
    await within(screen.getByTestId('dialog-promote')).findByText('你現有 25 金幣')
    await user.click(screen.getByTestId('pay-confirm'))
    await waitFor(() =>
      expect(server.find('PUT /buyer/goods/goods/addRecommendPoint')[0]?.body).toEqual({
        goodsId: '7',
        recommendPoint: 5,
      }),
    )
  })

  it('asks before taking down, saying the remaining time is forfeited', async () => {
    const { server, user } = setup(myListing({ marketEnable: 'UPPER', label: 'LISTED' }), {
      'PUT /buyer/goods/goods/downGoods': () => myListing(),
    })
    await user.click(screen.getByTestId('tool-takeDown'))
    expect(screen.getByRole('dialog')).toHaveTextContent('餘下的刊登時間會作廢，重新上架需再次支付金幣')
    expect(server.find('PUT /buyer/goods/goods/downGoods')).toHaveLength(0)
    await user.click(screen.getByTestId('confirm-ok'))
    await waitFor(() => expect(server.find('PUT /buyer/goods/goods/downGoods')).toHaveLength(1))
  })

  it('deletes with a JSON body after confirmation', async () => {
    const { server, user } = setup(myListing(), { 'DELETE /buyer/goods/goods/deleteGoods': () => null })
    await user.click(screen.getByTestId('tool-delete'))
    await user.click(screen.getByTestId('confirm-ok'))
    await waitFor(() =>
      expect(server.find('DELETE /buyer/goods/goods/deleteGoods')[0]?.body).toEqual({ goodsId: '7' }),
    )
  })

  it('opens the wizard to modify', async () => {
    const { user } = setup(myListing())
    await user.click(screen.getByTestId('tool-modify'))
    expect(await screen.findByText('sell page')).toBeInTheDocument()
  })
})
