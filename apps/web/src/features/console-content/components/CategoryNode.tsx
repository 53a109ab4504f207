/**
 * One node of the category tree with its children (opened and closed by its button): its names,
 * its hidden mark, and its buttons — add a child (below the third level), rename, move, up, down,
 * hide or show.
 */
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../../lib/i18n.ts'
import { inLanguage, LANGS } from '../../admin/index.ts'
import { MAX_CATEGORY_LEVEL, sorted } from '../lib/categories.ts'
import type { AdminCategory } from '../lib/types.ts'
import type { NameDialogKind } from './CategoryNameDialog.tsx'

export type CategoryDialog = NameDialogKind | { kind: 'move'; node: AdminCategory }

/** What a node's buttons do, the same for every node of the tree. */
export interface NodeHandlers {
  busy: boolean
  onToggle: (id: string) => void
  onDialog: (dialog: CategoryDialog) => void
  onReorder: (siblings: AdminCategory[], index: number, by: -1 | 1) => void
  onHide: (node: AdminCategory) => void
}

interface NodeProps {
  node: AdminCategory
  siblings: AdminCategory[]
  index: number
  expanded: ReadonlySet<string>
  handlers: NodeHandlers
}

export function CategoryNode({ node, siblings, index, expanded, handlers }: NodeProps) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const name = inLanguage(node.name, lang)
  const children = sorted(node.children ?? [])
  const open = expanded.has(node.id)
  const groupId = `category-children-${node.id}`
  return (
    <li className={`adc-tree-node${node.hidden ? ' is-hidden' : ''}`} data-testid={`category-${node.id}`}>
      <div className="adc-tree-row">
        {children.length > 0 ? (
          <button
            type="button"
            className="adc-tree-toggle"
            aria-expanded={open}
            aria-controls={groupId}
            aria-label={t(open ? 'adminContent.categories.collapse' : 'adminContent.categories.expand', {
              name,
            })}
            data-testid="category-toggle"
            onClick={() => handlers.onToggle(node.id)}
          >
            {open ? '▾' : '▸'}
          </button>
        ) : (
          <span className="adc-tree-toggle" aria-hidden />
        )}
        <span className="adc-tree-name">
          {name}
          <span className="adm-muted">
            {' '}
            ·{' '}
            {LANGS.filter((l) => l !== lang)
              .map((l) => node.name[l])
              .join(' · ')}
          </span>
          {node.hidden && (
            <span className="adm-badge adc-badge-danger">{t('adminContent.categories.hidden')}</span>
          )}
        </span>
        <NodeButtons node={node} name={name} siblings={siblings} index={index} handlers={handlers} />
      </div>
      {children.length > 0 && open && (
        <ul id={groupId} className="adc-tree-children">
          {children.map((child, i) => (
            <CategoryNode
              key={child.id}
              node={child}
              siblings={children}
              index={i}
              expanded={expanded}
              handlers={handlers}
            />
          ))}
        </ul>
      )}
    </li>
  )
}

function NodeButtons({
  node,
  name,
  siblings,
  index,
  handlers: { busy, onDialog, onReorder, onHide },
}: Omit<NodeProps, 'expanded'> & { name: string }) {
  const { t } = useTranslation()
  return (
    <span className="adc-buttons">
      {node.level < MAX_CATEGORY_LEVEL && (
        <button
          type="button"
          className="adm-btn adm-btn-ghost"
          aria-label={t('adminContent.categories.addChildOne', { name })}
          data-testid="category-add-child"
          onClick={() => onDialog({ kind: 'add', parent: node })}
        >
          {t('adminContent.categories.addChild')}
        </button>
      )}
      <button
        type="button"
        className="adm-btn adm-btn-ghost"
        aria-label={t('adminContent.categories.renameOne', { name })}
        data-testid="category-rename"
        onClick={() => onDialog({ kind: 'rename', node })}
      >
        {t('adminContent.categories.rename')}
      </button>
      <button
        type="button"
        className="adm-btn adm-btn-ghost"
        aria-label={t('adminContent.categories.moveOne', { name })}
        data-testid="category-move-open"
        onClick={() => onDialog({ kind: 'move', node })}
      >
        {t('adminContent.categories.move')}
      </button>
      <button
        type="button"
        className="adm-btn adm-btn-ghost"
        disabled={busy || index === 0}
        aria-label={t('adminContent.common.moveUp', { name })}
        data-testid="category-up"
        onClick={() => onReorder(siblings, index, -1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="adm-btn adm-btn-ghost"
        disabled={busy || index === siblings.length - 1}
        aria-label={t('adminContent.common.moveDown', { name })}
        data-testid="category-down"
        onClick={() => onReorder(siblings, index, 1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="adm-btn adm-btn-ghost"
        disabled={busy}
        aria-label={t(node.hidden ? 'adminContent.categories.showOne' : 'adminContent.categories.hideOne', {
          name,
        })}
        data-testid="category-hide"
        onClick={() => onHide(node)}
      >
        {t(node.hidden ? 'adminContent.categories.show' : 'adminContent.categories.hide')}
      </button>
    </span>
  )
}
