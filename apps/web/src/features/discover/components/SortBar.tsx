/** Sort options of the search page (docs/product/data.md): 0 recommended, 1 latest, 2 price high→low, 3 low→high. */
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { SORTS, type Sort } from '../lib/search-url.ts'

export function SortBar({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  const { t, i18n } = useTranslation()
  const ref = useRef<HTMLFieldSetElement>(null)
  // On a narrow screen the bar scrolls sideways: the chosen order is brought fully into view
  // (horizontally only, so the page itself never jumps), with the bar's own padding around it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language means new label widths
  useEffect(() => {
    const bar = ref.current
    const chosen = bar?.querySelector<HTMLElement>('[aria-pressed="true"]')
    if (!bar || !chosen) return
    const pad = 4
    const left = chosen.offsetLeft - pad
    const right = chosen.offsetLeft + chosen.offsetWidth + pad
    if (left < bar.scrollLeft) bar.scrollLeft = left
    else if (right > bar.scrollLeft + bar.clientWidth) bar.scrollLeft = right - bar.clientWidth
  }, [value, i18n.language])
  return (
    <fieldset className="list-sort" data-testid="sort-bar" ref={ref}>
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
