/**
 * Search (docs/product/screens.md): Enter or the button searches. On /goodsList it refines the current query in
 * place (keeping the other filters, storeId included, and going back to page 1); elsewhere it goes
 * to /goodsList?goodsName=…. While the empty box has focus, hot-word tags drop down under it;
 * picking one fills the box and searches.
 *
 * While the buyer types, suggestions drop down instead (docs/product/search.md): listing titles
 * ("words", picking one searches it) and categories (picking one browses it). The box is an ARIA
 * combobox with a listbox popup: the arrows move through the options (aria-activedescendant,
 * focus stays in the box), Enter picks, Escape closes and keeps the text, Tab moves on.
 */
import { MAX_INPUT_LENGTH, type SearchSuggestions } from '@kaifong/contract'
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { Icon } from '../../components/Icon.tsx'
import { HotWords, MatchHighlight, useSuggestions } from '../../features/discover/index.ts'
import { useDebounced } from '../../lib/use-debounced.ts'
import { useDismiss } from '../../lib/use-dismiss.ts'
import './search-suggest.css'
import { paths, routes } from '../../config/paths.ts'

/** Suggestions are asked for once typing pauses this long. */
export const SUGGEST_DEBOUNCE_MS = 200

type Category = SearchSuggestions['categories'][number]
type Option = { kind: 'word'; word: string } | { kind: 'category'; category: Category }

const SEARCH_ICON =
  'M10 2a8 8 0 0 1 6.32 12.9l4.39 4.39-1.42 1.42-4.39-4.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z'

function SearchIcon({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden focusable="false">
      <path fill="currentColor" d={SEARCH_ICON} />
    </svg>
  )
}

export function SearchBar() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [params, setParams] = useSearchParams()
  const onList = pathname.toLowerCase() === routes.goodsList.toLowerCase()
  const [text, setText] = useState(onList ? (params.get('goodsName') ?? '') : '')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const inputRef = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const listId = useId()

  const typed = text.trim()
  const keyword = useDebounced(typed, SUGGEST_DEBOUNCE_MS)
  // Only while the box is in use: a keyword left in the box after a search asks for nothing.
  const suggestions = useSuggestions(open && typed ? keyword : '')
  const data = open && typed ? suggestions.data : undefined
  const words = data?.words ?? []
  const categories = data?.categories ?? []
  const options: Option[] = [
    ...words.map((word): Option => ({ kind: 'word', word })),
    ...categories.map((category): Option => ({ kind: 'category', category })),
  ]
  const expanded = options.length > 0
  const activeIndex = expanded && active < options.length ? active : -1
  const optionId = (i: number) => `${listId}-option-${i}`

  useEffect(() => {
    if (onList) setText(params.get('goodsName') ?? '')
  }, [onList, params])

  // New suggestions arrived: nothing is chosen in them yet.
  const [shown, setShown] = useState(data)
  if (shown !== data) {
    setShown(data)
    setActive(-1)
  }

  useEffect(() => {
    if (activeIndex < 0) return
    document.getElementById(`${listId}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' })
  }, [activeIndex, listId])

  const close = useCallback(() => {
    setOpen(false)
    setActive(-1)
  }, [])
  useDismiss(formRef, open, close)

  const search = (raw: string) => {
    const goodsName = raw.trim()
    close()
    if (onList) {
      const next = new URLSearchParams(params)
      if (goodsName) next.set('goodsName', goodsName)
      else next.delete('goodsName')
      next.delete('pageNumber')
      // A new keyword is searched the usual way (docs/product/search.md).
      next.delete('exact')
      setParams(next)
      return
    }
    void navigate(paths.goodsList(goodsName ? { goodsName } : undefined))
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    search(text)
  }

  const pick = (word: string) => {
    setText(word)
    search(word)
    inputRef.current?.blur() // puts a phone's keyboard away
  }

  const choose = (option: Option) => {
    if (option.kind === 'word') {
      pick(option.word)
      return
    }
    const { id, name } = option.category
    close()
    inputRef.current?.blur()
    void navigate(paths.goodsList({ categoryPathId: id, categoryName: name }))
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!open) setOpen(true)
        if (!expanded) return
        e.preventDefault()
        const last = options.length - 1
        if (e.key === 'ArrowDown') setActive(activeIndex >= last ? 0 : activeIndex + 1)
        else setActive(activeIndex <= 0 ? last : activeIndex - 1)
        return
      }
      case 'Enter': {
        const option = options[activeIndex]
        if (!option) return // the form searches the text
        e.preventDefault()
        choose(option)
        return
      }
      case 'Escape':
        // Closes the popup and keeps the text (a search box would otherwise clear it).
        if (open) e.preventDefault()
        close()
        return
      case 'Tab':
        // Leaving the box closes the suggestions (the hot words stay reachable by Tab).
        if (expanded) close()
        return
    }
  }

  const optionProps = (i: number, option: Option) => ({
    id: optionId(i),
    role: 'option' as const,
    'aria-selected': i === activeIndex,
    className: `search-suggest-option${i === activeIndex ? ' is-active' : ''}`,
    // Keeps focus (and the phone's keyboard) in the box until the click picks.
    onMouseDown: (e: { preventDefault: () => void }) => e.preventDefault(),
    onClick: () => choose(option),
  })

  return (
    <form
      ref={formRef}
      className="search search-wrap"
      aria-label={t('common.search')}
      onSubmit={submit}
      onFocus={(e) => {
        if ((e.target as Node) === inputRef.current) setOpen(true)
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close()
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') close()
      }}
    >
      <input
        ref={inputRef}
        type="search"
        name="goodsName"
        role="combobox"
        value={text}
        maxLength={MAX_INPUT_LENGTH}
        placeholder={t('common.searchPlaceholder')}
        aria-label={t('common.search')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        data-testid="search-input"
        onChange={(e) => {
          setText(e.target.value)
          setActive(-1)
          setOpen(true)
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <button
        type="submit"
        className="search-btn"
        aria-label={t('common.search')}
        data-testid="search-submit"
      >
        <SearchIcon size={18} />
      </button>
      {open && !typed && <HotWords onPick={pick} className="search-hot" keepFocus />}
      {expanded && (
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
              {categories.map((category, j) => {
                const i = words.length + j
                const above = category.path.slice(1).reverse()
                return (
                  <div
                    key={category.id}
                    {...optionProps(i, { kind: 'category', category })}
                    data-testid="suggest-category"
                  >
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
                  </div>
                )
              })}
            </div>
          )}
        </div>
      )}
      <span className="sr-only" role="status">
        {expanded ? t('search.suggest.count', { count: options.length }) : ''}
      </span>
    </form>
  )
}
