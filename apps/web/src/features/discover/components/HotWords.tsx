/** Hot-word tags (docs/product/screens.md): the most searched terms; picking one searches for it. */
import { useTranslation } from 'react-i18next'
import { useHotWords } from '../api/hot-words.ts'
import './hot-words.css'

interface Props {
  onPick: (word: string) => void
  /** How many tags at most (the header shows fewer than the home page). */
  limit?: number
  className?: string
  /** Keep focus where it is when a tag is pressed (the header's dropdown closes on blur). */
  keepFocus?: boolean
  /**
   * Hold the strip's place while the words load (the home page), so what is under it does not
   * move down when they arrive (Cumulative Layout Shift).
   */
  reserve?: boolean
}

export function HotWords({ onPick, limit, className = '', keepFocus, reserve }: Props) {
  const { t } = useTranslation()
  const { data, isPending } = useHotWords()
  const words = (data ?? []).slice(0, limit)
  if (reserve && isPending) {
    return (
      <div className={`hot-words ${className}`} aria-hidden="true">
        <span className="hot-words-label">{t('discover.hotWords')}</span>
        <span className="hot-word hot-word-placeholder">&nbsp;</span>
      </div>
    )
  }
  if (words.length === 0) return null
  return (
    <div className={`hot-words ${className}`} data-testid="hot-words">
      <span className="hot-words-label">{t('discover.hotWords')}</span>
      <ul aria-label={t('discover.hotWords')}>
        {words.map((word) => (
          <li key={word}>
            <button
              type="button"
              className="hot-word"
              onMouseDown={keepFocus ? (e) => e.preventDefault() : undefined}
              onClick={() => onPick(word)}
            >
              {word}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
