/**
 * A page of after-sale requests, newest first, with their status in words; each opens its detail
 * (`linkOf`). Shared by the buyer's AfterSale page and the shop's after-sales.
 */
import { type AfterSaleView, formatHkd } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState, LoadError } from '../../../components/LoadStates.tsx'
import { Pager } from '../../../components/Pager.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { formatDateTime } from '../../../lib/date-time.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { type Side, useAfterSales } from '../api/aftersales.ts'

interface Props {
  side: Side
  page: number
  onPage: (page: number) => void
  linkOf: (view: AfterSaleView) => string
  empty: string
}

function Card({ view, to }: { view: AfterSaleView; to: string }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return (
    <li className="card as-card" data-testid="as-card">
      {view.image && <img src={view.image} alt="" width={56} height={56} />}
      <div className="as-card-body">
        <Link to={to} className="as-goods">
          {view.goodsName || t('aftersales.wholeOrder')}
        </Link>
        <p className="as-muted">
          {t(`aftersales.kind.${view.kind}`)} · {formatHkd(view.refundAmount, lang)} ·{' '}
          <time dateTime={view.createTime}>{formatDateTime(view.createTime, lang)}</time>
        </p>
      </div>
      <p className={`as-status as-status-${view.status}`}>{t(`aftersales.status.${view.status}`)}</p>
    </li>
  )
}

export function AfterSaleList({ side, page, onPage, linkOf, empty }: Props) {
  const { t } = useTranslation()
  const query = useAfterSales(side, page)
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  if (!query.data) return <Spinner label={t('common.loading')} />
  const { records, pages } = query.data
  if (records.length === 0) return <EmptyState title={empty} />
  return (
    <>
      <ul className="as-list">
        {records.map((view) => (
          <Card key={view.sn} view={view} to={linkOf(view)} />
        ))}
      </ul>
      <Pager current={page} total={pages} onChange={onPage} />
    </>
  )
}
