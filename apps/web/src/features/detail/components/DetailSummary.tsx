/**
 * The top of a listing beside the photos: category path, title, HK$ price, condition, stock,
 * when it was listed and how long it stays up, views and favourites, and the share button. Actions
 * come as children.
 */
import type { GoodsDetail } from '@kaifong/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PriceText } from '../../../components/PriceText.tsx'
import { paths } from '../../../config/paths.ts'
import { formatDate } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { timeLeft } from '../lib/time-left.ts'
import { ShareButton } from './ShareButton.tsx'

export function DetailSummary({ goods, children }: { goods: GoodsDetail; children: ReactNode }) {
  const { t } = useTranslation()
  const listedAt = goods.openTime ?? goods.createTime
  const left = goods.marketEnable === 'UPPER' ? timeLeft(goods.closeTime) : null
  return (
    <section className="card detail-summary">
      {goods.categoryPath.length > 0 && (
        <nav aria-label={t('detail.category')}>
          <ol className="detail-crumbs">
            {goods.categoryPath.map((c) => (
              <li key={c.id}>
                <Link to={paths.goodsList({ categoryId: c.id })}>{c.name}</Link>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="detail-head">
        <h1 className="detail-title">{goods.goodsName}</h1>
        <ShareButton goods={goods} />
      </div>
      <p className="detail-price" data-testid="detail-price">
        <PriceText price={goods.price} />
      </p>
      <p className="detail-tags">
        <span className="goods-condition">{t(`goods.condition.${goods.goodsStatus}`)}</span>
        {goods.severalInStock && <span className="detail-tag">{t('detail.severalInStock')}</span>}
        {goods.label !== 'LISTED' && (
          <span className={`detail-tag state-${goods.label.toLowerCase()}`}>
            {t(`goods.label.${goods.label}`)}
          </span>
        )}
      </p>
      <dl className="detail-stats">
        <div>
          <dt>{t('detail.stats.listed')}</dt>
          <dd>{formatDate(listedAt, currentLanguage())}</dd>
        </div>
        {left && (
          <div>
            <dt>{t('detail.stats.left')}</dt>
            <dd>{t(left.key, { count: left.count })}</dd>
          </div>
        )}
        <div>
          <dt>{t('detail.stats.views')}</dt>
          <dd>{goods.viewCount}</dd>
        </div>
        <div>
          <dt>{t('detail.stats.favourites')}</dt>
          <dd data-testid="detail-collect-count">{goods.collectCount}</dd>
        </div>
      </dl>
      {children}
    </section>
  )
}
