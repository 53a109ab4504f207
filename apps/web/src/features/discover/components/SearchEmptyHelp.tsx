/**
 * Under "nothing found" (docs/product/search.md): other words to search (suggestions for the
 * keyword when there are any, then the hot words) and categories to browse (those matching the
 * keyword, then the top level), as links, so an empty result is never a dead end.
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { categoryHref, foldName, useCategories } from '../../categories/index.ts'
import { useHotWords } from '../api/hot-words.ts'
import { useSuggestions } from '../api/suggest.ts'
import './search-notice.css'
import { paths } from '../../../config/paths.ts'

const WORDS_MAX = 10
/** The whole top level (the demo tree has 15) and a few matching the keyword. */
const CATEGORIES_MAX = 20

export function SearchEmptyHelp({ keyword }: { keyword: string | undefined }) {
  const { t } = useTranslation()
  const hot = useHotWords()
  const suggested = useSuggestions(keyword?.trim() ?? '')
  const tree = useCategories()
  const id = useId()

  const typed = foldName(keyword?.trim() ?? '')
  const seenWords = new Set([typed])
  const words: string[] = []
  for (const word of [...(suggested.data?.words ?? []), ...(hot.data ?? [])]) {
    const key = foldName(word.trim())
    if (seenWords.has(key)) continue
    seenWords.add(key)
    words.push(word)
  }

  const seenCategories = new Set<string>()
  const categories: { id: string; name: string }[] = []
  for (const c of [...(suggested.data?.categories ?? []), ...(tree.data ?? [])]) {
    if (seenCategories.has(c.id)) continue
    seenCategories.add(c.id)
    categories.push({ id: c.id, name: c.name })
  }

  if (words.length === 0 && categories.length === 0) return null
  return (
    <div className="search-empty-help" data-testid="search-empty-help">
      {words.length > 0 && (
        <section aria-labelledby={`${id}-related`}>
          <h2 id={`${id}-related`}>{t('search.empty.related')}</h2>
          <ul className="disc-chips">
            {words.slice(0, WORDS_MAX).map((word) => (
              <li key={word}>
                <Link
                  className="disc-chip"
                  to={paths.goodsList({ goodsName: word })}
                  data-testid="related-word"
                >
                  {word}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {categories.length > 0 && (
        <section aria-labelledby={`${id}-categories`}>
          <h2 id={`${id}-categories`}>{t('search.empty.categories')}</h2>
          <ul className="disc-chips">
            {categories.slice(0, CATEGORIES_MAX).map((c) => (
              <li key={c.id}>
                <Link className="disc-chip" to={categoryHref(c)} data-testid="related-category">
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
