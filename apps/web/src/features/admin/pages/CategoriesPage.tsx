/**
 * /admin/categories (docs/admin.md, "Categories", right `content`): the whole tree, hidden nodes
 * included, three levels, each level opened and closed by its button. A node gets a child (below
 * the third level), a new name in three languages, a new parent (only those that keep the tree at
 * three levels and never under itself), a place among its siblings, and is hidden or shown again.
 * Listings keep their category through all of it.
 */
import type { Language } from '@kaifong/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/Modal.tsx'
import { currentLanguage } from '../../../lib/i18n.ts'
import { AdminField, fieldA11y } from '../components/AdminField.tsx'
import { AdminError, AdminLoading } from '../components/AdminStates.tsx'
import { LocalizedInputs } from '../components/LocalizedInputs.tsx'
import '../components/admin-content.css'
import { adminApi } from '../lib/admin-api.ts'
import {
  allowedParents,
  contentKeys,
  emptyLocalized,
  fieldError,
  flattenTree,
  formError,
  inLanguage,
  LANGS,
  localizedErrors,
  MAX_CATEGORY_LEVEL,
  missingLanguages,
  moveItem,
  ROOT_CATEGORY,
} from '../lib/content.ts'
import {
  type AdminCategory,
  CATEGORY_NAME_MAX,
  type CategoryChangeBody,
  type CategoryCreateBody,
  type Localized,
} from '../lib/content-types.ts'
import { useAdminTitle } from '../lib/title.ts'

type Dialog =
  | { kind: 'add'; parent: AdminCategory | null }
  | { kind: 'rename'; node: AdminCategory }
  | { kind: 'move'; node: AdminCategory }

const categoryPath = (id: string) => `/categories/${encodeURIComponent(id)}`
const byOrder = (a: AdminCategory, b: AdminCategory) =>
  a.sortOrder - b.sortOrder || Number(a.id) - Number(b.id)
const sorted = (nodes: readonly AdminCategory[]) => [...nodes].sort(byOrder)

/** "Phones › iPhone": a node's name under its ancestors, in the operator's language. */
function pathName(tree: readonly AdminCategory[], node: AdminCategory, lang: Language): string {
  const byId = new Map(flattenTree(tree).map((n) => [n.id, n]))
  const names = [inLanguage(node.name, lang)]
  let parent = byId.get(node.parentId)
  while (parent) {
    names.unshift(inLanguage(parent.name, lang))
    parent = byId.get(parent.parentId)
  }
  return names.join(' › ')
}

function useCategoryChange(onDone: (message: string) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({
      changes,
    }: {
      changes: { id: string; body: CategoryChangeBody }[]
      message: string
    }) => {
      for (const { id, body } of changes)
        await adminApi<AdminCategory>(categoryPath(id), { method: 'PUT', body })
    },
    onSuccess: (_, { message }) => onDone(message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.categories }),
  })
}

