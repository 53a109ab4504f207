/** Numbered pagination (buttons, so Tab and Enter work); the current page is marked for readers. */
import { useTranslation } from 'react-i18next'
import './pager.css'

type Item = number | 'gap-start' | 'gap-end'

/** 1 … 4 5 6 … 20: the ends, the current page and its neighbours, gaps for the rest. */
export function pageItems(current: number, total: number): Item[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1)
  // Near an end, show five pages there rather than a gap that hides a single page.
  const [from, to] =
    current <= 4 ? [2, 5] : current >= total - 3 ? [total - 4, total - 1] : [current - 1, current + 1]
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i)
  return [
    1,
    ...(from > 2 ? (['gap-start'] as const) : []),
    ...middle,
    ...(to < total - 1 ? (['gap-end'] as const) : []),
    total,
  ]
}

interface Props {
  current: number
  total: number
  onChange: (page: number) => void
}

export function Pager({ current, total, onChange }: Props) {
  const { t } = useTranslation()
  if (total <= 1) return null
  return (
    <nav className="list-pager" aria-label={t('discover.pager.label')} data-testid="pager">
      <button
        type="button"
        className="list-pagebtn"
        aria-label={t('common.prev')}
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
      >
        ‹
      </button>
      <ul>
        {pageItems(current, total).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="list-pagebtn"
                aria-label={t('discover.pager.page', { n: item })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => item !== current && onChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="list-gap" aria-hidden>
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="list-pagebtn"
        aria-label={t('common.next')}
        disabled={current >= total}
        onClick={() => onChange(current + 1)}
      >
        ›
      </button>
    </nav>
  )
}
