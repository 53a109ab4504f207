/**
 * One after-sale request as both sides see it: the goods, status in words, kind, reason, photos,
 * the amount (and, once refunded, where the money went), the shop's refusal and the return parcel.
 */
import { type AfterSaleView, formatHkd } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/date-time.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { positive } from '../lib/amount.ts'

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="as-row" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function RefundSplit({ view }: { view: AfterSaleView }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const parts = [
    ['wallet', view.refund.wallet],
    ['provider', view.refund.provider],
    ['coins', view.refund.coinsValue],
  ] as const
  return (
    <ul className="as-split" data-testid="as-refund-split">
      {parts
        .filter(([, amount]) => positive(amount))
        .map(([key, amount]) => (
          <li key={key}>
            {t(`aftersales.detail.${key}`)}: {formatHkd(amount, lang)}
            {key === 'coins' && view.refund.coins > 0 ? ` (${view.refund.coins})` : ''}
          </li>
        ))}
    </ul>
  )
}

export function AfterSaleSummary({ view }: { view: AfterSaleView }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return (
    <div className="card as-summary">
      <div className="as-head">
        {view.image && <img src={view.image} alt="" width={64} height={64} />}
        <div>
          <p className="as-goods">{view.goodsName || t('aftersales.wholeOrder')}</p>
          <p className="as-muted">{t('aftersales.order', { sn: view.orderSn })}</p>
          <p className={`as-status as-status-${view.status}`} data-testid="as-status">
            {t(`aftersales.status.${view.status}`)}
          </p>
        </div>
      </div>
      <dl className="as-rows">
        <Row label={t('aftersales.detail.kind')}>{t(`aftersales.kind.${view.kind}`)}</Row>
        <Row label={t('aftersales.detail.reason')}>
          {view.reasonLabel}
          {view.reasonText && <span className="as-text">{view.reasonText}</span>}
        </Row>
        <Row label={t('aftersales.detail.amount')} testId="as-amount">
          {formatHkd(view.refundAmount, lang)}
        </Row>
        <Row label={t('aftersales.detail.applied')}>{formatDateTime(view.createTime, lang)}</Row>
        {view.refundTime && (
          <Row label={t('aftersales.detail.refundTime')}>{formatDateTime(view.refundTime, lang)}</Row>
        )}
        {view.status === 'REFUNDED' && (
          <Row label={t('aftersales.detail.refundSplit')}>
            <RefundSplit view={view} />
          </Row>
        )}
        {view.refuseReason && (
          <Row label={t('aftersales.detail.refuseReason')} testId="as-refuse-reason">
            {view.refuseReason}
          </Row>
        )}
        {view.trackingNo && (
          <Row label={t('aftersales.ship.title')}>
            {t('aftersales.detail.returnSent', { carrier: view.carrier, no: view.trackingNo })}
          </Row>
        )}
      </dl>
      {view.photos.length > 0 && (
        <ul className="as-photo-list" aria-label={t('aftersales.detail.photos')}>
          {view.photos.map((url) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img src={url} alt={t('aftersales.detail.photos')} width={72} height={72} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The request's steps, oldest first, with who made each. */
export function Timeline({ logs }: { logs: AfterSaleView['logs'] }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return (
    <section className="card as-timeline" aria-labelledby="as-timeline-title">
      <h2 id="as-timeline-title">{t('aftersales.detail.timeline')}</h2>
      <ol>
        {logs.map((log) => (
          <li key={`${log.status}-${log.createTime}`}>
            <strong>{t(`aftersales.status.${log.status}`, { defaultValue: log.status })}</strong>{' '}
            <span className="as-muted">
              {t(`aftersales.actor.${log.actor}`, { defaultValue: log.actor })} ·{' '}
              <time dateTime={log.createTime}>{formatDateTime(log.createTime, lang)}</time>
            </span>
            {log.note && <p className="as-text">{log.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  )
}
