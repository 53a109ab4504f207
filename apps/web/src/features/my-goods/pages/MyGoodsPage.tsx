/**
 * /setting/goods: the seller's listings by label (all, listed, expired, unlisted, sold,
 * evaluated; the tab lives in the URL), each card with its owner tools (from the sell feature, put
 * in by app/: `MyGoodsSlots`).
 */
import { GOODS_LABELS, type GoodsCard as Goods, type GoodsLabel } from '@kaifong/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { CardSkeletons, EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { LoadMore } from '../../../components/StatePanels.tsx'
import { TabRow, tabPanelProps } from '../../../components/TabRow.tsx'
import { GoodsCard, GoodsGrid } from '../../goods/index.ts'
import { useMyGoods } from '../api/my-goods.ts'
import '../../../components/list-page.css'
import { paths } from '../../../config/paths.ts'

const TABS = ['ALL', ...GOODS_LABELS] as const
type Tab = (typeof TABS)[number]

/** What app/ puts into the page from other features (app/pages/MyGoodsPage.tsx). */
export interface MyGoodsSlots {
  /** A listing's owner tools, under its card (the sell feature's). */
  tools?: (goods: Goods) => ReactNode
}

export default function MyGoodsPage({ tools }: MyGoodsSlots) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const label = GOODS_LABELS.find((l) => l === params.get('label')) ?? null
  const active: Tab = label ?? 'ALL'
  const query = useMyGoods(label)
  const items = query.data?.pages.flatMap((p) => p.records) ?? []
  const total = query.data?.pages[0]?.total ?? 0
  const show = (tab: Tab) => setParams(tab === 'ALL' ? {} : { label: tab as GoodsLabel }, { replace: true })

  return (
    <section className="card my-goods">
      <header className="my-goods-head">
        <h1>{t('pages.myGoods')}</h1>
        <Link className="btn btn-primary btn-small" to={paths.sell()}>
          + {t('myGoods.listNew')}
        </Link>
      </header>
      <TabRow
        tabs={TABS}
        active={active}
        onSelect={show}
        label={t('myGoods.tabsLabel')}
        idPrefix="my-goods"
        testIdPrefix="tab-"
      >
        {(tab) => t(`myGoods.tabs.${tab}`)}
      </TabRow>
      <div className="my-goods-panel" {...tabPanelProps('my-goods', active)}>
        {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
        {query.isSuccess && items.length === 0 && (
          <EmptyState title={label === null ? t('myGoods.emptyAll') : t('myGoods.emptyTab')}>
            {label === null && (
              <Link className="btn btn-primary" to={paths.sell()}>
                {t('myGoods.listFirst')}
              </Link>
            )}
          </EmptyState>
        )}
        {query.isSuccess && items.length > 0 && (
          <p className="muted small">{t('myGoods.total', { count: total })}</p>
        )}
        <GoodsGrid>
          {query.isPending && <CardSkeletons count={8} />}
          {items.map((g) => (
            <GoodsCard key={g.id} goods={g} showLabel footer={tools?.(g)} />
          ))}
        </GoodsGrid>
        <LoadMore pages={query} />
      </div>
    </section>
  )
}
