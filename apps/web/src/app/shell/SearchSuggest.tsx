/**
 * The search box's suggestions (docs/product/search.md): listing titles ("words") and categories,
 * each group labelled, the typed text highlighted; an ARIA listbox whose active option the box
 * points at (aria-activedescendant). SearchBar.tsx owns the box and the keys.
 */
import type { SearchSuggestions } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Icon } from '../../components/Icon.tsx'
import { MatchHighlight } from '../../features/discover/index.ts'

export type Category = SearchSuggestions['categories'][number]
export type Option = { kind: 'word'; word: string } | { kind: 'category'; category: Category }

const SEARCH_ICON =
  'M10 2a8 8 0 0 1 6.32 12.9l4.39 4.39-1.42 1.42-4.39-4.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z'

export function SearchIcon({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden focusable="false">
      <path fill="currentColor" d={SEARCH_ICON} />
    </svg>
  )
}

interface Props {
  listId: string
  words: string[]
  categories: Category[]
  /** What was typed, highlighted in the options. */
  typed: string
  activeIndex: number
  onChoose: (option: Option) => void
}

export function SearchSuggest({ listId, words, categories, typed, activeIndex, onChoose }: Props) {
  const { t } = useTranslation()
  const optionProps = (i: number, option: Option) => ({
    id: `${listId}-option-${i}`,
    role: 'option' as const,
    'aria-selected': i === activeIndex,
    className: `search-suggest-option${i === activeIndex ? ' is-active' : ''}`,
    // Keeps focus (and the phone's keyboard) in the box until the click picks.
    onMouseDown: (e: { preventDefault: () => void }) => e.preventDefault(),
    onClick: () => onChoose(option),
  })
  return (
    <div
      className="search-suggest"
      id={listId}
      role="listbox"
      aria-label={t('search.suggest.label')}
      data-testid="search-suggest"
    >
      {words.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: options are grouped in a listbox (WAI-ARIA), not a form fieldset
        <div role="group" aria-labelledby={`${listId}-words`}>
          <div className="search-suggest-label" id={`${listId}-words`}>
            {t('search.suggest.words')}
          </div>
          {words.map((word, i) => (
            <div key={word} {...optionProps(i, { kind: 'word', word })} data-testid="suggest-word">
              <span className="search-suggest-icon">
                <SearchIcon size={16} />
              </span>
              <span className="search-suggest-text">
                <MatchHighlight text={word} keyword={typed} />
              </span>
            </div>
          ))}
        </div>
      )}
      {categories.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: options are grouped in a listbox (WAI-ARIA), not a form fieldset
        <div role="group" aria-labelledby={`${listId}-categories`}>
          <div className="search-suggest-label" id={`${listId}-categories`}>
            {t('search.suggest.categories')}
          </div>
          {categories.map((category, j) => (
            <div
              key={category.id}
              {...optionProps(words.length + j, { kind: 'category', category })}
              data-testid="suggest-category"
            >
              <CategoryOption category={category} typed={typed} />
            </div>
          ))}
        </div>
      )}
    </div>
  )
}

/** A category: its name, then the categories above it ("Phones › Electronics"). */
function CategoryOption({ category, typed }: { category: Category; typed: string }) {
  const above = category.path.slice(1).reverse()
  return (
    <>
      <span className="search-suggest-icon">
        <Icon name="grid" size={16} />
      </span>
      <span className="search-suggest-text">
        <MatchHighlight text={category.name} keyword={typed} />
      </span>
      {above.length > 0 && (
        <span className="search-suggest-path">
          <span className="sr-only">, </span>
          {above.join(' › ')}
        </span>
      )}
    </>
  )
}
