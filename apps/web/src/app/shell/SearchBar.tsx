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
import { MAX_INPUT_LENGTH } from '@kaifong/contract'
import {
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { paths, routes } from '../../config/paths.ts'
import { HotWords, useSuggestions } from '../../features/discover/index.ts'
import { useDebounced } from '../../lib/use-debounced.ts'
import { useDismiss } from '../../lib/use-dismiss.ts'
import { type Option, SearchIcon, SearchSuggest } from './SearchSuggest.tsx'
import './search-suggest.css'

/** Suggestions are asked for once typing pauses this long. */
export const SUGGEST_DEBOUNCE_MS = 200

/** The suggestions for what is typed while the box is open, as options, and the one the arrows are on. */
function useSuggestOptions(open: boolean, typed: string, listId: string) {
  const [active, setActive] = useState(-1)
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

  return { words, categories, options, expanded, activeIndex, setActive }
}

/**
 * Searching a keyword: on /goodsList it refines the current query in place (back to page 1);
 * elsewhere it goes to /goodsList?goodsName=….
 */
function useSearchFor(onList: boolean) {
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  return (raw: string) => {
    const goodsName = raw.trim()
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
}

interface KeyOptions {
  open: boolean
  setOpen: (open: boolean) => void
  suggest: ReturnType<typeof useSuggestOptions>
  choose: (option: Option) => void
  close: () => void
}

/** The combobox's keys: the arrows move through the options, Enter picks, Escape closes and keeps the text, Tab moves on. */
function comboKeys({ open, setOpen, suggest, choose, close }: KeyOptions) {
  const { options, expanded, activeIndex, setActive } = suggest
  return (e: KeyboardEvent<HTMLInputElement>) => {
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
}

/**
 * The box's state, and the form's and the input's props: searching, picking a hot word, choosing
 * an option, opening and closing the popup.
 */
function useSearchBox() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const onList = pathname.toLowerCase() === routes.goodsList.toLowerCase()
  const [text, setText] = useState(onList ? (params.get('goodsName') ?? '') : '')
  const [open, setOpen] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const listId = useId()
  const typed = text.trim()
  const suggest = useSuggestOptions(open, typed, listId)
  const { activeIndex, setActive } = suggest
  const searchFor = useSearchFor(onList)

  useEffect(() => {
    if (onList) setText(params.get('goodsName') ?? '')
  }, [onList, params])

  const close = useCallback(() => {
    setOpen(false)
    setActive(-1)
  }, [setActive])
  useDismiss(formRef, open, close)

  const search = (raw: string) => {
    close()
    searchFor(raw)
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
  const formProps = {
    ref: formRef,
    onSubmit: (e: FormEvent) => {
      e.preventDefault()
      search(text)
    },
    onFocus: (e: FocusEvent) => {
      if ((e.target as Node) === inputRef.current) setOpen(true)
    },
    onBlur: (e: FocusEvent) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close()
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Escape') close()
    },
  }
  const inputProps = {
    ref: inputRef,
    value: text,
    'aria-activedescendant': activeIndex >= 0 ? `${listId}-option-${activeIndex}` : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setText(e.target.value)
      setActive(-1)
      setOpen(true)
    },
    onClick: () => setOpen(true),
    onKeyDown: comboKeys({ open, setOpen, suggest, choose, close }),
  }
  return { open, typed, listId, suggest, pick, choose, formProps, inputProps, t }
}

export function SearchBar() {
  const { open, typed, listId, suggest, pick, choose, formProps, inputProps, t } = useSearchBox()
  const { expanded, activeIndex } = suggest
  return (
    <form className="search search-wrap" aria-label={t('common.search')} {...formProps}>
      <input
        type="search"
        name="goodsName"
        role="combobox"
        maxLength={MAX_INPUT_LENGTH}
        placeholder={t('common.searchPlaceholder')}
        aria-label={t('common.search')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        autoComplete="off"
        data-testid="search-input"
        {...inputProps}
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
        <SearchSuggest
          listId={listId}
          words={suggest.words}
          categories={suggest.categories}
          typed={typed}
          activeIndex={activeIndex}
          onChoose={choose}
        />
      )}
      <span className="sr-only" role="status">
        {expanded ? t('search.suggest.count', { count: suggest.options.length }) : ''}
      </span>
    </form>
  )
}
