/**
 * The header category drawer (docs/product/screens.md, validation.md, constants.md): slides in from the left, 450 px wide (the whole
 * screen on phones), searchable by name with a 500 ms debounce, three levels. Every name links to
 * /goodsList?categoryId=…&categoryName=… and closes the drawer. Focus starts in the search box.
 */
import { CATEGORY_SEARCH_DEBOUNCE_MS, type CategoryNode } from '@kaifong/contract'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDebounced } from '../../../lib/use-debounced.ts'
import { filterTree, useCategories } from '../../categories/index.ts'
import { CategoryBrowser, CategoryResults } from './CategoryTree.tsx'
import { ModalPanel } from './ModalPanel.tsx'
import './category-drawer.css'
import './discover.css'

interface Props {
  open: boolean
  onClose: () => void
}

export function CategoryDrawer({ open, onClose }: Props) {
  return open ? <DrawerPanel onClose={onClose} /> : null
}

function DrawerPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const inputRef = useRef<HTMLInputElement>(null)
  const [term, setTerm] = useState('')
  const settled = useDebounced(term, CATEGORY_SEARCH_DEBOUNCE_MS).trim()
  const tree = useCategories()

  return (
    <ModalPanel
      className="catd"
      title={t('discover.drawer.title')}
      onClose={onClose}
      initialFocus={inputRef}
      testId="category-drawer"
    >
      <div className="catd-search">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden>
          <path
            fill="currentColor"
            d="M10 2a8 8 0 0 1 6.32 12.9l4.39 4.39-1.42 1.42-4.39-4.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
          />
        </svg>
        <input
          ref={inputRef}
          type="search"
          value={term}
          maxLength={60}
          placeholder={t('discover.drawer.searchPlaceholder')}
          aria-label={t('discover.drawer.search')}
          data-testid="category-search"
          onChange={(e) => setTerm(e.target.value)}
        />
      </div>
      <div className="catd-body">
        {tree.isPending && <DrawerSkeleton />}
        {tree.isError && (
          <div className="catd-message" role="alert">
            <p>{t('discover.drawer.loadFailed')}</p>
            <button type="button" className="btn btn-outline btn-small" onClick={() => void tree.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        )}
        {tree.data && <DrawerContent tree={tree.data} term={settled} onNavigate={onClose} />}
      </div>
    </ModalPanel>
  )
}

function DrawerContent({
  tree,
  term,
  onNavigate,
}: {
  tree: CategoryNode[]
  term: string
  onNavigate: () => void
}) {
  const { t } = useTranslation()
  if (tree.length === 0) return <p className="catd-message muted">{t('discover.drawer.empty')}</p>
  if (!term) return <CategoryBrowser tree={tree} onNavigate={onNavigate} />
  const matches = filterTree(tree, term)
  return (
    <>
      <p className="disc-sr" role="status">
        {matches.length ? t('discover.drawer.found', { term }) : t('discover.drawer.noMatch', { term })}
      </p>
      {matches.length ? (
        <CategoryResults nodes={matches} term={term} onNavigate={onNavigate} />
      ) : (
        <p className="catd-message muted" aria-hidden>
          {t('discover.drawer.noMatch', { term })}
        </p>
      )}
    </>
  )
}

function DrawerSkeleton() {
  const { t } = useTranslation()
  return (
    <div className="catd-skeleton" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <span key={i} className="skeleton" />
      ))}
    </div>
  )
}
