/**
 * A reported listing (/admin/reports/goods/:goodsId): its picture, name, price and state, its
 * reports and the seller's history, settled by Dismiss, Take down or Delete.
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import {
  AdminError,
  AdminLoading,
  adminCount,
  adminPaths,
  adminTime,
  useAdminTitle,
  useCan,
} from '../../admin/index.ts'
import { useGoodsReport, useResolveGoods } from '../lib/reports.ts'
import type { GoodsReportDetail } from '../lib/types.ts'
import { BackToQueue } from './BackToQueue.tsx'
import { ListingState } from './ReportBadges.tsx'
import { ReportEntries } from './ReportEntries.tsx'
import { GOODS_ACTIONS, ResolveActions } from './ResolveActions.tsx'

export function GoodsReport({ goodsId }: { goodsId: string }) {
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
      <ReportEntries kind="goods" reports={reports} />
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
