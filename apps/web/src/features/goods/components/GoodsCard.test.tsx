import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setLanguage } from '../../../lib/i18n.ts'
import { card } from '../../../testing/factories.ts'
import { renderAt } from '../../../testing/render.tsx'
import { GoodsCard } from './GoodsCard.tsx'

afterEach(async () => {
  await act(() => setLanguage('zh-Hant'))
})

describe('GoodsCard: the seller’s score', () => {
  it('shows the average and the number of reviews, read out in full', () => {
    renderAt('/', <GoodsCard goods={card({ sellerScore: '4.8', sellerReviewCount: 12 })} />)
    const score = screen.getByTestId('goods-seller-score')
    expect(score).toHaveTextContent('★ 4.8 (12)')
    expect(within(score).getByText('賣家評分 4.8／5，12 個評價')).toHaveClass('sr-only')
    expect(score).toHaveAttribute('title', '賣家評分 4.8／5，12 個評價')
  })

  it('says nothing before the seller’s first review', () => {
    renderAt('/', <GoodsCard goods={card({ sellerScore: '', sellerReviewCount: 0 })} />)
    expect(screen.getByTestId('goods-card')).toBeInTheDocument()
    expect(screen.queryByTestId('goods-seller-score')).not.toBeInTheDocument()
  })

  it('in every language, one review or many', async () => {
    await act(() => setLanguage('en'))
    renderAt('/', <GoodsCard goods={card({ sellerScore: '5.0', sellerReviewCount: 1 })} />)
    expect(screen.getByText('Seller rated 5.0 out of 5 from 1 review')).toBeInTheDocument()
    await act(() => setLanguage('zh-Hans'))
    expect(screen.getByText('卖家评分 5.0/5，1 条评价')).toBeInTheDocument()
  })
})
