/**
 * The dashboard (docs/admin.md, "Dashboard"): the last 7, 30 or 90 Hong Kong days. The totals
 * as cards, then five charts: new members and new listings, coins issued and spent, chats and
 * deals, orders placed and paid, and GMV (paid orders' totals, exact text on the card). The range is kept in the address (?days=).
 */
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { TabRow, tabPanelProps } from '../../../components/TabRow.tsx'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { AdminChart } from '../components/AdminChart.tsx'
import { AdminError, AdminLoading } from '../components/AdminStates.tsx'
import { useDashboard } from '../lib/dashboard.ts'
import { adminCount } from '../lib/format.ts'
import { useCan } from '../lib/operator.ts'
import { adminPaths } from '../lib/paths.ts'
import { useAdminTitle } from '../lib/title.ts'
import { DASHBOARD_RANGES, type Dashboard, type DashboardRange } from '../lib/types.ts'

const COLORS = { brand: '#cc3128', accent: '#1b9aaa', violet: '#6e40c9', green: '#1a7f37' }

const rangeOf = (value: string | null): DashboardRange =>
  DASHBOARD_RANGES.find((days) => String(days) === value) ?? 7

export default function DashboardPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const days = rangeOf(params.get('days'))
  const dashboard = useDashboard(days)
  useAdminTitle(t('admin.nav.dashboard'))
  const ranges = DASHBOARD_RANGES.map(String) as `${DashboardRange}`[]
  return (
    <section className="adm-page" aria-labelledby="dashboard-title">
      <div className="adm-page-head">
        <h1 id="dashboard-title">{t('admin.nav.dashboard')}</h1>
        <TabRow
          tabs={ranges}
          active={`${days}`}
          onSelect={(tab) => setParams(tab === '7' ? {} : { days: tab }, { replace: true })}
          label={t('admin.dashboard.range')}
          idPrefix="dashboard-range"
        >
          {(tab) => t('admin.dashboard.days', { count: Number(tab) })}
        </TabRow>
      </div>
      <div {...tabPanelProps('dashboard-range', `${days}`)} aria-busy={dashboard.isFetching || undefined}>
        {dashboard.isPending ? (
          <AdminLoading />
        ) : dashboard.isError ? (
          <AdminError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
        ) : (
          <DashboardBody data={dashboard.data} />
        )}
      </div>
    </section>
  )
}

type Figure = Exclude<keyof Dashboard['series'][number], 'day'>

function DashboardCards({ totals }: { totals: Dashboard['totals'] }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const canReports = useCan('reports')
  const canOrders = useCan('orders')
  const cards = [
    { key: 'members', value: adminCount(totals.members, lang) },
    { key: 'liveListings', value: adminCount(totals.liveListings, lang) },
    {
      key: 'reportsPending',
      value: adminCount(totals.reportsPending, lang),
      link: canReports ? { to: adminPaths.reports, text: t('admin.dashboard.openQueue') } : null,
    },
    { key: 'coinsIssued', value: adminCount(totals.coinsIssued, lang) },
    { key: 'coinsSpent', value: adminCount(totals.coinsSpent, lang) },
    {
      key: 'orders',
      value: adminCount(totals.orders, lang),
      link: canOrders ? { to: adminPaths.orders, text: t('admin.orders.title') } : null,
    },
    { key: 'paidOrders', value: adminCount(totals.paidOrders, lang) },
    // Exact: the server's decimal text, formatted without arithmetic.
    { key: 'gmv', value: formatHKD(totals.gmv, lang) },
  ]
  return (
    <ul className="adm-cards" data-testid="dashboard-totals">
      {cards.map((card) => (
        <li key={card.key} className="adm-card" data-testid={`total-${card.key}`}>
          <span className="adm-card-label">{t(`admin.dashboard.totals.${card.key}`)}</span>
          <strong className="adm-card-value">{card.value}</strong>
          {card.link && (
            <Link to={card.link.to} className="adm-card-link">
              {card.link.text}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}

function DashboardBody({ data }: { data: Dashboard }) {
  const { t } = useTranslation()
  const { totals, series } = data
  const labels = series.map((d) => d.day)
  // GMV is drawn from its decimal text (a chart plots, it adds nothing); the table shows the text.
  const line = (key: Figure, color: string) => ({
    label: t(`admin.dashboard.series.${key}`),
    data: series.map((d) => Number(d[key])),
    color,
  })
  return (
    <>
      <DashboardCards totals={totals} />
      <div className="adm-charts">
        <AdminChart
          testId="chart-growth"
          title={t('admin.dashboard.charts.growth')}
          type="line"
          labels={labels}
          series={[line('newMembers', COLORS.brand), line('newListings', COLORS.accent)]}
        />
        <AdminChart
          testId="chart-coins"
          title={t('admin.dashboard.charts.coins')}
          type="bar"
          labels={labels}
          series={[line('coinsIssued', COLORS.green), line('coinsSpent', COLORS.brand)]}
        />
        <AdminChart
          testId="chart-trade"
          title={t('admin.dashboard.charts.trade')}
          type="line"
          labels={labels}
          series={[line('chats', COLORS.violet), line('deals', COLORS.green)]}
        />
        <AdminChart
          testId="chart-orders"
          title={t('admin.dashboard.charts.orders')}
          type="line"
          labels={labels}
          series={[line('orders', COLORS.accent), line('paidOrders', COLORS.green)]}
        />
        <AdminChart
          testId="chart-gmv"
          title={t('admin.dashboard.charts.gmv')}
          type="bar"
          labels={labels}
          series={[line('gmv', COLORS.brand)]}
        />
      </div>
    </>
  )
}
