import { ErrorCode } from '@kaifong/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pageOf } from '../../../testing/console.ts'
import { fail, fakeApi, type Handler, ok } from '../../../testing/fake-api.ts'
import { itemToReview, orderReview } from '../../../testing/order-reviews.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import AddEvalPage from './AddEvalPage.tsx'

const BASE = '/buyer/order/review'
const SN = 'O2026112800000001'

function server(extra: Record<string, Handler> = {}) {
  return fakeApi({ [`GET ${BASE}`]: ok(pageOf([itemToReview()])), ...extra })
}
const open = (itemId = '11') =>
  renderAt(`/setting/review?sn=${SN}&itemId=${itemId}`, <AddEvalPage />, { route: '/setting/review' })

beforeEach(() => {
  signIn()
})
afterEach(() => vi.unstubAllGlobals())

describe('AddEval', () => {
  it('needs a score, chosen with five labelled radio buttons and the arrow keys', async () => {
    const api = server()
    const user = userEvent.setup()
    open()
    const form = await screen.findByTestId('review-form')
    expect(screen.getByTestId('review-item')).toHaveTextContent('Rice cooker')
    const stars = within(form).getAllByRole('radio')
    expect(stars).toHaveLength(5)
    await user.click(within(form).getByTestId('review-submit'))
    expect(within(form).getByText('請選擇評分。')).toBeInTheDocument()
    expect(api.find(`POST ${BASE}`)).toHaveLength(0)
    await user.click(within(form).getByLabelText('3 星'))
    expect(within(form).getByLabelText('3 星')).toBeChecked()
    await user.keyboard('{ArrowRight}')
    expect(within(form).getByLabelText('4 星')).toBeChecked()
  })

  it('sends the review once and opens it', async () => {
    const api = server({ [`POST ${BASE}`]: ok(orderReview({ id: '5', score: 5 })) })
    const user = userEvent.setup()
    const view = open()
    const form = await screen.findByTestId('review-form')
    await user.click(within(form).getByLabelText('5 星'))
    await user.type(within(form).getByTestId('review-text'), ' 煮飯好香 ')
    await user.dblClick(within(form).getByTestId('review-submit'))
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/setting/review-detail'))
    expect(view.router.state.location.search).toBe('?id=5')
    expect(api.find(`POST ${BASE}`)).toHaveLength(1)
    expect(api.find(`POST ${BASE}`)[0]?.body).toEqual({
      orderSn: SN,
      itemId: '11',
      score: 5,
      content: '煮飯好香',
      photos: [],
    })
  })

  it("shows the server's refusal of a second review", async () => {
    server({ [`POST ${BASE}`]: () => fail(409, ErrorCode.ALREADY_REVIEWED, '這件商品已評價') })
    const user = userEvent.setup()
    open()
    const form = await screen.findByTestId('review-form')
    await user.click(within(form).getByLabelText('2 星'))
    await user.click(within(form).getByTestId('review-submit'))
    expect(await within(form).findByText('這件商品已評價')).toBeInTheDocument()
  })

  it('says so for an item already reviewed (not in the "to review" list)', async () => {
    server()
    open('99')
    expect(await screen.findByText('這件貨品已評價，或不在你已完成的訂單內。')).toBeInTheDocument()
    expect(screen.queryByTestId('review-form')).toBeNull()
  })
})
