/** A shop's banner, logo, name and facts (rating, district, goods, opened), with the favourite button. */
import type { ShopPage } from '@kaifong/contract'
import { placeName } from '@kaifong/contract/places'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { StoreFavouriteButton } from './StoreFavouriteButton.tsx'

export function ShopHeader({ shop }: { shop: ShopPage }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return (
    <header className="card merchant-head" data-testid="merchant-head">
      <div className="merchant-banner">
        {shop.banner && <img src={shop.banner} alt={t('shops.merchant.banner', { name: shop.storeName })} />}
      </div>
      <div className="merchant-who">
        {shop.storeLogo && (
          <img
            className="merchant-logo"
            src={shop.storeLogo}
            alt={t('shops.merchant.logo', { name: shop.storeName })}
            width={88}
            height={88}
          />
        )}
        <div className="merchant-names">
          <h1>{shop.storeName}</h1>
          <ul className="merchant-facts muted small">
            <li data-testid="merchant-rating">
              {shop.score ? (
                <>
                  <span aria-hidden>
                    {t('shops.merchant.rating', { score: shop.score, count: shop.reviewCount })}
                  </span>
                  <span className="sr-only">
                    {t('shops.merchant.ratingLabel', { score: shop.score, count: shop.reviewCount })}
                  </span>
                </>
              ) : (
                t('shops.merchant.noRating')
              )}
            </li>
            <li>{placeName(shop.district, lang)}</li>
            <li>{t('shops.merchant.goodsCount', { count: shop.goodsCount })}</li>
            <li>{t('shops.merchant.opened', { date: formatDate(shop.createTime, lang) })}</li>
          </ul>
        </div>
        <StoreFavouriteButton shop={shop} />
      </div>
    </header>
  )
}
