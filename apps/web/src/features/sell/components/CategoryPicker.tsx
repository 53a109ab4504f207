/**
 * Category picker: three cascading levels (side by side on desktop, one at a time with a back
 * button on a phone) and a search box that filters names by substring, ignoring case and width
 * (docs/product/validation.md#category-search, 500 ms debounce).
 * Only a category without children can be chosen, as the server requires.
 */
import { CATEGORY_SEARCH_DEBOUNCE_MS, type CategoryNode } from '@kaifong/contract'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/Modal.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { useDebounced } from '../../../lib/use-debounced.ts'
import { foldName, useCategories } from '../../categories/index.ts'
import type { CategoryLeaf } from '../category-leaves.ts'
import { categoryLeaves } from '../category-leaves.ts'
import './category-picker.css'

const SEARCH_LIMIT = 60
const pathText = (path: readonly CategoryNode[]) => path.map((n) => n.name).join(' › ')

interface Props {
  id: string
  value: string
  onChange: (categoryId: string) => void
  invalid?: boolean
}

export function CategoryPicker({ id, value, onChange, invalid }: Props) {
  const { t } = useTranslation()
  const tree = useCategories()
  const [open, setOpen] = useState(false)
  const [trail, setTrail] = useState<CategoryNode[]>([])
  const [query, setQuery] = useState('')
  const settled = useDebounced(foldName(query.trim()), CATEGORY_SEARCH_DEBOUNCE_MS)
  const leaves = useMemo(() => categoryLeaves(tree.data ?? []), [tree.data])
  const chosen = leaves.find((l) => l.id === value)

  const openPicker = () => {
    setTrail(chosen ? chosen.path.slice(0, -1) : [])
    setQuery('')
    setOpen(true)
  }
  const pick = (categoryId: string) => {
    onChange(categoryId)
    setOpen(false)
  }

  return (
    <>
      <button
        type="button"
        id={id}
        className={`cat-trigger${invalid ? ' invalid' : ''}`}
        aria-haspopup="dialog"
        aria-invalid={invalid || undefined}
        data-testid="category-trigger"
        onClick={openPicker}
      >
        <span className={chosen ? '' : 'muted'}>
          {chosen ? pathText(chosen.path) : t('sell.category.placeholder')}
        </span>
        <span aria-hidden>›</span>
      </button>
      <Modal
        open={open}
        title={t('sell.category.title')}
        onClose={() => setOpen(false)}
        width={760}
        testId="category-picker"
      >
        <label className="cat-search">
          <span className="cat-search-label">{t('sell.category.search')}</span>
          <input
            type="search"
            value={query}
            placeholder={t('sell.category.searchPlaceholder')}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        {tree.isPending && <Spinner label={t('common.loading')} />}
        {tree.isError && (
          <p className="form-error">
            {t('errors.loadFailed')}{' '}
            <button type="button" className="link" onClick={() => void tree.refetch()}>
              {t('common.retry')}
            </button>
          </p>
        )}
        {settled ? (
          <SearchResults leaves={leaves} term={settled} value={value} onPick={pick} />
        ) : (
          <CategoryColumns
            tree={tree.data ?? []}
            trail={trail}
            value={value}
            onTrail={setTrail}
            onPick={pick}
          />
        )}
      </Modal>
    </>
  )
}

interface ResultsProps {
  leaves: CategoryLeaf[]
  /** The folded search term. */
  term: string
  value: string
  onPick: (categoryId: string) => void
}

/** The leaves whose path has the term in a name, as full paths. */
function SearchResults({ leaves, term, value, onPick }: ResultsProps) {
  const { t } = useTranslation()
  const matches = useMemo(
    () => leaves.filter((l) => l.path.some((n) => foldName(n.name).includes(term))).slice(0, SEARCH_LIMIT),
    [leaves, term],
  )
  return (
    <ul className="cat-results" aria-label={t('sell.category.results')}>
      {matches.length === 0 && <li className="muted">{t('sell.category.noMatch')}</li>}
      {matches.map((leaf) => (
        <li key={leaf.id}>
          <button type="button" aria-current={leaf.id === value || undefined} onClick={() => onPick(leaf.id)}>
            {pathText(leaf.path)}
          </button>
        </li>
      ))}
    </ul>
  )
}

interface ColumnsProps {
  tree: CategoryNode[]
  /** The opened nodes, one per level. */
  trail: CategoryNode[]
  value: string
  onTrail: (trail: CategoryNode[]) => void
  onPick: (categoryId: string) => void
}

/** The top level, then the children of each opened node: a branch opens, a leaf is picked. */
function CategoryColumns({ tree, trail, value, onTrail, onPick }: ColumnsProps) {
  const { t } = useTranslation()
  const columns: { parent: CategoryNode | null; nodes: CategoryNode[] }[] = [
    { parent: null, nodes: tree },
    ...trail.map((n) => ({ parent: n, nodes: n.children })),
  ]
  return (
    <div className="cat-columns" data-depth={trail.length}>
      {columns.map((col, level) => (
        <div className="cat-column" key={col.parent?.id ?? 'root'} data-level={level}>
          {col.parent && (
            <button type="button" className="cat-back" onClick={() => onTrail(trail.slice(0, level - 1))}>
              ‹ {col.parent.name}
            </button>
          )}
          <ul aria-label={col.parent?.name ?? t('sell.category.title')}>
            {col.nodes.map((node) => {
              const branch = node.children.length > 0
              const opened = trail[level]?.id === node.id
              return (
                <li key={node.id}>
                  <button
                    type="button"
                    className={opened ? 'opened' : undefined}
                    aria-expanded={branch ? opened : undefined}
                    aria-current={node.id === value || undefined}
                    data-testid={`category-${node.id}`}
                    onClick={() => (branch ? onTrail([...trail.slice(0, level), node]) : onPick(node.id))}
                  >
                    <span>{node.name}</span>
                    {branch && <span aria-hidden>›</span>}
                  </button>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </div>
  )
}
