/**
 * The search page's results (docs/product/screens.md, search.md): skeletons while loading, the
 * cards, or what to do when nothing was found (clear the filters, search less exactly, drop the
 * keyword, save the search to be told later, other categories).
 */
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { CardSkeletons, EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { GoodsCard, GoodsGrid, useCardActions } from '../../goods/shell.ts'
import type { SearchPage } from '../api/search.ts'
import type { FilterUpdate } from '../hooks/use-list-filters.ts'
import { activeFilterCount, type ListFilters } from '../lib/search-url.ts'
import { NO_FILTERS } from './GoodsFilters.tsx'
import { SearchEmptyHelp } from './SearchEmptyHelp.tsx'

/** Cards whose pictures are in a phone's first screen (two rows of two); one of them is the LCP. */
const FIRST_SCREEN_CARDS = 4

interface Props {
  /** The shown page (deferred), undefined until one has come. */
  data: SearchPage | undefined
  results: {
    isPending: boolean
    isPlaceholderData: boolean
    error: unknown
    data?: SearchPage
    refetch: () => unknown
  }
  filters: ListFilters
  update: FilterUpdate
  goPage: (pageNumber: number) => void
  /** The offer to save this search, under "nothing found" (app/ puts it in). */
  saveOffer: ReactNode
}

export function ListResults({ data, results, filters, update, goPage, saveOffer }: Props) {
  const { t } = useTranslation()
  const actionsFor = useCardActions()
  console.log(
    'DBG',
    results.isPending,
    !!data,
    !!results.data,
    String(results.error),
    data?.records.length,
    data?.total,
  )
  useEffect(() => console.log('COMMIT', !!data))
  if (results.isPending || (!data && results.data)) {
    return (
      <GoodsGrid>
        <CardSkeletons count={8} />
      </GoodsGrid>
    )
  }
  if (!data) return <LoadError error={results.error} onRetry={() => void results.refetch()} />
  if (data.records.length === 0 && data.total > 0) {
    return (
      <EmptyState title={t('discover.list.noSuchPage')}>
        <button type="button" className="btn btn-outline btn-small" onClick={() => goPage(1)}>
          {t('discover.list.firstPage')}
        </button>
      </EmptyState>
    )
  }
  if (data.records.length === 0)
    return <NothingFound filters={filters} update={update} saveOffer={saveOffer} />
  return (
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

function NothingFound({ filters, update, saveOffer }: Pick<Props, 'filters' | 'update' | 'saveOffer'>) {
  const { t } = useTranslation()
  const active = activeFilterCount(filters)
  return (
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
      {saveOffer}
      <SearchEmptyHelp keyword={filters.goodsName} />
    </EmptyState>
  )
}