function NameDialog({
  dialog,
  onClose,
}: {
  dialog: Extract<Dialog, { kind: 'add' | 'rename' }>
  onClose: (message?: string) => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [name, setName] = useState<Localized>(() =>
    dialog.kind === 'rename' ? { ...dialog.node.name } : emptyLocalized(),
  )
  const [missing, setMissing] = useState<Language[]>([])
  const save = useMutation({
    mutationFn: () => {
      if (dialog.kind === 'rename')
        return adminApi<AdminCategory>(categoryPath(dialog.node.id), { method: 'PUT', body: { name } })
      const siblings = dialog.parent?.children ?? []
      const body: CategoryCreateBody = {
        parentId: dialog.parent?.id ?? ROOT_CATEGORY,
        name,
        sortOrder: Math.min(
          9999,
          siblings.reduce((max, c) => Math.max(max, c.sortOrder + 1), 0),
        ),
      }
      return adminApi<AdminCategory>('/categories', { method: 'POST', body })
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contentKeys.categories })
      onClose(
        t(dialog.kind === 'rename' ? 'adminContent.categories.renamed' : 'adminContent.categories.added'),
      )
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const empty = missingLanguages(name)
    setMissing(empty)
    if (empty.length === 0) save.mutate()
  }
  const lang = currentLanguage()
  const title =
    dialog.kind === 'rename'
      ? t('adminContent.categories.renameTitle', { name: inLanguage(dialog.node.name, lang) })
      : dialog.parent
        ? t('adminContent.categories.addChildTitle', { name: inLanguage(dialog.parent.name, lang) })
        : t('adminContent.categories.addTopTitle')
  const general = formError(save.error, ['name', 'parentId', 'sortOrder', ...LANGS.map((l) => `name.${l}`)])
  return (
    <Modal open title={title} onClose={() => onClose()} width={640} testId="category-dialog">
      <form className="adm-form" onSubmit={submit} noValidate>
        <LocalizedInputs
          idPrefix="category-name"
          label={t('adminContent.categories.name')}
          value={name}
          maxLength={CATEGORY_NAME_MAX}
          onChange={setName}
          errors={localizedErrors(save.error, 'name', missing, t('adminContent.common.required'))}
        />
        {general && (
          <p className="adm-field-error" role="alert">
            {general}
          </p>
        )}
        <div className="adm-actions">
          <button type="button" className="adm-btn adm-btn-ghost" onClick={() => onClose()}>
            {t('adminContent.common.cancel')}
          </button>
          <button
            type="submit"
            className="adm-btn adm-btn-primary"
            disabled={save.isPending}
            data-testid="category-save"
          >
            {save.isPending ? t('adminContent.common.saving') : t('adminContent.common.save')}
          </button>
        </div>
      </form>
    </Modal>
  )
}

function MoveDialog({
  tree,
  node,
  onClose,
}: {
  tree: readonly AdminCategory[]
  node: AdminCategory
  onClose: (message?: string) => void
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const queryClient = useQueryClient()
  const options = allowedParents(tree, node)
  const [parentId, setParentId] = useState<string>('')
  const [problem, setProblem] = useState<string | null>(null)
  const save = useMutation({
    mutationFn: (to: string) =>
      adminApi<AdminCategory>(categoryPath(node.id), { method: 'PUT', body: { parentId: to } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contentKeys.categories })
      onClose(t('adminContent.categories.moved', { name: inLanguage(node.name, lang) }))
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!parentId) return setProblem(t('adminContent.categories.chooseParent'))
    setProblem(null)
    save.mutate(parentId)
  }
  const error = problem ?? fieldError(save.error, 'parentId') ?? formError(save.error, ['parentId'])
  return (
    <Modal
      open
      title={t('adminContent.categories.moveTitle', { name: inLanguage(node.name, lang) })}
      description={t('adminContent.categories.moveHint', { levels: MAX_CATEGORY_LEVEL })}
      onClose={() => onClose()}
      width={520}
      testId="category-move"
    >
      <form className="adm-form" onSubmit={submit} noValidate>
        <AdminField id="category-parent" label={t('adminContent.categories.newParent')} error={error}>
          <select
            className="adm-input"
            value={parentId}
            data-autofocus
            data-testid="category-parent"
            onChange={(e) => setParentId(e.target.value)}
            {...fieldA11y('category-parent', error)}
          >
            <option value="">{t('adminContent.categories.chooseParent')}</option>
            {options.map((parent) =>
              parent === null ? (
                <option key={ROOT_CATEGORY} value={ROOT_CATEGORY}>
                  {t('adminContent.categories.top')}
                </option>
              ) : (
                <option key={parent.id} value={parent.id}>
                  {pathName(tree, parent, lang)}
                </option>
              ),
            )}
          </select>
        </AdminField>
        <div className="adm-actions">
          <button type="button" className="adm-btn adm-btn-ghost" onClick={() => onClose()}>
            {t('adminContent.common.cancel')}
          </button>
          <button
            type="submit"
            className="adm-btn adm-btn-primary"
            disabled={save.isPending || options.length === 0}
            data-testid="category-move-save"
          >
            {save.isPending ? t('adminContent.common.saving') : t('adminContent.categories.move')}
          </button>
        </div>
      </form>
    </Modal>
  )
}

interface NodeProps {
  node: AdminCategory
  siblings: AdminCategory[]
  index: number
  expanded: ReadonlySet<string>
  busy: boolean
  onToggle: (id: string) => void
  onDialog: (dialog: Dialog) => void
  onReorder: (siblings: AdminCategory[], index: number, by: -1 | 1) => void
  onHide: (node: AdminCategory) => void
}

function CategoryNode({
  node,
  siblings,
  index,
  expanded,
  busy,
  onToggle,
  onDialog,
  onReorder,
  onHide,
}: NodeProps) {
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
            onClick={() => onToggle(node.id)}
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
            aria-label={t(
              node.hidden ? 'adminContent.categories.showOne' : 'adminContent.categories.hideOne',
              { name },
            )}
            data-testid="category-hide"
            onClick={() => onHide(node)}
          >
            {t(node.hidden ? 'adminContent.categories.show' : 'adminContent.categories.hide')}
          </button>
        </span>
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
              busy={busy}
              onToggle={onToggle}
              onDialog={onDialog}
              onReorder={onReorder}
              onHide={onHide}
            />
          ))}
        </ul>
      )}
    </li>
  )
}

export default function CategoriesPage() {
  const { t } = useTranslation()
  const lang = currentLanguage()
  useAdminTitle(t('adminContent.categories.title'))
  const tree = useQuery({
    queryKey: contentKeys.categories,
    queryFn: () => adminApi<AdminCategory[]>('/categories'),
  })
  const [expanded, setExpanded] = useState<Set<string>>(new Set())
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const change = useCategoryChange(setDone)
  const toggle = (id: string) =>
    setExpanded((set) => {
      const next = new Set(set)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const reorder = (siblings: AdminCategory[], index: number, by: -1 | 1) => {
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
  const hide = (node: AdminCategory) => {
    setDone(null)
    const name = inLanguage(node.name, lang)
    change.mutate({
      changes: [{ id: node.id, body: { hidden: !node.hidden } }],
      message: t(node.hidden ? 'adminContent.categories.shownDone' : 'adminContent.categories.hiddenDone', {
        name,
      }),
    })
  }
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
              busy={change.isPending}
              onToggle={toggle}
              onDialog={(d) => {
                setDone(null)
                change.reset()
                // A child added is to be seen: its parent opens.
                if (d.kind === 'add' && d.parent) {
                  const parentId = d.parent.id
                  setExpanded((set) => new Set(set).add(parentId))
                }
                setDialog(d)
              }}
              onReorder={reorder}
              onHide={hide}
            />
          ))}
        </ul>
      )}
      {dialog && dialog.kind !== 'move' && (
        <NameDialog
          dialog={dialog}
          onClose={(message) => {
            setDialog(null)
            if (message) setDone(message)
          }}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          tree={all}
          node={dialog.node}
          onClose={(message) => {
            setDialog(null)
            if (message) setDone(message)
          }}
        />
      )}
    </section>
  )
}
