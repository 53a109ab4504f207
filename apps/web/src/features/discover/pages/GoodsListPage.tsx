/**
 * /goodsList (docs/product/screens.md, data.md): search and browse. Every filter, the sort and the page live in the
 * URL, so links, reloads and back/forward restore a search. Filters sit beside the results on
 * wide screens and in a bottom sheet on phones. "Save this search" comes from the saved-searches
 * feature, put in by app/ (`ListSlots`).
 */
import { narrowsSearch } from '@kaifong/contract'
import { Fragment, type ReactNode, type RefObject, useDeferredValue, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pager } from '../../../components/Pager.tsx'
import { paths } from '../../../config/paths.ts'
import { useDocumentTitle } from '../../../lib/page-title.ts'
import { useIsMobile } from '../../../lib/use-media.ts'
import { pathTo, useCategories } from '../../categories/index.ts'
import { formatTotal, useGoodsSearch } from '../api/search.ts'
import { BottomSheet } from '../components/BottomSheet.tsx'
import { GoodsFilters } from '../components/GoodsFilters.tsx'
import { ListResults } from '../components/ListResults.tsx'
import type { PriceApply } from '../components/PriceFilter.tsx'
import { SearchNotice } from '../components/SearchNotice.tsx'
import { SortBar } from '../components/SortBar.tsx'
import { type FilterUpdate, useListFilters } from '../hooks/use-list-filters.ts'
import { activeFilterCount, type ListFilters, MAX_PAGE, serialiseFilters } from '../lib/search-url.ts'
import '../components/goods-list.css'

/** A search to save: its parameters (the address without its page) and what to call it. */
export interface SearchToSave {
  params: Record<string, string>
  name: string
  /** The offer under "nothing found", rather than the button beside the sort. */
  offer?: boolean
}

/** What app/ puts into the page from other features (app/pages/GoodsListPage.tsx). */
export interface ListSlots {
  /** "Save this search" (the saved-searches feature). */
  saveSearch?: (search: SearchToSave) => ReactNode
}

export default function GoodsListPage({ saveSearch }: ListSlots) {
  const { t } = useTranslation()
  const [filters, update] = useListFilters()
  const results = useGoodsSearch(filters)
  const mobile = useIsMobile()
  const [sheetOpen, setSheetOpen] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const title = useListTitle(filters)
  useDocumentTitle(title)

  // The results render as a deferred update: React builds the cards in slices, letting the page
  // answer in between, instead of in one long task when the answer arrives (the skeleton stays
  // until they are ready).
  const data = useDeferredValue(results.data)
  const goPage = (pageNumber: number) => {
    update({ pageNumber })
    window.scrollTo({ top: 0, behavior: 'smooth' })
    headingRef.current?.focus({ preventScroll: true })
  }
  // The sheet's show-results button applies a typed price range first (PriceFilter).
  const priceApply = useRef<PriceApply | null>(null)
  const filterPanel = <GoodsFilters filters={filters} update={update} priceApplyRef={priceApply} />
  // The same search, of exactly what was typed (docs/product/search.md).
  const exactHref = paths.goodsList(serialiseFilters({ ...filters, exact: true, pageNumber: 1 }))
  const save = useSearchToSave(filters, title)
  // Keyed by the search: a new search's button starts unsaved.
  const saveButton = (offer?: true) =>
    save && saveSearch && <Fragment key={save.key}>{saveSearch({ ...save.search, offer })}</Fragment>

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
          <ListToolbar
            filters={filters}
            update={update}
            saveButton={data && data.records.length > 0 && saveButton()}
            onFilters={mobile ? () => setSheetOpen(true) : undefined}
          />
          {data && <SearchNotice info={data.searchInfo} typed={filters.goodsName} exactHref={exactHref} />}
          <ListResults
            data={data}
            results={results}
            filters={filters}
            update={update}
            goPage={goPage}
            saveOffer={saveButton(true)}
          />
          {data && data.records.length > 0 && (
            <Pager current={filters.pageNumber} total={Math.min(data.pages, MAX_PAGE)} onChange={goPage} />
          )}
        </div>
      </div>
      {mobile && (
        <FilterSheet
          open={sheetOpen}
          total={data?.total}
          priceApply={priceApply}
          onClose={() => setSheetOpen(false)}
        >
          {filterPanel}
        </FilterSheet>
      )}
    </div>
  )
}

/**
 * This search, to save (docs/product/search.md, "Saved searches"): its parameters without the
 * page, when they narrow the search at all; `key` tells one search from another.
 */
function useSearchToSave(filters: ListFilters, title: string) {
  const { categoryName: _label, ...params } = Object.fromEntries(
    serialiseFilters({ ...filters, pageNumber: 1 }),
  )
  if (!narrowsSearch(params)) return null
  return { key: new URLSearchParams(params).toString(), search: { params, name: filters.goodsName ?? title } }
}

interface ToolbarProps {
  filters: ListFilters
  update: FilterUpdate
  saveButton: ReactNode
  /** Opens the filter sheet (phones). */
  onFilters?: () => void
}

/** The sort, "save this search", and on phones the button that opens the filters. */
function ListToolbar({ filters, update, saveButton, onFilters }: ToolbarProps) {
  const { t } = useTranslation()
  const active = activeFilterCount(filters)
  return (
    <div className="list-toolbar">
      <SortBar value={filters.sort} onChange={(sort) => update({ sort })} />
      {saveButton}
      {onFilters && (
        <button
          type="button"
          className="btn btn-ghost btn-small list-filter-btn"
          aria-haspopup="dialog"
          data-testid="open-filters"
          onClick={onFilters}
        >
          {t('discover.filters.title')}
          {active > 0 && <span className="list-badge">{active}</span>}
        </button>
      )}
    </div>
  )
}

interface SheetProps {
  open: boolean
  /** The results' total, once known. */
  total: number | undefined
  priceApply: RefObject<PriceApply | null>
  onClose: () => void
  children: ReactNode
}

/** The filters in a bottom sheet on phones; its button applies a typed price range first, then closes. */
function FilterSheet({ open, total, priceApply, onClose, children }: SheetProps) {
  const { t } = useTranslation()
  const showResults = async () => {
    if (await (priceApply.current?.() ?? true)) onClose()
  }
  return (
    <BottomSheet
      open={open}
      title={t('discover.filters.title')}
      testId="filter-sheet"
      onClose={onClose}
      footer={
        <button
          type="button"
          className="btn btn-primary btn-block"
          data-testid="show-results"
          onClick={() => void showResults()}
        >
          {total !== undefined
            ? t('discover.filters.show', { count: formatTotal(total) })
            : t('common.close')}
        </button>
      }
    >
      {children}
    </BottomSheet>
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
