import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pageOf } from '../../../testing/console.ts'
import { fakeApi, ok } from '../../../testing/fake-api.ts'
import { itemToReview, orderReview } from '../../../testing/order-reviews.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import GoodsReviews from '../components/GoodsReviews.tsx'
import CommentListPage from './CommentListPage.tsx'
import EvalDetailPage from './EvalDetailPage.tsx'

const BASE = '/buyer/order/review'

beforeEach(() => {
  signIn()
})
afterEach(() => vi.unstubAllGlobals())

describe('CommentList', () => {
  it('lists the items to review, each leading to its form, and the reviews with their stars', async () => {
    fakeApi({
      [`GET ${BASE}`]: (call) =>
        call.search.get('tab') === 'REVIEWED' ? pageOf([orderReview()]) : pageOf([itemToReview()]),
    })
    const user = userEvent.setup()
    const view = renderAt('/setting/reviews', <CommentListPage />)
    const item = await screen.findByTestId('review-item')
    expect(within(item).getByRole('link', { name: '評價 Rice cooker' })).toHaveAttribute(
      'href',
      '/setting/review?sn=O2026112800000001&itemId=11',
    )
    await user.click(screen.getByRole('tab', { name: '已評價' }))
    await waitFor(() => expect(view.router.state.location.search).toBe('?tab=REVIEWED'))
    const reviewed = await screen.findByTestId('reviewed-item')
    expect(within(reviewed).getByRole('img', { name: '5 星中的 4 星' })).toBeInTheDocument()
    expect(within(reviewed).getByRole('link', { name: '查看我對 Rice cooker 的評價' })).toHaveAttribute(
      'href',
      '/setting/review-detail?id=5',
    )
  })

  it('shows one review, and "not found" for another member\'s', async () => {
    fakeApi({ [`GET ${BASE}/5`]: ok(orderReview()) })
    renderAt('/setting/review-detail?id=5', <EvalDetailPage />, { route: '/setting/review-detail' })
    expect(await screen.findByTestId('review-card')).toHaveTextContent('煮飯好香')
    vi.unstubAllGlobals()
    fakeApi({})
    renderAt('/setting/review-detail?id=6', <EvalDetailPage />, { route: '/setting/review-detail' })
    expect(await screen.findByText('找不到這則評價。')).toBeInTheDocument()
  })
})

describe('the goods page reviews', () => {
  it('lists the public reviews with the writer and the score', async () => {
    fakeApi({
      'GET /buyer/goods/goods/reviews/7': ok(pageOf([orderReview({ memberName: 'Ken', score: 5 })])),
    })
    renderAt('/goodsDetail?goodsId=7', <GoodsReviews goodsId="7" />, { route: '/goodsDetail' })
    const card = await screen.findByTestId('review-card')
    expect(card).toHaveTextContent('Ken')
    expect(within(card).getByRole('img', { name: '5 星中的 5 星' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '買家評價' })).toBeInTheDocument()
  })
})
