/** Home: the popular-products carousel (docs/product/screens.md), most favourited then most viewed listings. */
import { useTranslation } from 'react-i18next'
import { CardSkeletons, LoadError, NoListingsYet } from '../../../components/LoadStates.tsx'
import { useCardActions } from '../../goods/shell.ts'
import { usePopular } from '../api/popular.ts'
import { useItemsPerSlide } from '../hooks/use-items-per-slide.ts'
import { GoodsCarousel } from './GoodsCarousel.tsx'
import './home-goods.css'

export function PopularCarousel() {
  const { t } = useTranslation()
  const popular = usePopular()
  const actionsFor = useCardActions()
  const per = useItemsPerSlide()
  const goods = popular.data?.records ?? []
  return (
    <section className="hg-section" aria-labelledby="hg-popular" data-testid="popular-section">
      <header className="hg-head">
        <div>
          <h2 id="hg-popular">{t('homeGoods.popularTitle')}</h2>
          <p className="muted small">{t('homeGoods.popularHint')}</p>
        </div>
      </header>
      {popular.isPending && (
        <div className="hg-row" style={{ gridTemplateColumns: `repeat(${per}, minmax(0, 1fr))` }}>
          <CardSkeletons count={per} />
        </div>
      )}
      {popular.isError && <LoadError error={popular.error} onRetry={() => void popular.refetch()} />}
      {popular.isSuccess && goods.length === 0 && <NoListingsYet />}
      {goods.length > 0 && (
        <GoodsCarousel goods={goods} label={t('homeGoods.popularTitle')} actionsFor={actionsFor} />
      )}
    </section>
  )
}
