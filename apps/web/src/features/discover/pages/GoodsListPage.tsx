/**
 * /goodsList (docs/product/screens.md, data.md): search and browse. Every filter, the sort and the page live in the
 * URL, so links, reloads and back/forward restore a search. Filters sit beside the results on
 * wide screens and in a bottom sheet on phones.
 */
import { type ReactNode, useDeferredValue, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { GoodsCard, GoodsGrid } from '../../../components/GoodsCard.tsx'
import { CardSkeletons, EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { Pager } from '../../../components/Pager.tsx'
import { useCardActions } from '../../../components/use-card-actions.ts'
import { useDocumentTitle } from '../../../lib/page-title.ts'
import { useIsMobile } from '../../../lib/use-media.ts'
import { useCategories } from '../api/categories.ts'
import { useGoodsSearch } from '../api/search.ts'
import { BottomSheet } from '../components/BottomSheet.tsx'
import { GoodsFilters, NO_FILTERS } from '../components/GoodsFilters.tsx'
import type { PriceApply } from '../components/PriceFilter.tsx'
import { SearchEmptyHelp } from '../components/SearchEmptyHelp.tsx'
import { SearchNotice } from '../components/SearchNotice.tsx'
import { SortBar } from '../components/SortBar.tsx'
import { useListFilters } from '../hooks/use-list-filters.ts'
import { pathTo } from '../lib/category-tree.ts'
import { activeFilterCount, type ListFilters, MAX_PAGE, serialiseFilters } from '../lib/search-url.ts'
import '../components/goods-list.css'
import { narrowsSearch } from '@kaifong/contract'
import { paths } from '../../../config/paths.ts'
import { SaveSearchButton } from '../../saved-searches/index.ts'
import { formatTotal } from '../api/search.ts'

/** Cards whose pictures are in a phone's first screen (two rows of two); one of them is the LCP. */
const FIRST_SCREEN_CARDS = 4

export default function GoodsListPage() {
  const { t } = useTranslation()
  const [filters, update] = useListFilters()
  const results = useGoodsSearch(filters)
  const actionsFor = useCardActions()
  const mobile = useIsMobile()
  const [sheetOpen, setSheetOpen] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const title = useListTitle(filters)
  useDocumentTitle(title)

  // The results render as a deferred update: React builds the cards in slices, letting the page
  // answer in between, instead of in one long task when the answer arrives (the skeleton stays
  // until they are ready).
  const data = useDeferredValue(results.data)
  const pages = Math.min(data?.pages ?? 0, MAX_PAGE)
  const active = activeFilterCount(filters)
  const goPage = (pageNumber: number) => {
    update({ pageNumber })
    window.scrollTo({ top: 0, behavior: 'smooth' })
    headingRef.current?.focus({ preventScroll: true })
  }
  // The sheet's show-results button applies a typed price range first (PriceFilter).
  const priceApply = useRef<PriceApply | null>(null)
  const filterPanel = <GoodsFilters filters={filters} update={update} priceApplyRef={priceApply} />
  const showResults = async () => {
    if (await (priceApply.current?.() ?? true)) setSheetOpen(false)
  }
  // The same search, of exactly what was typed (docs/product/search.md).
  const exactHref = paths.goodsList(serialiseFilters({ ...filters, exact: true, pageNumber: 1 }))
  // This search, to save (docs/product/search.md, "Saved searches"): its parameters without the page.
  const { categoryName: _label, ...saveParams } = Object.fromEntries(
    serialiseFilters({ ...filters, pageNumber: 1 }),
  )
  const canSave = narrowsSearch(saveParams)
  // Keyed by the search: a new search's button starts unsaved.
  const saveKey = new URLSearchParams(saveParams).toString()
  const saveProps = { params: saveParams, name: filters.goodsName ?? title }

  let content: ReactNode
  if (results.isPending || (!data && results.data)) {
    content = (
      <GoodsGrid>
        <CardSkeletons count={8} />
      </GoodsGrid>
    )
  } else if (!data) {
    content = <LoadError error={results.error} onRetry={() => void results.refetch()} />
  } else if (data.records.length === 0 && data.total > 0) {
    content = (
      <EmptyState title={t('discover.list.noSuchPage')}>
        <button type="button" className="btn btn-outline btn-small" onClick={() => goPage(1)}>
          {t('discover.list.firstPage')}
        </button>
      </EmptyState>
    )
  } else if (data.records.length === 0) {
    content = (
      <EmptyState title={t('discover.list.emptyTitle')}>
        <p>{t(active ? 'discover.list.emptyFiltered' : 'discover.list.emptyKeyword')}</p>
        <div className="row-wrap list-empty-actions">
          {active > 0 && (
            <button type="button" className="btn btn-primary btn-small" onClick={() => update(NO_FILTERS)}>
              {t('discover.filters.clear')}
            </button>
          )}
          {filters.goodsName && filters.exact && (
            <button
              type="button"
              className="btn btn-primary btn-small"
              data-testid="search-not-exact"
              onClick={() => update({ exact: undefined })}
            >
              {t('search.empty.notExact', { q: filters.goodsName })}
            </button>
          )}
          {filters.goodsName && (
            <button
              type="button"
              className="btn btn-outline btn-small"
              onClick={() => update({ goodsName: undefined })}
            >
              {t('discover.list.clearKeyword')}
            </button>
          )}
        </div>
        {canSave && <SaveSearchButton key={saveKey} offer {...saveProps} />}
        <SearchEmptyHelp keyword={filters.goodsName} />
      </EmptyState>
    )
  } else {
    content = (
      <div className="list-results" aria-busy={results.isPlaceholderData} data-testid="list-results">
        <GoodsGrid>
          {data.records.map((g, i) => (
            <GoodsCard
              key={g.id}
              goods={g}
              actions={actionsFor(g)}
              priority={i < FIRST_SCREEN_CARDS}
              headingLevel={2}
            />
          ))}
        </GoodsGrid>
      </div>
    )
  }

  return (
    <div className="list-page">
      <header className="list-head">
        <h1 ref={headingRef} tabIndex={-1} data-testid="list-title">
          {title}
        </h1>
        {data && (
          <p className="muted small" role="status" data-testid="result-count">
            {t('discover.list.count', { count: formatTotal(data.total) })}
          </p>
        )}
      </header>
      <div className="list-layout">
        {!mobile && (
          <aside className="list-side card" aria-label={t('discover.filters.title')}>
            {filterPanel}
          </aside>
        )}
        <div className="list-main">
          <div className="list-toolbar">
            <SortBar value={filters.sort} onChange={(sort) => update({ sort })} />
            {canSave && data && data.records.length > 0 && <SaveSearchButton key={saveKey} {...saveProps} />}
            {mobile && (
              <button
                type="button"
                className="btn btn-ghost btn-small list-filter-btn"
                aria-haspopup="dialog"
                data-testid="open-filters"
                onClick={() => setSheetOpen(true)}
              >
                {t('discover.filters.title')}
                {active > 0 && <span className="list-badge">{active}</span>}
              </button>
            )}
          </div>
          {data && <SearchNotice info={data.searchInfo} typed={filters.goodsName} exactHref={exactHref} />}
          {content}
          {data && data.records.length > 0 && (
            <Pager current={filters.pageNumber} total={pages} onChange={goPage} />
          )}
        </div>
      </div>
      {mobile && (
        <BottomSheet
          open={sheetOpen}
          title={t('discover.filters.title')}
          testId="filter-sheet"
          onClose={() => setSheetOpen(false)}
          footer={
            <button
              type="button"
              className="btn btn-primary btn-block"
              data-testid="show-results"
              onClick={() => void showResults()}
            >
              {data ? t('discover.filters.show', { count: formatTotal(data.total) }) : t('common.close')}
            </button>
          }
        >
          {filterPanel}
        </BottomSheet>
      )}
    </div>
  )
}

/** Names the page after the keyword and/or the category (else the seller, else all goods). */
function useListTitle(f: ListFilters): string {
  const { t } = useTranslation()
  const tree = useCategories()
  const id = f.categoryId.length === 1 ? f.categoryId[0] : f.categoryPathId
  // The tree's name follows the language; the URL's is what the link was made with.
  const named = id && tree.data ? pathTo(tree.data, id).at(-1)?.name : undefined
  const category = named ?? f.categoryName
  if (f.goodsName && category) return t('discover.list.titleBoth', { q: f.goodsName, category })
  if (f.goodsName) return t('discover.list.titleKeyword', { q: f.goodsName })
  if (category) return category
  if (f.storeId) return t('discover.list.titleSeller')
  return t('discover.list.titleAll')
}
