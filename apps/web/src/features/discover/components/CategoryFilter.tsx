/**
 * The search page's category chips: where you are (a breadcrumb you can climb) and the next level
 * down; at level 3, its siblings. Several categories from a link show as chips to remove.
 */
import type { CategoryNode } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { pathTo, useCategories } from '../../categories/index.ts'
import type { FilterUpdate } from '../hooks/use-list-filters.ts'
import type { ListFilters } from '../lib/search-url.ts'
import './goods-filters.css'
import './discover.css'

interface Props {
  filters: ListFilters
  update: FilterUpdate
}

const CLEARED = { categoryId: [], categoryPathId: undefined, categoryName: undefined }

export function CategoryFilter({ filters, update }: Props) {
  const { t } = useTranslation()
  const tree = useCategories()
  return (
    <fieldset className="list-filter">
      <legend>{t('discover.filters.category')}</legend>
      {tree.isPending ? (
        <span className="skeleton list-chip-skeleton" aria-hidden />
      ) : tree.isError ? (
        <p className="small muted">
          {t('discover.drawer.loadFailed')}{' '}
          <button type="button" className="link" onClick={() => void tree.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : (
        <CategoryChips nodes={tree.data} filters={filters} update={update} />
      )}
    </fieldset>
  )
}

/** The chips for the chosen categories: the breadcrumb to climb, and the level to go down to. */
function CategoryChips({ nodes, filters, update }: Props & { nodes: CategoryNode[] }) {
  const { t } = useTranslation()
  const selected = filters.categoryId.length
    ? filters.categoryId
    : filters.categoryPathId
      ? [filters.categoryPathId]
      : []
  const choose = (node: CategoryNode) =>
    update({ categoryId: [node.id], categoryPathId: undefined, categoryName: node.name })
  const found = selected.map((id) => pathTo(nodes, id)).filter((p) => p.length > 0)
  const path = selected.length === 1 ? found[0] : undefined
  const current = path?.at(-1)
  const parent = path?.at(-2)
  let chips: CategoryNode[]
  if (selected.length > 1) chips = found.map((p) => p.at(-1)).filter((n) => n !== undefined)
  else if (!current) chips = nodes
  else if (current.children.length) chips = current.children
  else chips = parent?.children ?? nodes
  return (
    <>
      {path && <Crumbs path={path} onAll={() => update(CLEARED)} onChoose={choose} />}
      {/* A category from a link that is not (or no longer) in the tree: show its name to remove. */}
      {selected.length > 0 && found.length === 0 && (
        <button type="button" className="disc-chip" aria-pressed onClick={() => update(CLEARED)}>
          {filters.categoryName ?? t('discover.filters.someCategory')} ✕
        </button>
      )}
      <ul className="disc-chips">
        {chips.map((node) => {
          const on = selected.includes(node.id)
          return (
            <li key={node.id}>
              <button
                type="button"
                className="disc-chip"
                aria-pressed={on}
                data-testid="category-chip"
                onClick={() => {
                  if (!on) choose(node)
                  else if (selected.length > 1)
                    update({ categoryId: selected.filter((id) => id !== node.id), categoryName: undefined })
                }}
              >
                {node.name}
                {on && selected.length > 1 && ' ✕'}
              </button>
            </li>
          )
        })}
      </ul>
    </>
  )
}

interface CrumbsProps {
  path: CategoryNode[]
  onAll: () => void
  onChoose: (node: CategoryNode) => void
}

/** All categories › level 1 › level 2 …, the last one current. */
function Crumbs({ path, onAll, onChoose }: CrumbsProps) {
  const { t } = useTranslation()
  const current = path.at(-1)
  return (
    <ol className="list-crumbs" aria-label={t('discover.filters.path')}>
      <li>
        <button type="button" className="link" onClick={onAll}>
          {t('discover.filters.allCategories')}
        </button>
      </li>
      {path.map((node) => (
        <li key={node.id}>
          {node === current ? (
            <span aria-current="true">{node.name}</span>
          ) : (
            <button type="button" className="link" onClick={() => onChoose(node)}>
              {node.name}
            </button>
          )}
        </li>
      ))}
    </ol>
  )
}
