/**
 * Search (SPEC §2): Enter or the button searches. On /goodsList it refines the current query in
 * place (keeping the other filters, storeId included, and going back to page 1); elsewhere it goes
 * to /goodsList?goodsName=…. While the empty box has focus, hot-word tags drop down under it;
 * picking one fills the box and searches.
 */
import { MAX_INPUT_LENGTH } from '@kaifong/contract'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { HotWords } from '../../features/goods/components/HotWords.tsx'

export function SearchBar() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [params, setParams] = useSearchParams()
  const onList = pathname.toLowerCase() === '/goodslist'
  const [text, setText] = useState(onList ? (params.get('goodsName') ?? '') : '')
  const [open, setOpen] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (onList) setText(params.get('goodsName') ?? '')
  }, [onList, params])

  const search = (raw: string) => {
    const goodsName = raw.trim()
    setOpen(false)
    if (onList) {
      const next = new URLSearchParams(params)
      if (goodsName) next.set('goodsName', goodsName)
      else next.delete('goodsName')
      next.delete('pageNumber')
      setParams(next)
      return
    }
    void navigate(goodsName ? `/goodsList?${new URLSearchParams({ goodsName })}` : '/goodsList')
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

  return (
    <form
      className="search search-wrap"
      aria-label={t('common.search')}
      onSubmit={submit}
      onFocus={() => setOpen(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false)
      }}
    >
      <input
        ref={inputRef}
        type="search"
        name="goodsName"
        value={text}
        maxLength={MAX_INPUT_LENGTH}
        placeholder={t('common.searchPlaceholder')}
        aria-label={t('common.search')}
        autoComplete="off"
        data-testid="search-input"
        onChange={(e) => setText(e.target.value)}
        onClick={() => setOpen(true)}
      />
      <button
        type="submit"
        className="search-btn"
        aria-label={t('common.search')}
        data-testid="search-submit"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden>
          <path
            fill="currentColor"
            d="M10 2a8 8 0 0 1 6.32 12.9l4.39 4.39-1.42 1.42-4.39-4.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
          />
        </svg>
      </button>
      {open && !text.trim() && <HotWords onPick={pick} className="search-hot" keepFocus />}
    </form>
  )
}
