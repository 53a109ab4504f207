/** A new category (at the top or under a node) or a node's new name, in three languages. */
import type { Language } from '@kaifong/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/Modal.tsx'
import { currentLanguage } from '../../../lib/i18n.ts'
import {
  adminApi,
  emptyLocalized,
  formError,
  inLanguage,
  LANGS,
  type Localized,
  LocalizedInputs,
  localizedErrors,
  missingLanguages,
} from '../../admin/index.ts'
import { categoryPath, ROOT_CATEGORY } from '../lib/categories.ts'
import { contentKeys } from '../lib/keys.ts'
import { type AdminCategory, CATEGORY_NAME_MAX, type CategoryCreateBody } from '../lib/types.ts'

export type NameDialogKind =
  | { kind: 'add'; parent: AdminCategory | null }
  | { kind: 'rename'; node: AdminCategory }

/** Saves the name: PUT for a rename, POST for a new node placed after its siblings. */
function useNameSave(dialog: NameDialogKind, name: Localized, onClose: (message?: string) => void) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  return useMutation({
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
}

export function CategoryNameDialog({
  dialog,
  onClose,
}: {
  dialog: NameDialogKind
  onClose: (message?: string) => void
}) {
  const { t } = useTranslation()
  const [name, setName] = useState<Localized>(() =>
    dialog.kind === 'rename' ? { ...dialog.node.name } : emptyLocalized(),
  )
  const [missing, setMissing] = useState<Language[]>([])
  const save = useNameSave(dialog, name, onClose)
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
