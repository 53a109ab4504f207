/**
 * /setting/notices/:id, one notice: opening it marks it read (the server answers it as read).
 * With a link to what it is about, and delete. Another member's notice, or one that is gone,
 * shows as not found. Also the member centre's MsgDetail/:id, whose way back stays there.
 */
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { ApiError } from '../../../lib/api.ts'
import { useOwnLink } from '../../../lib/member-centre.ts'
import { toast } from '../../../lib/ui.ts'
import { useDeleteNotices, useOpenNotice } from '../api/notices.ts'
import { NoticeItem } from '../components/NoticeItem.tsx'
import { noticeTarget } from '../lib/notice-view.ts'
import '../notices.css'

export default function NoticeDetailPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const open = useOpenNotice()
  const remove = useDeleteNotices()
  const ownLink = useOwnLink()
  const [confirming, setConfirming] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per notice
  useEffect(() => {
    open.mutate(id)
  }, [id])
  const notice = open.data
  const target = notice ? noticeTarget(notice) : null
  const missing = open.error instanceof ApiError && open.error.status === 404

  return (
    <section className="card notice-detail" data-testid="notice-detail">
      <Link to={ownLink(paths.notices)} className="notice-back">
        ← {t('notices.back')}
      </Link>
      {open.isPending || open.isIdle ? (
        <Spinner label={t('common.loading')} />
      ) : missing ? (
        <EmptyState title={t('notices.missing')} />
      ) : open.isError || !notice ? (
        <LoadError error={open.error} onRetry={() => open.mutate(id)} />
      ) : (
        <>
          <h1>{notice.title}</h1>
          <NoticeItem notice={notice} full />
          <div className="row-end">
            <button
              type="button"
              className="btn btn-ghost"
              data-testid="notice-detail-delete"
              onClick={() => setConfirming(true)}
            >
              {t('notices.delete')}
            </button>
            {target && (
              <Link className="btn btn-primary" to={target} data-testid="notice-target">
                {t(`notices.go.${notice.noticeType}`, { defaultValue: t('notices.go.default') })}
              </Link>
            )}
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('notices.confirmTitle', { count: 1 })}
        message={t('notices.confirmBody')}
        confirmLabel={t('notices.delete')}
        onConfirm={() => {
          setConfirming(false)
          remove.mutate([id], {
            onSuccess: () => {
              toast(t('notices.deleted', { count: 1 }), 'success')
              void navigate(ownLink(paths.notices), { replace: true })
            },
          })
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  )
}
