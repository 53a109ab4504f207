/**
 * The dashboard (docs/admin.md, "Dashboard"): the last 7, 30 or 90 Hong Kong days. The totals
 * as cards, then three charts: new members and new listings, coins issued and spent, chats and
 * deals. The range is kept in the address (?days=).
 */
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { TabRow, tabPanelProps } from '../../../components/TabRow.tsx'
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

function DashboardBody({ data }: { data: Dashboard }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const canReports = useCan('reports')
  const { totals, series } = data
  const labels = series.map((d) => d.day)
  const line = (key: keyof Omit<Dashboard['series'][number], 'day'>, color: string) => ({
    label: t(`admin.dashboard.series.${key}`),
    data: series.map((d) => d[key]),
    color,
  })
  const cards = [
    { key: 'members', value: totals.members },
    { key: 'liveListings', value: totals.liveListings },
    { key: 'reportsPending', value: totals.reportsPending, link: canReports ? adminPaths.reports : null },
    { key: 'coinsIssued', value: totals.coinsIssued },
    { key: 'coinsSpent', value: totals.coinsSpent },
  ]
  return (
    <>
      <ul className="adm-cards" data-testid="dashboard-totals">
        {cards.map((card) => (
          <li key={card.key} className="adm-card" data-testid={`total-${card.key}`}>
            <span className="adm-card-label">{t(`admin.dashboard.totals.${card.key}`)}</span>
            <strong className="adm-card-value">{adminCount(card.value, lang)}</strong>
            {card.link && (
              <Link to={card.link} className="adm-card-link">
                {t('admin.dashboard.openQueue')}
              </Link>
            )}
          </li>
        ))}
      </ul>
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
      </div>
    </>
  )
}
