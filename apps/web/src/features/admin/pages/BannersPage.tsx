/**
 * /admin/banners (docs/admin.md, "Content and settings", right `content`): the home page's banners
 * with picture, titles, link, order and whether each is shown; a dialog adds or edits one (its
 * picture uploaded through POST /admin/api/media), another asks before deleting.
 */
import { siteLinkOf } from '@kaifong/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/Modal.tsx'
import { currentLanguage } from '../../../lib/i18n.ts'
import { AdminField, fieldA11y } from '../components/AdminField.tsx'
import { AdminError, AdminLoading } from '../components/AdminStates.tsx'
import { type AdminColumn, AdminTable } from '../components/AdminTable.tsx'
import { ConfirmAction } from '../components/ConfirmAction.tsx'
import { ImagePicker } from '../components/ImagePicker.tsx'
import { LocalizedInputs } from '../components/LocalizedInputs.tsx'
import '../components/admin-content.css'
import { adminApi } from '../lib/admin-api.ts'
import {
  contentKeys,
  emptyLocalized,
  fieldError,
  formError,
  inLanguage,
  LANGS,
  localizedErrors,
  missingLanguages,
} from '../lib/content.ts'
import { type AdminBanner, BANNER_TITLE_MAX, type BannerBody, type Localized } from '../lib/content-types.ts'
import { useAdminTitle } from '../lib/title.ts'

interface BannerForm {
  imageUrl: string
  title: Localized
  link: string
  sortOrder: string
  enabled: boolean
}

const formOf = (banner: AdminBanner | null, nextOrder: number): BannerForm =>
  banner
    ? { ...banner, title: { ...banner.title }, sortOrder: String(banner.sortOrder) }
    : { imageUrl: '', title: emptyLocalized(), link: '', sortOrder: String(nextOrder), enabled: true }

const FIELDS = ['imageUrl', 'link', 'sortOrder', 'enabled', ...LANGS.map((l) => `title.${l}`)]

