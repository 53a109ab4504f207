/** Sort options of the search page (docs/product/data.md): 0 recommended, 1 latest, 2 price high→low, 3 low→high. */
import { useTranslation } from 'react-i18next'
import { SORTS, type Sort } from '../lib/search-url.ts'

export function SortBar({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  const { t } = useTranslation()
  return (
    <fieldset className="list-sort" data-testid="sort-bar">
      <legend className="disc-sr">{t('discover.sort.label')}</legend>
      {SORTS.map((sort) => (
        <button
          key={sort}
          type="button"
          className="list-sort-btn"
          aria-pressed={sort === value}
          data-testid={`sort-${sort}`}
          onClick={() => sort !== value && onChange(sort)}
        >
          {t(`discover.sort.${sort}`)}
        </button>
      ))}
    </fieldset>
  )
}
