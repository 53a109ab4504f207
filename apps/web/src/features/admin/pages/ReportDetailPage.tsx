/**
 * One reported listing or chat (docs/admin.md, "Report queue"), at /admin/reports/goods/:goodsId
 * or /admin/reports/talk/:talkId. A listing shows its picture, name, price and state, its
 * reports and the seller's history, and is settled by Dismiss, Take down or Delete; a chat shows
 * the messages the report captured, read-only, and is settled by Dismiss or Ban. Each action asks
 * for a reason (required to act, optional to dismiss), which the audit log keeps.
 */
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { toast } from '../../../lib/ui.ts'
import { AdminError, AdminLoading } from '../components/AdminStates.tsx'
import { type AdminColumn, AdminTable } from '../components/AdminTable.tsx'
import { ConfirmReason } from '../components/ConfirmReason.tsx'
import { ListingState } from '../components/ReportBadges.tsx'
import { ApiError } from '../lib/admin-api.ts'
import { adminCount, adminTime } from '../lib/format.ts'
import { useCan } from '../lib/operator.ts'
import { adminPaths } from '../lib/paths.ts'
import { reasonKey } from '../lib/reasons.ts'
import { useGoodsReport, useResolveGoods, useResolveTalk, useTalkReport } from '../lib/reports.ts'
import { useAdminTitle } from '../lib/title.ts'
import type {
  GoodsAction,
  GoodsReportDetail,
  ReportEntry,
  ReportKind,
  TalkAction,
  TalkReportDetail,
} from '../lib/types.ts'

export default function ReportDetailPage() {
  const { goodsId, talkId } = useParams()
  if (goodsId) return <GoodsReportPage goodsId={goodsId} />
  if (talkId) return <TalkReportPage talkId={talkId} />
  return null
}

function BackToQueue({ kind }: { kind: ReportKind }) {
  const { t } = useTranslation()
  return (
    <Link className="adm-back" to={kind === 'talk' ? `${adminPaths.reports}?kind=talk` : adminPaths.reports}>
      {t('admin.reports.back')}
    </Link>
  )
}

/** The message of a failed action: the server's own (localized) text. */
const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : error ? String(error) : null

interface ActionSpec<A extends string> {
  action: A
  /** The catalogue key under admin.reports.actions. */
  key: string
  required: boolean
  danger?: boolean
}

const GOODS_ACTIONS: ActionSpec<GoodsAction>[] = [
  { action: 'DISMISS', key: 'dismiss', required: false },
  { action: 'DOWN', key: 'down', required: true },
  { action: 'DELETE', key: 'delete', required: true, danger: true },
]
const TALK_ACTIONS: ActionSpec<TalkAction>[] = [
  { action: 'DISMISS', key: 'dismiss', required: false },
  { action: 'BAN', key: 'ban', required: true, danger: true },
]

interface ResolveMutation<A extends string> {
  mutate: (vars: { action: A; reason: string }, opts: { onSuccess: () => void }) => void
  isPending: boolean
  error: unknown
  reset: () => void
}

/** The action buttons and the reason dialog of the action chosen. */
function ResolveActions<A extends string>({
  specs,
  resolve,
  kind,
}: {
  specs: ActionSpec<A>[]
  resolve: ResolveMutation<A>
  kind: ReportKind
}) {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<ActionSpec<A> | null>(null)
  const close = () => {
    setChosen(null)
    resolve.reset()
  }
  const submit = (reason: string) => {
    if (!chosen) return
    const done = chosen
    resolve.mutate(
      { action: done.action, reason },
      {
        onSuccess: () => {
          setChosen(null)
          toast(t(`admin.reports.actions.${done.key}.done`), 'success')
        },
      },
    )
  }
  return (
    <div className="adm-actions" data-testid="report-actions">
      {specs.map((spec) => (
        <button
          key={spec.action}
          type="button"
          className={`adm-btn ${spec.danger ? 'adm-btn-danger' : spec.required ? 'adm-btn-primary' : 'adm-btn-ghost'}`}
          data-testid={`report-action-${spec.action}`}
          onClick={() => {
            resolve.reset()
            setChosen(spec)
          }}
        >
          {t(`admin.reports.actions.${spec.key}.button`)}
        </button>
      ))}
      <ConfirmReason
        open={chosen !== null}
        title={chosen ? t(`admin.reports.actions.${chosen.key}.title`) : ''}
        message={chosen ? t(`admin.reports.actions.${chosen.key}.${kind}`) : ''}
        confirmLabel={chosen ? t(`admin.reports.actions.${chosen.key}.button`) : ''}
        required={chosen?.required ?? false}
        danger={chosen?.danger}
        pending={resolve.isPending}
        error={messageOf(resolve.error)}
        onSubmit={submit}
        onClose={close}
      />
    </div>
  )
}

