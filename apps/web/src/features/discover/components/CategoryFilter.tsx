/**
 * The search page's category chips: where you are (a breadcrumb you can climb) and the next level
 * down; at level 3, its siblings. Several categories from a link show as chips to remove.
 */
import type { CategoryNode } from '@kaifong/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useCategories } from '../api/categories.ts'
import type { FilterUpdate } from '../hooks/use-list-filters.ts'
import { pathTo } from '../lib/category-tree.ts'
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
  const selected = filters.categoryId.length
    ? filters.categoryId
    : filters.categoryPathId
      ? [filters.categoryPathId]
      : []
  const choose = (node: CategoryNode) =>
    update({ categoryId: [node.id], categoryPathId: undefined, categoryName: node.name })

  let body: ReactNode
  if (tree.isPending) {
    body = <span className="skeleton list-chip-skeleton" aria-hidden />
  } else if (tree.isError) {
    body = (
      <p className="small muted">
        {t('discover.drawer.loadFailed')}{' '}
        <button type="button" className="link" onClick={() => void tree.refetch()}>
          {t('common.retry')}
        </button>
      </p>
    )
  } else {
    const nodes = tree.data
    const found = selected.map((id) => pathTo(nodes, id)).filter((p) => p.length > 0)
    const path = selected.length === 1 ? found[0] : undefined
    const current = path?.at(-1)
    const parent = path?.at(-2)
    let chips: CategoryNode[]
    if (selected.length > 1) chips = found.map((p) => p.at(-1)).filter((n) => n !== undefined)
    else if (!current) chips = nodes
    else if (current.children.length) chips = current.children
    else chips = parent?.children ?? nodes
    body = (
      <>
        {path && (
          <ol className="list-crumbs" aria-label={t('discover.filters.path')}>
            <li>
              <button type="button" className="link" onClick={() => update(CLEARED)}>
                {t('discover.filters.allCategories')}
              </button>
            </li>
            {path.map((node) => (
              <li key={node.id}>
                {node === current ? (
                  <span aria-current="true">{node.name}</span>
                ) : (
                  <button type="button" className="link" onClick={() => choose(node)}>
                    {node.name}
                  </button>
                )}
              </li>
            ))}
          </ol>
        )}
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

  return (
    <fieldset className="list-filter">
      <legend>{t('discover.filters.category')}</legend>
      {body}
    </fieldset>
  )
}
