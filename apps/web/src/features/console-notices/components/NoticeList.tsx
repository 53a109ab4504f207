/**
 * The past and scheduled system notices (docs/admin.md, "System notices"): audience, time, status
 * and recipients, a page at a time; a scheduled one can be cancelled, after asking.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../../lib/i18n.ts'
import {
  type AdminColumn,
  AdminError,
  AdminLoading,
  AdminTable,
  adminTime,
  ConfirmAction,
  formError,
  inLanguage,
} from '../../admin/index.ts'
import { useCancelNotice, useNotices } from '../lib/notices.ts'
import type { BroadcastRecord } from '../lib/types.ts'

function useColumns(onCancel: (notice: BroadcastRecord) => void): AdminColumn<BroadcastRecord>[] {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return [
    { key: 'title', header: t('adminContent.notices.noticeTitle'), cell: (n) => inLanguage(n.title, lang) },
    {
      key: 'audience',
      header: t('adminContent.notices.audience'),
      cell: (n) =>
        n.audience === 'MEMBER'
          ? t('adminContent.notices.toMember', { id: n.memberId ?? '' })
          : t(`adminContent.notices.audiences.${n.audience}`),
    },
    {
      key: 'sendAt',
      header: t('adminContent.notices.sendAt'),
      cell: (n) => adminTime(n.sentAt ?? n.sendAt, lang),
    },
    {
      key: 'status',
      header: t('adminContent.notices.status'),
      cell: (n) => (
        <span className={`adm-badge adc-status-${n.status.toLowerCase()}`}>
          {t(`adminContent.notices.statuses.${n.status}`)}
        </span>
      ),
    },
    {
      key: 'recipients',
      header: t('adminContent.notices.recipients'),
      className: 'adm-num',
      cell: (n) => n.recipients,
    },
    {
      key: 'actions',
      header: t('adminContent.common.actions'),
      cell: (n) =>
        n.status === 'SCHEDULED' ? (
          <button
            type="button"
            className="adm-btn adm-btn-ghost"
            data-testid="notice-cancel"
            aria-label={t('adminContent.notices.cancelOne', { title: inLanguage(n.title, lang) })}
            onClick={() => onCancel(n)}
          >
            {t('adminContent.notices.cancel')}
          </button>
        ) : null,
    },
  ]
}

export function NoticeList() {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const [page, setPage] = useState(1)
  const [cancelling, setCancelling] = useState<BroadcastRecord | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const notices = useNotices(page)
  const cancel = useCancelNotice(() => {
    setCancelling(null)
    setDone(t('adminContent.notices.cancelled'))
  })
  const columns = useColumns((n) => {
    cancel.reset()
    setDone(null)
    setCancelling(n)
  })
  return (
    <section className="adm-panel" aria-labelledby="notice-list">
      <h2 id="notice-list">{t('adminContent.notices.list')}</h2>
      {done && (
        <p role="status" className="adc-ok">
          {done}
        </p>
      )}
      {notices.isPending ? (
        <AdminLoading />
      ) : notices.isError ? (
        <AdminError error={notices.error} onRetry={() => void notices.refetch()} />
      ) : (
        <AdminTable
          caption={t('adminContent.notices.list')}
          columns={columns}
          rows={notices.data.records}
          rowKey={(n) => n.id}
          empty={t('adminContent.notices.empty')}
          page={page}
          pages={notices.data.pages}
          onPage={setPage}
          testId="notice-table"
          rowTestId="notice-row"
          busy={notices.isPlaceholderData}
        />
      )}
      <ConfirmAction
        open={cancelling !== null}
        title={t('adminContent.notices.cancelTitle')}
        message={t('adminContent.notices.cancelMessage', { title: inLanguage(cancelling?.title, lang) })}
        confirmLabel={t('adminContent.notices.cancel')}
        danger
        pending={cancel.isPending}
        error={cancel.error ? formError(cancel.error) : null}
        onConfirm={() => cancelling && cancel.mutate(cancelling.id)}
        onClose={() => setCancelling(null)}
      />
    </section>
  )
}
