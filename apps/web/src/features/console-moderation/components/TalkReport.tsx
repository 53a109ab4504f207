/**
 * A reported chat (/admin/reports/talk/:talkId): its listing and two members, the messages the
 * report captured, read-only, and its reports, settled by Dismiss or Ban.
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { AdminError, AdminLoading, adminPaths, useAdminTitle, useCan } from '../../admin/index.ts'
import { useResolveTalk, useTalkReport } from '../lib/reports.ts'
import type { TalkAction, TalkReportDetail } from '../lib/types.ts'
import { BackToQueue } from './BackToQueue.tsx'
import { ReportEntries } from './ReportEntries.tsx'
import { ResolveActions, type ResolveMutation, TALK_ACTIONS } from './ResolveActions.tsx'
import { TalkExcerpt } from './TalkExcerpt.tsx'

export function TalkReport({ talkId }: { talkId: string }) {
  const { t } = useTranslation()
  const report = useTalkReport(talkId)
  const resolve = useResolveTalk(talkId)
  const title = t('admin.reports.talkName', { id: talkId })
  useAdminTitle(title)
  if (report.isPending) return <AdminLoading />
  if (report.isError) return <AdminError error={report.error} onRetry={() => void report.refetch()} />
  const detail = report.data
  // A ban names its member, in case the chat's reports name both of its members (60101).
  const resolveReported: ResolveMutation<TalkAction> = {
    isPending: resolve.isPending,
    error: resolve.error,
    reset: resolve.reset,
    mutate: (vars, opts) =>
      resolve.mutate({ ...vars, memberId: vars.action === 'BAN' ? detail.reportedId : undefined }, opts),
  }
  return (
    <section className="adm-page" aria-labelledby="talk-report-title">
      <BackToQueue kind="talk" />
      <div className="adm-page-head">
        <h1 id="talk-report-title">{title}</h1>
        <ResolveActions specs={TALK_ACTIONS} resolve={resolveReported} kind="talk" />
      </div>
      <TalkPanel detail={detail} />
      <TalkExcerpt detail={detail} />
      <ReportEntries kind="talk" reports={detail.reports} />
    </section>
  )
}

/** The chat's listing and its two members, the reported one marked. */
function TalkPanel({ detail }: { detail: TalkReportDetail }) {
  const { t } = useTranslation()
  const canMembers = useCan('members.view')
  const member = (role: 'buyer' | 'seller') => {
    const m = detail[role]
    return (
      <div className="adm-dl-row" key={role}>
        <dt>{t(`admin.reports.talk.${role}`)}</dt>
        <dd>
          {canMembers ? <Link to={adminPaths.member(m.id)}>{m.name}</Link> : m.name}{' '}
          {m.id === detail.reportedId && (
            <span className="adm-badge adm-badge-warn">{t('admin.reports.talk.reported')}</span>
          )}{' '}
          {m.banned && <span className="adm-badge">{t('admin.reports.talk.banned')}</span>}
        </dd>
      </div>
    )
  }
  return (
    <section className="adm-panel" aria-labelledby="talk-title" data-testid="talk-panel">
      <h2 id="talk-title">{t('admin.reports.talk.title')}</h2>
      <dl className="adm-dl">
        <div className="adm-dl-row">
          <dt>{t('admin.reports.col.listing')}</dt>
          <dd className="adm-listing-cell">
            {detail.goodsPicture && <img src={detail.goodsPicture} alt="" width={48} height={48} />}
            <span>{detail.goodsName}</span>
          </dd>
        </div>
        {member('buyer')}
        {member('seller')}
      </dl>
    </section>
  )
}
