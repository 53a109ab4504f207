/** An item waiting for its review (or reviewed): picture, name, specs, price and quantity. */
import { formatHkd, type ItemToReviewView } from '@kaifong/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../../lib/i18n.ts'

export function ItemLine({ item, children }: { item: ItemToReviewView; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="rv-item" data-testid="review-item">
      {item.image && <img src={item.image} alt="" width={56} height={56} />}
      <div className="rv-item-body">
        <p className="rv-name">{item.goodsName}</p>
        {item.specs && <p className="rv-muted">{t('reviews.specs', { specs: item.specs })}</p>}
        <p className="rv-muted">
          {formatHkd(item.price, currentLanguage())} {t('reviews.qty', { num: item.num })} ·{' '}
          {t('reviews.order', { sn: item.orderSn })}
        </p>
      </div>
      {children}
    </div>
  )
}
