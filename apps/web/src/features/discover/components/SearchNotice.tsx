/**
 * How the keyword was matched, above the results (docs/product/search.md): a corrected keyword,
 * a keyword widened with its equivalent words, or results that match only some of the words —
 * each with a link that searches exactly what was typed (exact=1).
 */
import type { SearchInfo } from '@kaifong/contract'
import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import './search-notice.css'

/**
 * Puts nodes where a translation has `{{name}}`, so typed text is never parsed as markup: the
 * translation is asked for with the placeholders themselves as values.
 */
function withSlots(text: string, slots: Record<string, ReactNode>): ReactNode[] {
  return (
    text
      .split(/\{\{(\w+)\}\}/)
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, in a fixed order
      .map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{slots[part]}</Fragment> : part))
  )
}

interface Props {
  info: SearchInfo | null
  /** The keyword as typed. */
  typed: string | undefined
  /** This search with exact=1. */
  exactHref: string
}

export function SearchNotice({ info, typed, exactHref }: Props) {
  const { t } = useTranslation()
  if (!info || !typed || info.mode === 'exact') return null
  if (info.mode === 'corrected' && info.correctedQuery) {
    return (
      <div className="search-notice" data-testid="search-notice" data-mode="corrected">
        <p>
          {withSlots(t('search.notice.corrected', { corrected: '{{corrected}}' }), {
            corrected: <strong>{info.correctedQuery}</strong>,
          })}
        </p>
        <p>
          <Link to={exactHref} data-testid="search-exact">
            {t('search.notice.searchInstead', { q: typed })}
          </Link>
        </p>
      </div>
    )
  }
  if (info.mode === 'expanded' && info.expandedWith.length > 0) {
    const words = info.expandedWith
      .map((w) => t('search.notice.quoted', { w }))
      .join(t('search.notice.separator'))
    return (
      <div className="search-notice search-notice-quiet" data-testid="search-notice" data-mode="expanded">
        <p>{t('search.notice.expanded', { words })}</p>
        <p>
          <Link to={exactHref} data-testid="search-exact">
            {t('search.notice.only', { q: typed })}
          </Link>
        </p>
      </div>
    )
  }
  if (info.mode === 'partial') {
    return (
      <div className="search-notice" data-testid="search-notice" data-mode="partial">
        <p>{t('search.notice.partial')}</p>
        <p>
          <Link to={exactHref} data-testid="search-exact">
            {t('search.notice.exactly', { q: typed })}
          </Link>
        </p>
      </div>
    )
  }
  return null
}
