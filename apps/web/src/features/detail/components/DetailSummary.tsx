/**
 * The top of a listing beside the photos: category path, title, the shop (a shop's listing), HK$
 * price (a shop listing's buyers see the chosen SKU's, in the cart's panel), condition, stock,
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

interface Props {
  goods: GoodsDetail
  /** False when a shop listing's SKU choice shows the chosen SKU's price instead. */
  priceShown?: boolean
  children: ReactNode
}

export function DetailSummary({ goods, priceShown = true, children }: Props) {
  const { t } = useTranslation()
  const listedAt = goods.openTime ?? goods.createTime
  // A shop's goods stay up until the shop takes them down (docs/product/shop-goods.md): no time left to show.
  const left = goods.marketEnable === 'UPPER' && goods.storeId === null ? timeLeft(goods.closeTime) : null
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
      {goods.storeId !== null && <ShopLink goods={goods} />}
      {priceShown && (
        <p className="detail-price" data-testid="detail-price">
          <PriceText price={goods.price} />
        </p>
      )}
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

/** A shop listing's shop: its logo and name, to the shop's page. */
function ShopLink({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation()
  return (
    <Link to={paths.merchant(goods.storeId ?? '')} className="detail-shop" data-testid="detail-shop">
      {goods.storeLogo ? (
        <img src={goods.storeLogo} alt="" width={32} height={32} />
      ) : (
        <span className="detail-shop-logo" aria-hidden>
          {goods.storeName.slice(0, 1)}
        </span>
      )}
      <span className="detail-shop-name">{goods.storeName}</span>
      <span className="detail-shop-go">{t('detail.shop.visit')}</span>
    </Link>
  )
}
