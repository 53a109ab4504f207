/**
 * The goods page's reviews (public, newest first; docs/product/after-sales.md, "Order reviews"):
 * a section below the description, loaded after the page with its texts (index.ts).
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pager } from '../../../components/Pager.tsx'
import { useGoodsReviews } from '../api/reviews.ts'
import { ReviewCard } from './ReviewCard.tsx'
import '../reviews.css'

export default function GoodsReviews({ goodsId }: { goodsId: string }) {
  const { t } = useTranslation()
  const [page, setPage] = useState(1)
  const query = useGoodsReviews(goodsId, page)
  const records = query.data?.records ?? []
  return (
    <section className="rv-goods" aria-labelledby="goods-reviews-title" data-testid="goods-reviews">
      <h2 id="goods-reviews-title">{t('reviews.goods.title')}</h2>
      {query.data && records.length === 0 && <p className="rv-muted">{t('reviews.goods.empty')}</p>}
      {records.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
      {query.data && <Pager current={page} total={query.data.pages} onChange={setPage} />}
    </section>
  )
}