function ReportsTable({ kind, reports }: { kind: ReportKind; reports: ReportEntry[] }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const columns: AdminColumn<ReportEntry>[] = [
    { key: 'reporter', header: t('admin.reports.col.reporter'), cell: (r) => r.reporterName },
    { key: 'reason', header: t('admin.reports.col.reason'), cell: (r) => t(reasonKey(kind, r.typeNum)) },
    {
      key: 'context',
      header: t('admin.reports.col.context'),
      cell: (r) => r.context || <span className="adm-muted">{t('admin.common.none')}</span>,
      className: 'adm-wrap',
    },
    { key: 'time', header: t('admin.reports.col.time'), cell: (r) => adminTime(r.createTime, lang) },
    {
      key: 'status',
      header: t('admin.reports.col.status'),
      cell: (r) => (
        <span className={`adm-badge${r.status === 'OPEN' ? ' adm-badge-warn' : ''}`}>
          {t(`admin.reports.status.${r.status}`)}
          {r.outcome ? ` · ${t(`admin.reports.outcome.${r.outcome}`, { defaultValue: r.outcome })}` : ''}
        </span>
      ),
    },
  ]
  return (
    <section className="adm-panel" aria-labelledby="reports-list-title">
      <h2 id="reports-list-title">{t('admin.reports.listTitle', { count: reports.length })}</h2>
      <AdminTable
        caption={t('admin.reports.listTitle', { count: reports.length })}
        columns={columns}
        rows={reports}
        rowKey={(r) => r.id}
        testId="report-entries"
        rowTestId="report-entry"
      />
    </section>
  )
}

function GoodsReportPage({ goodsId }: { goodsId: string }) {
  const { t } = useTranslation()
  const report = useGoodsReport(goodsId)
  const resolve = useResolveGoods(goodsId)
  useAdminTitle(report.data?.goods.goodsName ?? t('admin.nav.reports'))
  if (report.isPending) return <AdminLoading />
  if (report.isError) return <AdminError error={report.error} onRetry={() => void report.refetch()} />
  const { goods, reports, sellerHistory } = report.data
  return (
    <section className="adm-page" aria-labelledby="goods-report-title">
      <BackToQueue kind="goods" />
      <div className="adm-page-head">
        <h1 id="goods-report-title">{goods.goodsName}</h1>
        <ResolveActions specs={GOODS_ACTIONS} resolve={resolve} kind="goods" />
      </div>
      <div className="adm-detail-grid">
        <ListingPanel goods={goods} />
        <SellerPanel goods={goods} history={sellerHistory} />
      </div>
      <ReportsTable kind="goods" reports={reports} />
    </section>
  )
}

function ListingPanel({ goods }: { goods: GoodsReportDetail['goods'] }) {
  const { t } = useTranslation()
  return (
    <section className="adm-panel adm-listing" aria-labelledby="listing-title" data-testid="report-listing">
      <h2 id="listing-title">{t('admin.reports.listing')}</h2>
      <div className="adm-listing-body">
        {goods.goodsPicture && (
          <img src={goods.goodsPicture} alt={goods.goodsName} width={160} height={160} />
        )}
        <dl className="adm-dl">
          <dt>{t('admin.reports.col.listing')}</dt>
          <dd>{goods.goodsName}</dd>
          <dt>{t('admin.reports.price')}</dt>
          <dd data-testid="listing-price">{formatHKD(goods.price)}</dd>
          <dt>{t('admin.reports.col.state')}</dt>
          <dd>
            <ListingState marketEnable={goods.marketEnable} hidden={goods.hidden} deleted={goods.deleted} />
            {goods.hidden && goods.hiddenReason && (
              <span className="adm-muted">
                {' '}
                {t(`admin.reports.hiddenReason.${goods.hiddenReason}`, { defaultValue: goods.hiddenReason })}
              </span>
            )}
          </dd>
        </dl>
      </div>
    </section>
  )
}

