/**
 * /admin/categories (docs/admin.md, "Categories", right `content`): the whole tree, hidden nodes
 * included, three levels, each level opened and closed by its button. A node gets a child (below
 * the third level), a new name in three languages, a new parent (only those that keep the tree at
 * three levels and never under itself), a place among its siblings, and is hidden or shown again.
 * Listings keep their category through all of it.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../../lib/i18n.ts'
import {
  AdminError,
  AdminLoading,
  formError,
  inLanguage,
  moveItem,
  useAdminTitle,
} from '../../admin/index.ts'
import { CategoryMoveDialog } from '../components/CategoryMoveDialog.tsx'
import { CategoryNameDialog } from '../components/CategoryNameDialog.tsx'
import { type CategoryDialog, CategoryNode, type NodeHandlers } from '../components/CategoryNode.tsx'
import { flattenTree, sorted, useCategoryChange, useCategoryTree } from '../lib/categories.ts'
import type { AdminCategory } from '../lib/types.ts'

/** Which nodes are open, the dialog shown, the last change's message, and the changes made from the tree. */
function useCategoryActions() {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const [expanded, setExpanded] = useState<Set<string>>(new Set())
  const [dialog, setDialog] = useState<CategoryDialog | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const change = useCategoryChange(setDone)
  const onToggle = (id: string) =>
    setExpanded((set) => {
      const next = new Set(set)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const onReorder = (siblings: AdminCategory[], index: number, by: -1 | 1) => {
    setDone(null)
    const moved = siblings[index]
    const order = moveItem(siblings, index, by)
    // Renumbered 0, 1, 2 … so that equal sort orders cannot keep two siblings in place.
    const changes = order.flatMap((node, i) =>
      node.sortOrder === i ? [] : [{ id: node.id, body: { sortOrder: i } }],
    )
    change.mutate({
      changes,
      message: t('adminContent.common.movedTo', { name: inLanguage(moved?.name, lang), n: index + by + 1 }),
    })
  }
  const onHide = (node: AdminCategory) => {
    setDone(null)
    const name = inLanguage(node.name, lang)
    change.mutate({
      changes: [{ id: node.id, body: { hidden: !node.hidden } }],
      message: t(node.hidden ? 'adminContent.categories.shownDone' : 'adminContent.categories.hiddenDone', {
        name,
      }),
    })
  }
  const onDialog = (d: CategoryDialog) => {
    setDone(null)
    change.reset()
    // A child added is to be seen: its parent opens.
    if (d.kind === 'add' && d.parent) {
      const parentId = d.parent.id
      setExpanded((set) => new Set(set).add(parentId))
    }
    setDialog(d)
  }
  const closeDialog = (message?: string) => {
    setDialog(null)
    if (message) setDone(message)
  }
  const handlers: NodeHandlers = { busy: change.isPending, onToggle, onDialog, onReorder, onHide }
  return { expanded, setExpanded, dialog, setDialog, closeDialog, done, setDone, change, handlers }
}

export default function CategoriesPage() {
  const { t } = useTranslation()
  useAdminTitle(t('adminContent.categories.title'))
  const tree = useCategoryTree()
  const { expanded, setExpanded, dialog, setDialog, closeDialog, done, setDone, change, handlers } =
    useCategoryActions()
  const all = tree.data ?? []
  const top = sorted(all)
  const allIds = flattenTree(all)
    .filter((n) => (n.children ?? []).length > 0)
    .map((n) => n.id)
  return (
    <section className="adm-page" aria-labelledby="categories-title">
      <div className="adm-page-head">
        <h1 id="categories-title">{t('adminContent.categories.title')}</h1>
        <span className="adc-buttons">
          <button
            type="button"
            className="adm-btn adm-btn-ghost"
            onClick={() => setExpanded(new Set(allIds))}
          >
            {t('adminContent.categories.expandAll')}
          </button>
          <button type="button" className="adm-btn adm-btn-ghost" onClick={() => setExpanded(new Set())}>
            {t('adminContent.categories.collapseAll')}
          </button>
          <button
            type="button"
            className="adm-btn adm-btn-primary"
            data-testid="category-add-top"
            onClick={() => {
              setDone(null)
              setDialog({ kind: 'add', parent: null })
            }}
          >
            {t('adminContent.categories.addTop')}
          </button>
        </span>
      </div>
      <p className="adm-muted">{t('adminContent.categories.hint')}</p>
      <p role="status" className="adc-ok" data-testid="categories-done">
        {done ?? ''}
      </p>
      {change.error && (
        <p className="adm-field-error" role="alert" data-testid="categories-error">
          {formError(change.error)}
        </p>
      )}
      {tree.isPending ? (
        <AdminLoading />
      ) : tree.isError ? (
        <AdminError error={tree.error} onRetry={() => void tree.refetch()} />
      ) : top.length === 0 ? (
        <p className="adm-empty">{t('adminContent.categories.empty')}</p>
      ) : (
        <ul className="adc-tree" aria-label={t('adminContent.categories.title')} data-testid="category-tree">
          {top.map((node, i) => (
            <CategoryNode
              key={node.id}
              node={node}
              siblings={top}
              index={i}
              expanded={expanded}
              handlers={handlers}
            />
          ))}
        </ul>
      )}
      {dialog && dialog.kind !== 'move' && <CategoryNameDialog dialog={dialog} onClose={closeDialog} />}
      {dialog?.kind === 'move' && <CategoryMoveDialog tree={all} node={dialog.node} onClose={closeDialog} />}
    </section>
  )
}
