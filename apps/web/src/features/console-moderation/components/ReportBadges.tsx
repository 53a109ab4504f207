/** Small labels of the report pages: a listing's state, its hidden mark, and reasons with counts. */
import type { MarketEnable } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { reasonList } from '../lib/reasons.ts'
import type { ReasonCounts, ReportKind } from '../lib/types.ts'

export function ListingState({
  marketEnable,
  hidden,
  deleted = false,
}: {
  marketEnable: MarketEnable
  hidden: boolean
  deleted?: boolean
}) {
  const { t } = useTranslation()
  return (
    <span className="adm-badges">
      <span className={`adm-badge adm-state-${marketEnable}`}>{t(`admin.listingState.${marketEnable}`)}</span>
      {deleted && (
        <span className="adm-badge adm-state-DOWN" data-testid="deleted-badge">
          {t('admin.listingState.deleted')}
        </span>
      )}
      {hidden && (
        <span className="adm-badge adm-badge-warn" data-testid="hidden-badge">
          {t('admin.listingState.hidden')}
        </span>
      )}
    </span>
  )
}

export function ReasonBadges({ kind, counts }: { kind: ReportKind; counts: ReasonCounts }) {
  const { t } = useTranslation()
  return (
    <ul className="adm-badges adm-plain-list">
      {reasonList(kind, counts).map(({ key, count }) => (
        <li key={key} className="adm-badge">
          {t('admin.reports.reasonCount', { reason: t(key), count })}
        </li>
      ))}
    </ul>
  )
}
