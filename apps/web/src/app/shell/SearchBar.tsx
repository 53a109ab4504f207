/**
 * Search (SPEC §2): Enter or the button searches. On /goodsList it refines the current query
 * in place; elsewhere it goes to /goodsList?goodsName=….
 */
import { MAX_INPUT_LENGTH } from '@kaifong/contract'
import { type FormEvent, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'

export function SearchBar() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [params, setParams] = useSearchParams()
  const onList = pathname.toLowerCase() === '/goodslist'
  const [text, setText] = useState(onList ? (params.get('goodsName') ?? '') : '')

  useEffect(() => {
    if (onList) setText(params.get('goodsName') ?? '')
  }, [onList, params])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const goodsName = text.trim()
    if (onList) {
      const next = new URLSearchParams(params)
      if (goodsName) next.set('goodsName', goodsName)
      else next.delete('goodsName')
      next.delete('pageNumber')
      setParams(next)
      return
    }
    void navigate(goodsName ? `/goodsList?goodsName=${encodeURIComponent(goodsName)}` : '/goodsList')
  }

  return (
    <form className="search" aria-label={t('common.search')} onSubmit={submit}>
      <input
        type="search"
        name="goodsName"
        value={text}
        maxLength={MAX_INPUT_LENGTH}
        placeholder={t('common.searchPlaceholder')}
        aria-label={t('common.search')}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="search-btn" aria-label={t('common.search')}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden>
          <path
            fill="currentColor"
            d="M10 2a8 8 0 0 1 6.32 12.9l4.39 4.39-1.42 1.42-4.39-4.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
          />
        </svg>
      </button>
    </form>
  )
}
