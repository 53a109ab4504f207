/**
 * The search page's filter panel (docs/product/screens.md, data.md): category chips, condition, price range, where
 * and how to trade (delivery or meet-up, district, MTR stations), the one seller a search may be
 * restricted to, and "clear filters". Every change goes to the URL.
 */
import type { RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { FilterUpdate } from '../hooks/use-list-filters.ts'
import { activeFilterCount, CONDITIONS, type ListFilters } from '../lib/search-url.ts'
import { CategoryFilter } from './CategoryFilter.tsx'
import { PlaceFilter } from './PlaceFilter.tsx'
import { type PriceApply, PriceFilter } from './PriceFilter.tsx'
import './discover.css'
import './goods-filters.css'

interface Props {
  filters: ListFilters
  update: FilterUpdate
  /** The price filter's apply, for the phone sheet's show-results button (PriceFilter). */
  priceApplyRef?: RefObject<PriceApply | null>
}

/** Everything but the keyword and the sort order. */
export const NO_FILTERS: Partial<ListFilters> = {
  categoryId: [],
  categoryPathId: undefined,
  categoryName: undefined,
  storeId: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  goodsStatus: [],
  district: [],
  stationId: [],
  tradingMethod: undefined,
}

export function GoodsFilters({ filters, update, priceApplyRef }: Props) {
  const { t } = useTranslation()
  const toggleCondition = (c: number) =>
    update({
      goodsStatus: filters.goodsStatus.includes(c)
        ? filters.goodsStatus.filter((s) => s !== c)
        : [...filters.goodsStatus, c].sort((a, b) => a - b),
    })
  return (
    <div className="list-filters" data-testid="goods-filters">
      {filters.storeId && (
        <div className="list-filter">
          <p className="list-legend">{t('discover.filters.seller')}</p>
          <button
            type="button"
            className="disc-chip"
            aria-pressed
            onClick={() => update({ storeId: undefined })}
          >
            {t('discover.filters.oneSeller')} ✕
          </button>
        </div>
      )}
      <CategoryFilter filters={filters} update={update} />
      <fieldset className="list-filter">
        <legend>{t('discover.filters.condition')}</legend>
        <div className="list-checks">
          {CONDITIONS.map((c) => (
            <label key={c} className="check">
              <input
                type="checkbox"
                checked={filters.goodsStatus.includes(c)}
                data-testid={`condition-${c}`}
                onChange={() => toggleCondition(c)}
              />
              {t(`goods.condition.${c}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <PriceFilter
        key={`${filters.minPrice}-${filters.maxPrice}`}
        filters={filters}
        update={update}
        applyRef={priceApplyRef}
      />
      <PlaceFilter filters={filters} update={update} />
      {activeFilterCount(filters) > 0 && (
        <button
          type="button"
          className="btn btn-ghost btn-small"
          data-testid="clear-filters"
          onClick={() => update(NO_FILTERS)}
        >
          {t('discover.filters.clear')}
        </button>
      )}
    </div>
  )
}
