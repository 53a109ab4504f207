/** Under a listing: the seller's other live listings (OthersGoodsList) and similar ones (es/related). */
import type { GoodsCard as Goods } from '@kaifong/contract'
import { type ReactNode, useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { GoodsCard, GoodsGrid, useCardActions, useOthersGoods } from '../../goods/index.ts'
import { useRelatedGoods } from '../api/related.ts'

const SELLER_PREVIEW = 8

/**
 * Both shelves are under the first screen: their cards render as deferred updates, in slices,
 * instead of one long task each when the answers arrive (useDeferredValue below).
 */
function Shelf({ title, goods, more }: { title: string; goods: Goods[]; more?: ReactNode }) {
  const actionsFor = useCardActions()
  return (
    <section className="detail-shelf" aria-label={title}>
      <header className="shelf-head">
        <h2>{title}</h2>
        {more}
      </header>
      <GoodsGrid>
        {goods.map((g) => (
          <GoodsCard key={g.id} goods={g} actions={actionsFor(g)} />
        ))}
      </GoodsGrid>
    </section>
  )
}

export function SellerGoods({
  goodsId,
  sellerId,
  sellerName,
}: {
  goodsId: string
  sellerId: string
  sellerName: string
}) {
  const { t } = useTranslation()
  // One more than shown, since this listing itself may be among them.
  const others = useOthersGoods(sellerId, SELLER_PREVIEW + 1)
  const first = useDeferredValue(others.data)?.pages[0]
  const records = first?.records ?? []
  const list = records.filter((g) => g.id !== goodsId).slice(0, SELLER_PREVIEW)
  if (!first || list.length === 0) return null
  const othersTotal = first.total - (records.some((g) => g.id === goodsId) ? 1 : 0)
  const more =
    othersTotal > list.length ? (
      <Link to={paths.member(sellerName, sellerId)} className="small">
        {t('detail.more.all')}
      </Link>
    ) : undefined
  return <Shelf title={t('detail.more.seller', { name: sellerName })} goods={list} more={more} />
}

export function RelatedGoods({ goodsId }: { goodsId: string }) {
  const { t } = useTranslation()
  const related = useRelatedGoods(goodsId)
  const list = (useDeferredValue(related.data) ?? []).filter((g) => g.id !== goodsId)
  if (list.length === 0) return null
  return <Shelf title={t('detail.more.related')} goods={list} />
}
