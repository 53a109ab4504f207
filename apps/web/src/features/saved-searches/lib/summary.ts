/**
 * What a saved search looks for, in one line: its keyword, its price range, how many other
 * filters, "exact words" (the category and seller have no names in the saved parameters: the name
 * the member gave it says which).
 */
import type { TFunction } from 'i18next'

/** Parameters that narrow nothing or are told apart. */
const TOLD = new Set(['goodsName', 'minPrice', 'maxPrice', 'sort', 'exact'])

const amount = (price: string) => price.replace(/\.00$/, '')

export function summaryOf(params: Record<string, string>, t: TFunction): string {
  const parts: string[] = []
  if (params.goodsName) parts.push(t('savedSearches.keyword', { q: params.goodsName }))
  const { minPrice, maxPrice } = params
  if (minPrice && maxPrice)
    parts.push(t('savedSearches.priceBetween', { min: amount(minPrice), max: amount(maxPrice) }))
  else if (minPrice) parts.push(t('savedSearches.priceFrom', { min: amount(minPrice) }))
  else if (maxPrice) parts.push(t('savedSearches.priceTo', { max: amount(maxPrice) }))
  const others = Object.keys(params).filter((key) => !TOLD.has(key)).length
  if (others > 0) parts.push(t('savedSearches.filters', { count: others }))
  if (params.exact) parts.push(t('savedSearches.exact'))
  return parts.length > 0 ? parts.join(' · ') : t('savedSearches.everything')
}
