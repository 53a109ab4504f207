/**
 * The listing page as routed (/goodsDetail): the detail feature's page with the favourites
 * feature's heart, the members feature's card of the seller beside the description, whose medal
 * count opens the medals feature's dialog, and, on a shop's listing, the cart feature's SKU choice
 * with "add to cart" and "buy now" (its chunk and texts load after the page's), and its reviews
 * (the order reviews' section, loaded the same way). app/ is where
 * features meet (docs/architecture.md, "Web features"); the router loads this file lazily in the
 * page's place, so it is one chunk with it.
 */
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { SkuPanel } from '../../features/cart/index.ts'
import GoodsDetail from '../../features/detail/pages/GoodsDetailPage.tsx'
import { FavouriteButton } from '../../features/favourites/index.ts'
import { MedalDialog } from '../../features/medals/index.ts'
import { ListingSeller } from '../../features/members/index.ts'
import { GoodsReviews } from '../../features/order-reviews/index.ts'

export default function GoodsDetailPage() {
  const { t } = useTranslation()
  return (
    <GoodsDetail
      favourite={(goods, compact) => <FavouriteButton goods={goods} compact={compact} />}
      seller={(goods) => (
        <ListingSeller
          sellerId={goods.sellerId}
          heading={t('detail.seller.title')}
          medalDialog={(memberId, onClose) => <MedalDialog memberId={memberId} open onClose={onClose} />}
        />
      )}
      buy={(goods) => (
        <Suspense fallback={<div className="sku-panel-slot" aria-busy="true" />}>
          <SkuPanel goods={goods} />
        </Suspense>
      )}
      reviews={(goods) => (
        <Suspense fallback={null}>
          <GoodsReviews goodsId={goods.id} />
        </Suspense>
      )}
    />
  )
}
