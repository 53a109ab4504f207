/** A node's new parent: only those that keep the tree at three levels and never under itself. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/Modal.tsx'
import { currentLanguage } from '../../../lib/i18n.ts'
import { AdminField, adminApi, fieldA11y, fieldError, formError, inLanguage } from '../../admin/index.ts'
import {
  allowedParents,
  categoryPath,
  MAX_CATEGORY_LEVEL,
  pathName,
  ROOT_CATEGORY,
} from '../lib/categories.ts'
import { contentKeys } from '../lib/keys.ts'
import type { AdminCategory } from '../lib/types.ts'

interface Props {
  tree: readonly AdminCategory[]
  node: AdminCategory
  onClose: (message?: string) => void
}

export function CategoryMoveDialog({ tree, node, onClose }: Props) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const queryClient = useQueryClient()
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
  const options = allowedParents(tree, node)
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
          <ParentSelect tree={tree} options={options} value={parentId} onChange={setParentId} error={error} />
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

function ParentSelect({
  tree,
  options,
  value,
  onChange,
  error,
}: {
  tree: readonly AdminCategory[]
  options: (AdminCategory | null)[]
  value: string
  onChange: (parentId: string) => void
  error: string | null
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return (
    <select
      className="adm-input"
      value={value}
      data-autofocus
      data-testid="category-parent"
      onChange={(e) => onChange(e.target.value)}
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
  )
}
