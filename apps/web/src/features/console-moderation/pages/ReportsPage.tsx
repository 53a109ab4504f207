/**
 * The report queue (docs/admin.md, "Report queue"): open or handled reports, of listings or of
 * chats, one row per reported listing or chat with its reporters and reasons, the most recent
 * first. Each row opens its detail page, where the reports are settled. The tabs and the page
 * are kept in the address (?status=&kind=&page=).
 */
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { TabRow, tabPanelProps } from '../../../components/TabRow.tsx'
import { currentLanguage } from '../../../lib/i18n.ts'
import {
  type AdminColumn,
  AdminError,
  AdminLoading,
  AdminTable,
  adminPaths,
  adminTime,
  useAdminTitle,
} from '../../admin/index.ts'
import { ListingState, ReasonBadges } from '../components/ReportBadges.tsx'
import { useReportPage } from '../lib/reports.ts'
import {
  type GoodsReportRow,
  REPORT_KINDS,
  REPORT_STATUSES,
  type ReportKind,
  type ReportRow,
  type ReportStatus,
  type TalkReportRow,
} from '../lib/types.ts'

const pick = <T extends string>(options: readonly T[], value: string | null): T =>
  options.find((o) => o === value) ?? (options[0] as T)

export default function ReportsPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const status = pick(REPORT_STATUSES, params.get('status'))
  const kind = pick(REPORT_KINDS, params.get('kind'))
  const page = Math.max(1, Number(params.get('page')) || 1)
  useAdminTitle(t('admin.nav.reports'))
  const go = (next: { status?: ReportStatus; kind?: ReportKind; page?: number }) => {
    const query: Record<string, string> = {}
    const s = next.status ?? status
    const k = next.kind ?? kind
    const p = next.page ?? 1
    if (s !== 'OPEN') query.status = s
    if (k !== 'goods') query.kind = k
    if (p > 1) query.page = String(p)
    setParams(query)
  }
  return (
    <section className="adm-page" aria-labelledby="reports-title">
      <div className="adm-page-head">
        <h1 id="reports-title">{t('admin.nav.reports')}</h1>
        <TabRow
          tabs={REPORT_STATUSES}
          active={status}
          onSelect={(s) => go({ status: s })}
          label={t('admin.reports.statusLabel')}
          idPrefix="report-status"
        >
          {(s) => t(`admin.reports.status.${s}`)}
        </TabRow>
      </div>
      <div {...tabPanelProps('report-status', status)}>
        <TabRow
          tabs={REPORT_KINDS}
          active={kind}
          onSelect={(k) => go({ kind: k })}
          label={t('admin.reports.kindLabel')}
          idPrefix="report-kind"
        >
          {(k) => t(`admin.reports.kind.${k}`)}
        </TabRow>
        <div {...tabPanelProps('report-kind', kind)}>
          <ReportTable status={status} kind={kind} page={page} onPage={(p) => go({ page: p })} />
        </div>
      </div>
    </section>
  )
}

interface TableProps {
  status: ReportStatus
  kind: ReportKind
  page: number
  onPage: (page: number) => void
}

function ReportTable({ status, kind, page, onPage }: TableProps) {
  const { t } = useTranslation()
  const reports = useReportPage(status, kind, page)
  const goodsColumns = useGoodsColumns()
  const talkColumns = useTalkColumns()
  if (reports.isPending) return <AdminLoading />
  if (reports.isError) return <AdminError error={reports.error} onRetry={() => void reports.refetch()} />
  const { records, pages, current } = reports.data
  const caption = t('admin.reports.caption', {
    status: t(`admin.reports.status.${status}`),
    kind: t(`admin.reports.kind.${kind}`),
  })
  const common = {
    caption,
    empty: t(`admin.reports.empty.${status}`),
    page: current,
    pages,
    onPage,
    testId: 'report-table',
    rowTestId: 'report-row',
    busy: reports.isPlaceholderData,
  }
  return kind === 'goods' ? (
    <AdminTable<GoodsReportRow>
      {...common}
      columns={goodsColumns}
      rows={records.filter((r): r is GoodsReportRow => r.kind === 'goods')}
      rowKey={(r) => r.goodsId}
    />
  ) : (
    <AdminTable<TalkReportRow>
      {...common}
      columns={talkColumns}
      rows={records.filter((r): r is TalkReportRow => r.kind === 'talk')}
      rowKey={(r) => r.talkId}
    />
  )
}

/** The columns both kinds share: how many reported, why, and when. */
function useSharedColumns(kind: ReportKind): AdminColumn<ReportRow>[] {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return [
    {
      key: 'reporters',
      header: t('admin.reports.col.reporters'),
      cell: (r) => r.reporters,
      className: 'adm-num',
    },
    {
      key: 'reasons',
      header: t('admin.reports.col.reasons'),
      cell: (r) => <ReasonBadges kind={kind} counts={r.reasons} />,
    },
    { key: 'first', header: t('admin.reports.col.first'), cell: (r) => adminTime(r.firstReportTime, lang) },
    { key: 'last', header: t('admin.reports.col.last'), cell: (r) => adminTime(r.lastReportTime, lang) },
  ]
}

function useGoodsColumns(): AdminColumn<GoodsReportRow>[] {
  const { t } = useTranslation()
  const shared = useSharedColumns('goods')
  return [
    {
      key: 'listing',
      header: t('admin.reports.col.listing'),
      cell: (r) => (
        <Link className="adm-listing-cell" to={adminPaths.goodsReport(r.goodsId)} data-testid="report-open">
          {r.goodsPicture && <img src={r.goodsPicture} alt="" width={48} height={48} loading="lazy" />}
          <span>{r.goodsName}</span>
        </Link>
      ),
    },
    {
      key: 'state',
      header: t('admin.reports.col.state'),
      cell: (r) => <ListingState marketEnable={r.marketEnable} hidden={r.hidden} deleted={r.deleted} />,
    },
    { key: 'seller', header: t('admin.reports.col.seller'), cell: (r) => r.sellerName },
    ...shared,
  ]
}

function useTalkColumns(): AdminColumn<TalkReportRow>[] {
  const { t } = useTranslation()
  const shared = useSharedColumns('talk')
  return [
    {
      key: 'talk',
      header: t('admin.reports.col.talk'),
      cell: (r) => (
        <Link to={adminPaths.talkReport(r.talkId)} data-testid="report-open">
          {t('admin.reports.talkName', { id: r.talkId })}
        </Link>
      ),
    },
    { key: 'listing', header: t('admin.reports.col.listing'), cell: (r) => r.goodsName },
    {
      key: 'reported',
      header: t('admin.reports.col.reported'),
      cell: (r) => (
        <>
          {r.reportedName}{' '}
          {r.reportedBanned && <span className="adm-badge">{t('admin.reports.talk.banned')}</span>}
        </>
      ),
    },
    ...shared,
  ]
}
