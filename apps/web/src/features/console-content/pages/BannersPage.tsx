/**
 * /admin/banners (docs/admin.md, "Content and settings", right `content`): the home page's banners
 * with picture, titles, link, order and whether each is shown; a dialog adds or edits one (its
 * picture uploaded through POST /admin/api/media), another asks before deleting.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../../lib/i18n.ts'
import {
  type AdminColumn,
  AdminError,
  AdminLoading,
  AdminTable,
  ConfirmAction,
  formError,
  inLanguage,
  LANGS,
  useAdminTitle,
} from '../../admin/index.ts'
import { BannerDialog } from '../components/BannerDialog.tsx'
import { useBanners, useDeleteBanner } from '../lib/banners.ts'
import type { AdminBanner } from '../lib/types.ts'

function useColumns(onEdit: (b: AdminBanner) => void, onDelete: (b: AdminBanner) => void) {
  const { t } = useTranslation()
  const lang = currentLanguage()
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
            onClick={() => onEdit(b)}
          >
            {t('adminContent.common.edit')}
          </button>
          <button
            type="button"
            className="adm-btn adm-btn-ghost"
            aria-label={t('adminContent.common.deleteOne', { name: inLanguage(b.title, lang) })}
            data-testid="banner-delete"
            onClick={() => onDelete(b)}
          >
            {t('adminContent.common.delete')}
          </button>
        </span>
      ),
    },
  ]
  return columns
}

/** The banners in order, the dialog shown, the deletion asked about, and the last change's message. */
function useBannerActions() {
  const { t } = useTranslation()
  const banners = useBanners()
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null)
  const [deleting, setDeleting] = useState<AdminBanner | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const remove = useDeleteBanner(() => {
    setDeleting(null)
    setDone(t('adminContent.banners.deleted'))
  })
  const edit = (banner: AdminBanner | 'new') => {
    setDone(null)
    setEditing(banner)
  }
  const askDelete = (banner: AdminBanner) => {
    setDone(null)
    remove.reset()
    setDeleting(banner)
  }
  const rows = [...(banners.data ?? [])].sort((a, b) => a.sortOrder - b.sortOrder)
  return { banners, rows, editing, setEditing, edit, deleting, setDeleting, askDelete, done, setDone, remove }
}

export default function BannersPage() {
  const { t } = useTranslation()
  const lang = currentLanguage()
  useAdminTitle(t('adminContent.banners.title'))
  const {
    banners,
    rows,
    editing,
    setEditing,
    edit,
    deleting,
    setDeleting,
    askDelete,
    done,
    setDone,
    remove,
  } = useBannerActions()
  const columns = useColumns(edit, askDelete)
  const nextOrder = rows.length ? Math.min(9999, Math.max(...rows.map((b) => b.sortOrder)) + 1) : 0
  return (
    <section className="adm-page" aria-labelledby="banners-title">
      <div className="adm-page-head">
        <h1 id="banners-title">{t('adminContent.banners.title')}</h1>
        <button
          type="button"
          className="adm-btn adm-btn-primary"
          data-testid="banner-add"
          onClick={() => edit('new')}
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