function SellerPanel({
  goods,
  history,
}: {
  goods: GoodsReportDetail['goods']
  history: GoodsReportDetail['sellerHistory']
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const canMembers = useCan('members.view')
  const figures = ['listings', 'liveListings', 'reportsReceived', 'takedowns', 'deals'] as const
  return (
    <section className="adm-panel" aria-labelledby="seller-title" data-testid="report-seller">
      <h2 id="seller-title">
        {t('admin.reports.seller')}:{' '}
        {canMembers ? (
          <Link to={adminPaths.member(goods.sellerId)}>{goods.sellerName}</Link>
        ) : (
          goods.sellerName
        )}
      </h2>
      <dl className="adm-dl">
        {figures.map((key) => (
          <div key={key} className="adm-dl-row">
            <dt>{t(`admin.reports.history.${key}`)}</dt>
            <dd>{adminCount(history[key], lang)}</dd>
          </div>
        ))}
        <div className="adm-dl-row">
          <dt>{t('admin.reports.history.joined')}</dt>
          <dd>{adminTime(history.joined, lang)}</dd>
        </div>
      </dl>
    </section>
  )
}

function TalkReportPage({ talkId }: { talkId: string }) {
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
      <Excerpt detail={detail} />
      <ReportsTable kind="talk" reports={detail.reports} />
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

type ExcerptMessage = TalkReportDetail['excerpt'][number]

/** Who sent a message of the excerpt: the buyer, the seller, the system, or by id. */
function useSenderName(detail: TalkReportDetail) {
  const { t } = useTranslation()
  const names = new Map<string, string>([
    [detail.buyer.id, detail.buyer.name],
    [detail.seller.id, detail.seller.name],
  ])
  return (senderId: string | undefined) =>
    !senderId || senderId === '0'
      ? t('admin.reports.excerpt.system')
      : (names.get(senderId) ?? `#${senderId}`)
}

function messageText(message: ExcerptMessage, t: TFunction): string {
  if (message.kind === 'PHOTO') return t('admin.reports.excerpt.photo')
  if (message.kind === 'EVENT' && message.event)
    return t('admin.reports.excerpt.event', {
      event: t(`admin.reports.excerpt.events.${message.event}`, { defaultValue: message.event }),
      price: message.price ? formatHKD(message.price) : '',
    })
  return message.text ?? ''
}

/** The messages the latest report captured, read-only, oldest first. */
function Excerpt({ detail }: { detail: TalkReportDetail }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const senderName = useSenderName(detail)
  return (
    <section className="adm-panel" aria-labelledby="excerpt-title">
      <h2 id="excerpt-title">{t('admin.reports.excerpt.title')}</h2>
      {detail.excerpt.length === 0 ? (
        <p className="adm-empty">{t('admin.reports.excerpt.empty')}</p>
      ) : (
        <ol className="adm-excerpt" data-testid="talk-excerpt">
          {detail.excerpt.map((message, i) => (
            <li
              key={message.id ?? `at-${i}`}
              className={message.senderId === detail.reportedId ? 'is-reported' : undefined}
              data-testid="excerpt-message"
            >
              <div className="adm-excerpt-meta">
                <strong>{senderName(message.senderId)}</strong>{' '}
                {message.createTime && (
                  <time dateTime={message.createTime}>{adminTime(message.createTime, lang)}</time>
                )}
              </div>
              {message.kind === 'PHOTO' && message.photo ? (
                <a href={message.photo.url} target="_blank" rel="noreferrer">
                  <img src={message.photo.thumbnail} alt={t('admin.reports.excerpt.photo')} width={120} />
                </a>
              ) : (
                <p className="adm-excerpt-text">{messageText(message, t)}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
