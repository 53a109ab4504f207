/** Loading, failure and empty states shared by the home sections and the search page. */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ApiError } from '../lib/api.ts'
import './load-states.css'
import { paths } from '../config/paths.ts'

/** Grey cards in the shape of goods cards while listings load. */
export function CardSkeletons({ count }: { count: number }) {
  const { t } = useTranslation()
  return (
    <>
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="card-skeleton" aria-hidden data-testid="card-skeleton">
          <span className="skeleton sk-head" />
          <span className="skeleton sk-pic" />
          <span className="skeleton sk-line" />
          <span className="skeleton sk-line short" />
        </div>
      ))}
    </>
  )
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation()
  // Our own API messages are localized and meaningful; anything else gets the generic text.
  const message = error instanceof ApiError ? error.message : t('discover.loadFailed')
  return (
    <div className="disc-state" role="alert" data-testid="load-error">
      <p>{message}</p>
      <button type="button" className="btn btn-outline btn-small" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  )
}

/** Nothing is listed at all yet: invite the visitor to be the first. */
export function NoListingsYet() {
  const { t } = useTranslation()
  return (
    <EmptyState title={t('goods.empty')}>
      <Link to={paths.sell()} className="btn btn-primary btn-small">
        {t('homeGoods.sellFirst')}
      </Link>
    </EmptyState>
  )
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="disc-state" data-testid="empty-state">
      <svg viewBox="0 0 24 24" width="44" height="44" aria-hidden>
        <path
          fill="currentColor"
          d="M12 2 3 6.5v11L12 22l9-4.5v-11L12 2Zm0 2.24 6.2 3.1L12 10.44 5.8 7.34 12 4.24ZM5 9l6 3v7.5l-6-3V9Zm8 10.5V12l6-3v7.5l-6 3Z"
        />
      </svg>
      <p className="disc-state-title">{title}</p>
      {children}
    </div>
  )
}
