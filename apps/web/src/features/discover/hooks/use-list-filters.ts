/** The /goodsList filters, read from and written to the URL (see search-url.ts). */
import { useSearchParams } from 'react-router'
import { type ListFilters, parseFilters, serialiseFilters } from '../lib/search-url.ts'

export type FilterUpdate = (patch: Partial<ListFilters>) => void

export function useListFilters(): [ListFilters, FilterUpdate] {
  const [params, setParams] = useSearchParams()
  const filters = parseFilters(params)
  const update: FilterUpdate = (patch) => {
    // Any change of what is shown starts again at page 1, unless the change is the page itself.
    const next = { ...filters, ...patch, pageNumber: patch.pageNumber ?? 1 }
    // "Search exactly" belongs to the keyword it was chosen for (docs/product/search.md).
    if ('goodsName' in patch && !('exact' in patch) && patch.goodsName !== filters.goodsName) {
      next.exact = undefined
    }
    // Each change is a history entry, so Back undoes it; the page keeps its scroll position.
    setParams(serialiseFilters(next), { preventScrollReset: true })
  }
  return [filters, update]
}
