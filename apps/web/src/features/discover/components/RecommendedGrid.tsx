/**
 * Home: recommended listings (docs/product/screens.md), boosted first then newest. "See more" appends the next
 * page to the grid; the whole list continues on /goodsList.
 */
import { PAGE_SIZE } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CardSkeletons, LoadError, NoListingsYet } from '../../../components/LoadStates.tsx'
import { GoodsCard, GoodsGrid, useCardActions } from '../../goods/shell.ts'
import { useRecommended } from '../api/search.ts'
import './home-goods.css'
import { paths } from '../../../config/paths.ts'

export function RecommendedGrid() {
  const { t } = useTranslation()
  const reco = useRecommended()
  const actionsFor = useCardActions()
  const goods = reco.data?.pages.flatMap((p) => p.records) ?? []
  const total = reco.data?.pages[0]?.total ?? 0
  return (
    <section className="hg-section" aria-labelledby="hg-reco" data-testid="recommended-section">
      <header className="hg-head">
        <div>
          <h2 id="hg-reco">{t('homeGoods.recommendedTitle')}</h2>
          <p className="muted small">{t('homeGoods.recommendedHint')}</p>
        </div>
        <Link to={paths.goodsList()} className="hg-more">
          {t('homeGoods.browseAll')} ›
        </Link>
      </header>
      {reco.isPending && (
        <GoodsGrid>
          <CardSkeletons count={PAGE_SIZE.recommended} />
        </GoodsGrid>
      )}
      {reco.isError && !reco.data && <LoadError error={reco.error} onRetry={() => void reco.refetch()} />}
      {reco.isSuccess && goods.length === 0 && <NoListingsYet />}
      {goods.length > 0 && (
        <>
          <GoodsGrid>
            {goods.map((g) => (
              <GoodsCard key={g.id} goods={g} actions={actionsFor(g)} />
            ))}
            {reco.isFetchingNextPage && <CardSkeletons count={PAGE_SIZE.recommended} />}
          </GoodsGrid>
          <div className="hg-foot">
            {reco.isFetchNextPageError && (
              <p className="field-error" role="alert">
                {reco.error instanceof Error ? reco.error.message : t('discover.loadFailed')}
              </p>
            )}
            {reco.hasNextPage ? (
              <button
                type="button"
                className="btn btn-outline"
                data-testid="recommended-more"
                disabled={reco.isFetchingNextPage}
                onClick={() => void reco.fetchNextPage()}
              >
                {reco.isFetchNextPageError ? t('common.retry') : t('goods.seeMore')}
              </button>
            ) : (
              <Link to={paths.goodsList()} className="btn btn-outline">
                {t('homeGoods.browseAllCount', { count: total })}
              </Link>
            )}
          </div>
        </>
      )}
    </section>
  )
}
