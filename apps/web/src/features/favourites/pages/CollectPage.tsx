/**
 * /collect, my favourites (docs/product/screens.md): newest first, 10 a page with numbered pages in the URL;
 * listings that are no longer up keep their state label; each can be removed. A second tab
 * (`?tab=shops`) lists my favourite shops (docs/product/shops.md).
 */
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Icon } from '../../../components/Icon.tsx'
import { CardSkeletons, EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { Pager } from '../../../components/Pager.tsx'
import { TabRow, tabPanelProps } from '../../../components/TabRow.tsx'
import { formatDate } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'
import { GoodsCard, GoodsGrid, useCardActions, useRemoveFavourite } from '../../goods/index.ts'
import { COLLECTION_PAGE_SIZE, useCollection } from '../api/favourites.ts'
import { FavouriteShops } from '../components/FavouriteShops.tsx'
// The shared Pager's styles live with the search page's; Pager.tsx does not import them itself.
import '../../../components/list-page.css'
import { paths } from '../../../config/paths.ts'

const pageOf = (raw: string | null) => {
  const n = Number(raw)
  return Number.isInteger(n) && n >= 1 ? n : 1
}

const TABS = ['goods', 'shops'] as const
type Tab = (typeof TABS)[number]

export default function CollectPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const tab: Tab = params.get('tab') === 'shops' ? 'shops' : 'goods'
  return (
    <section className="mylist-page" data-testid="collect-page">
      <header className="mylist-head">
        <h1>{t('pages.collect')}</h1>
      </header>
      <div className="collect-tabs">
        <TabRow
          tabs={TABS}
          active={tab}
          onSelect={(next) => setParams(next === 'shops' ? { tab: next } : {})}
          label={t('collect.tabs')}
          idPrefix="collect"
        >
          {(name) => t(`collect.tab.${name}`)}
        </TabRow>
      </div>
      <div {...tabPanelProps('collect', tab)}>
        {tab === 'shops' ? <FavouriteShops /> : <FavouriteGoods />}
      </div>
    </section>
  )
}

function FavouriteGoods() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const page = pageOf(params.get('page'))
  const list = useCollection(page)
  const remove = useRemoveFavourite()
  const actionsFor = useCardActions()
  const data = list.data
  const setPage = (n: number) => {
    setParams(n > 1 ? { page: String(n) } : {})
    window.scrollTo?.({ top: 0 })
  }
  // Removing the last item of the last page leaves the page empty: step back to what exists.
  const lastPage = data?.pages ?? 0
  useEffect(() => {
    if (lastPage > 0 && page > lastPage)
      setParams(lastPage > 1 ? { page: String(lastPage) } : {}, { replace: true })
  }, [page, lastPage, setParams])

  return (
    <>
      {data && data.total > 0 && <p className="muted">{t('collect.total', { count: data.total })}</p>}
      {list.isPending && (
        <GoodsGrid>
          <CardSkeletons count={COLLECTION_PAGE_SIZE} />
        </GoodsGrid>
      )}
      {list.error && !data && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {data && data.total === 0 && (
        <EmptyState title={t('collect.empty')}>
          <p className="muted">{t('collect.emptyHint')}</p>
          <Link className="btn btn-primary" to={paths.home}>
            {t('collect.browse')}
          </Link>
        </EmptyState>
      )}
      {data && data.records.length > 0 && (
        <GoodsGrid>
          {data.records.map((g) => (
            <GoodsCard
              key={g.id}
              goods={g}
              actions={actionsFor(g)}
              footer={
                <div className="mylist-foot">
                  <span className="muted small">
                    {t('collect.savedOn', { date: formatDate(g.collectTime, currentLanguage()) })}
                  </span>
                  <button
                    type="button"
                    className="icon-btn"
                    data-testid="collect-remove"
                    aria-label={t('collect.removeNamed', { name: g.goodsName })}
                    title={t('collect.remove')}
                    disabled={remove.isPending && remove.variables === g.id}
                    onClick={() =>
                      remove.mutate(g.id, { onSuccess: () => toast(t('collect.removed'), 'success') })
                    }
                  >
                    <Icon name="heart" size={20} />
                  </button>
                </div>
              }
            />
          ))}
        </GoodsGrid>
      )}
      {data && <Pager current={page} total={data.pages} onChange={setPage} />}
    </>
  )
}