function BannerDialog({
  banner,
  nextOrder,
  onClose,
}: {
  /** The banner to edit; null for a new one. */
  banner: AdminBanner | null
  nextOrder: number
  onClose: (saved?: string) => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [form, setForm] = useState(() => formOf(banner, nextOrder))
  const [problems, setProblems] = useState<{ imageUrl?: string; link?: string; sortOrder?: string }>({})
  const [missing, setMissing] = useState<ReturnType<typeof missingLanguages>>([])
  const save = useMutation({
    mutationFn: (body: BannerBody) =>
      banner
        ? adminApi<AdminBanner>(`/banners/${encodeURIComponent(banner.id)}`, { method: 'PUT', body })
        : adminApi<AdminBanner>('/banners', { method: 'POST', body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contentKeys.banners })
      onClose(banner ? t('adminContent.banners.updated') : t('adminContent.banners.added'))
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const next: typeof problems = {}
    if (!form.imageUrl) next.imageUrl = t('adminContent.banners.imageRequired')
    const link = form.link.trim()
    if (siteLinkOf(link) === null) next.link = t('adminContent.banners.linkInvalid')
    const order = /^\d{1,4}$/.test(form.sortOrder.trim()) ? Number(form.sortOrder) : null
    if (order === null) next.sortOrder = t('adminContent.common.orderInvalid')
    const empty = missingLanguages(form.title)
    setProblems(next)
    setMissing(empty)
    if (Object.keys(next).length || empty.length || order === null) return
    save.mutate({ imageUrl: form.imageUrl, title: form.title, link, sortOrder: order, enabled: form.enabled })
  }
  const linkError = problems.link ?? fieldError(save.error, 'link')
  const orderError = problems.sortOrder ?? fieldError(save.error, 'sortOrder')
  const general = formError(save.error, FIELDS)
  return (
    <Modal
      open
      title={banner ? t('adminContent.banners.edit') : t('adminContent.banners.add')}
      onClose={() => onClose()}
      width={720}
      testId="banner-dialog"
    >
      <form className="adm-form" onSubmit={submit} noValidate>
        <ImagePicker
          label={t('adminContent.banners.image')}
          value={form.imageUrl}
          error={problems.imageUrl ?? fieldError(save.error, 'imageUrl')}
          onChange={(imageUrl) => setForm((f) => ({ ...f, imageUrl }))}
          testId="banner-image"
        />
        <LocalizedInputs
          idPrefix="banner-title"
          label={t('adminContent.banners.bannerTitle')}
          value={form.title}
          maxLength={BANNER_TITLE_MAX}
          onChange={(title) => setForm((f) => ({ ...f, title }))}
          errors={localizedErrors(save.error, 'title', missing, t('adminContent.common.required'))}
        />
        <div className="adc-row">
          <AdminField
            id="banner-link"
            label={t('adminContent.banners.link')}
            hint={t('adminContent.banners.linkHint')}
            error={linkError}
          >
            <input
              className="adm-input"
              value={form.link}
              maxLength={500}
              data-testid="banner-link"
              onChange={(e) => setForm((f) => ({ ...f, link: e.target.value }))}
              {...fieldA11y('banner-link', linkError, t('adminContent.banners.linkHint'))}
            />
          </AdminField>
          <AdminField id="banner-order" label={t('adminContent.common.sortOrder')} error={orderError}>
            <input
              className="adm-input adc-narrow"
              inputMode="numeric"
              value={form.sortOrder}
              data-testid="banner-order"
              onChange={(e) => setForm((f) => ({ ...f, sortOrder: e.target.value }))}
              {...fieldA11y('banner-order', orderError)}
            />
          </AdminField>
        </div>
        <label className="adc-check">
          <input
            type="checkbox"
            checked={form.enabled}
            data-testid="banner-enabled"
            onChange={(e) => setForm((f) => ({ ...f, enabled: e.target.checked }))}
          />
          {t('adminContent.banners.enabled')}
        </label>
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
            data-testid="banner-save"
          >
            {save.isPending ? t('adminContent.common.saving') : t('adminContent.common.save')}
          </button>
        </div>
      </form>
    </Modal>
  )
}

export default function BannersPage() {
  const { t } = useTranslation()
  const lang = currentLanguage()
  useAdminTitle(t('adminContent.banners.title'))
  const queryClient = useQueryClient()
  const banners = useQuery({
    queryKey: contentKeys.banners,
    queryFn: () => adminApi<AdminBanner[]>('/banners'),
  })
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null)
  const [deleting, setDeleting] = useState<AdminBanner | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const remove = useMutation({
    mutationFn: (id: string) => adminApi<unknown>(`/banners/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      setDeleting(null)
      setDone(t('adminContent.banners.deleted'))
      await queryClient.invalidateQueries({ queryKey: contentKeys.banners })
    },
  })
  const rows = [...(banners.data ?? [])].sort((a, b) => a.sortOrder - b.sortOrder)
  const nextOrder = rows.length ? Math.min(9999, Math.max(...rows.map((b) => b.sortOrder)) + 1) : 0
  const columns: AdminColumn<AdminBanner>[] = [
    {
      key: 'image',
      header: t('adminContent.banners.image'),
      cell: (b) => <img className="adc-thumb" src={b.imageUrl} alt={inLanguage(b.title, lang)} />,
    },
    {
      key: 'title',
      header: t('adminContent.banners.bannerTitle'),
      cell: (b) => (
        <ul className="adm-plain-list">
          {LANGS.map((l) => (
            <li key={l} lang={l}>
              {b.title[l]}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'link',
      header: t('adminContent.banners.link'),
      cell: (b) => b.link || t('adminContent.common.none'),
    },
    {
      key: 'order',
      header: t('adminContent.common.sortOrder'),
      className: 'adm-num',
      cell: (b) => b.sortOrder,
    },
    {
      key: 'enabled',
      header: t('adminContent.banners.enabled'),
      cell: (b) => (b.enabled ? t('adminContent.common.yes') : t('adminContent.common.no')),
    },
    {
      key: 'actions',
      header: t('adminContent.common.actions'),
      cell: (b) => (
        <span className="adc-buttons">
          <button
            type="button"
            className="adm-btn adm-btn-ghost"
            aria-label={t('adminContent.common.editOne', { name: inLanguage(b.title, lang) })}
            data-testid="banner-edit"
            onClick={() => {
              setDone(null)
              setEditing(b)
            }}
          >
            {t('adminContent.common.edit')}
          </button>
          <button
            type="button"
            className="adm-btn adm-btn-ghost"
            aria-label={t('adminContent.common.deleteOne', { name: inLanguage(b.title, lang) })}
            data-testid="banner-delete"
            onClick={() => {
              setDone(null)
              remove.reset()
              setDeleting(b)
            }}
          >
            {t('adminContent.common.delete')}
          </button>
        </span>
      ),
    },
  ]
  return (
    <section className="adm-page" aria-labelledby="banners-title">
      <div className="adm-page-head">
        <h1 id="banners-title">{t('adminContent.banners.title')}</h1>
        <button
          type="button"
          className="adm-btn adm-btn-primary"
          data-testid="banner-add"
          onClick={() => {
            setDone(null)
            setEditing('new')
          }}
        >
          {t('adminContent.banners.add')}
        </button>
      </div>
      {done && (
        <p role="status" className="adc-ok" data-testid="banners-done">
          {done}
        </p>
      )}
      {banners.isPending ? (
        <AdminLoading />
      ) : banners.isError ? (
        <AdminError error={banners.error} onRetry={() => void banners.refetch()} />
      ) : (
        <AdminTable
          caption={t('adminContent.banners.title')}
          columns={columns}
          rows={rows}
          rowKey={(b) => b.id}
          empty={t('adminContent.banners.empty')}
          testId="banner-table"
          rowTestId="banner-row"
        />
      )}
      {editing && (
        <BannerDialog
          banner={editing === 'new' ? null : editing}
          nextOrder={nextOrder}
          onClose={(saved) => {
            setEditing(null)
            if (saved) setDone(saved)
          }}
        />
      )}
      <ConfirmAction
        open={deleting !== null}
        title={t('adminContent.banners.deleteTitle')}
        message={t('adminContent.banners.deleteMessage', { name: inLanguage(deleting?.title, lang) })}
        confirmLabel={t('adminContent.common.delete')}
        danger
        pending={remove.isPending}
        error={remove.error ? formError(remove.error) : null}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </section>
  )
}
