/**
 * /setting/goods: the seller's listings by label (all, listed, expired, unlisted, sold,
 * evaluated; the tab lives in the URL), each card with its owner tools.
 */
import { GOODS_LABELS, type GoodsLabel } from '@kaifong/contract'
import { type KeyboardEvent, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { GoodsCard, GoodsGrid } from '../../../components/GoodsCard.tsx'
import { CardSkeletons, EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { LoadMore } from '../../../components/StatePanels.tsx'
import { useMyGoods } from '../api/my-goods.ts'
import { OwnerTools } from '../components/OwnerTools.tsx'
import '../../../components/list-page.css'
import { paths } from '../../../config/paths.ts'

const TABS = ['ALL', ...GOODS_LABELS] as const
type Tab = (typeof TABS)[number]

export default function MyGoodsPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const label = GOODS_LABELS.find((l) => l === params.get('label')) ?? null
  const active: Tab = label ?? 'ALL'
  const query = useMyGoods(label)
  const items = query.data?.pages.flatMap((p) => p.records) ?? []
  const total = query.data?.pages[0]?.total ?? 0
  const tabs = useRef<(HTMLButtonElement | null)[]>([])

  // On a phone the tab row scrolls: keep the chosen tab (e.g. from a shared link) in view.
  useEffect(() => {
    tabs.current[TABS.indexOf(active)]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [active])

  const show = (tab: Tab) => setParams(tab === 'ALL' ? {} : { label: tab as GoodsLabel }, { replace: true })
  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    e.preventDefault()
    const next = TABS[(TABS.indexOf(active) + step + TABS.length) % TABS.length] ?? 'ALL'
    show(next)
    tabs.current[TABS.indexOf(next)]?.focus()
  }

  return (
    <section className="card my-goods">
      <header className="my-goods-head">
        <h1>{t('pages.myGoods')}</h1>
        <Link className="btn btn-primary btn-small" to={paths.sell()}>
          + {t('myGoods.listNew')}
        </Link>
      </header>
      <div className="tab-row" role="tablist" aria-label={t('myGoods.tabsLabel')} onKeyDown={onKeyDown}>
        {TABS.map((tab, i) => (
          <button
            key={tab}
            ref={(el) => {
              tabs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`my-goods-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls="my-goods-panel"
            tabIndex={tab === active ? 0 : -1}
            data-testid={`tab-${tab}`}
            onClick={() => show(tab)}
          >
            {t(`myGoods.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div
        id="my-goods-panel"
        className="my-goods-panel"
        role="tabpanel"
        aria-labelledby={`my-goods-tab-${active}`}
      >
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
            <GoodsCard key={g.id} goods={g} showLabel footer={<OwnerTools goods={g} />} />
          ))}
        </GoodsGrid>
        <LoadMore pages={query} />
      </div>
    </section>
  )
}
