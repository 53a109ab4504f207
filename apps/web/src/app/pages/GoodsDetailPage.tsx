/**
 * The listing page as routed (/goodsDetail): the detail feature's page with the favourites
 * feature's heart, and the members feature's card of the seller beside the description, whose
 * medal count opens the medals feature's dialog. app/ is where features meet (docs/architecture.md,
 * "Web features"); the router loads this file lazily in the page's place, so it is one chunk with it.
 */
import { useTranslation } from 'react-i18next'
import GoodsDetail from '../../features/detail/pages/GoodsDetailPage.tsx'
import { FavouriteButton } from '../../features/favourites/index.ts'
import { MedalDialog } from '../../features/medals/index.ts'
import { ListingSeller } from '../../features/members/index.ts'

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
    />
  )
}
