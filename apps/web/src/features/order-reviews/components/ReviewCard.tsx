/** One review as its page and the goods page show it: who, the stars, the text and the photos. */
import type { OrderReviewView } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/date-time.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { StarsShown } from './Stars.tsx'

export function ReviewCard({ review, showGoods = false }: { review: OrderReviewView; showGoods?: boolean }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return (
    <article className="card rv-card" data-testid="review-card">
      <header className="rv-card-head">
        {review.memberFace && (
          <img src={review.memberFace} alt="" width={32} height={32} className="rv-face" />
        )}
        <strong>{review.memberName}</strong>
        <StarsShown score={review.score} />
        <time className="rv-muted" dateTime={review.createTime}>
          {formatDateTime(review.createTime, lang)}
        </time>
      </header>
      {showGoods && (
        <p className="rv-muted">
          {review.goodsName}
          {review.specs && ` · ${t('reviews.specs', { specs: review.specs })}`}
        </p>
      )}
      {!showGoods && review.specs && (
        <p className="rv-muted">{t('reviews.specs', { specs: review.specs })}</p>
      )}
      {review.content && <p className="rv-text">{review.content}</p>}
      {review.photos.length > 0 && (
        <ul className="rv-photo-list">
          {review.photos.map((url, i) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img
                  src={url}
                  alt={t('reviews.goods.photo', { n: i + 1, name: review.memberName })}
                  width={72}
                  height={72}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
