/**
 * A shipped order's parcel (POST /buyer/order/order/getTraces/{sn}): the carrier, the tracking
 * number, its events newest first, and the carrier's own page when it has one.
 */
import { useTranslation } from 'react-i18next'
import { LoadError } from '../../../components/LoadStates.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { formatDateTime } from '../../../lib/date-time.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { useOrderTraces } from '../api/orders.ts'

export function TracesList({ sn }: { sn: string }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const traces = useOrderTraces(sn, true)
  return (
    <section
      id="order-traces"
      className="card order-section"
      aria-labelledby="order-traces-title"
      tabIndex={-1}
    >
      <h2 id="order-traces-title">{t('orders.traces.title')}</h2>
      {traces.isPending && <Spinner label={t('common.loading')} />}
      {traces.isError && <LoadError error={traces.error} onRetry={() => void traces.refetch()} />}
      {traces.isSuccess && (
        <>
          <p className="small">
            {traces.data.carrierName} · <span className="mono">{traces.data.trackingNo}</span>
            {traces.data.sandbox && <span className="badge order-sandbox">{t('orders.traces.sandbox')}</span>}
          </p>
          {traces.data.traces.length === 0 ? (
            <p className="muted small">{t('orders.traces.none')}</p>
          ) : (
            <ol className="order-timeline order-traces" data-testid="order-traces">
              {traces.data.traces.map((event) => (
                <li key={`${event.time}-${event.text}`}>
                  <time dateTime={event.time}>{formatDateTime(event.time, lang)}</time>
                  <span>{event.text}</span>
                </li>
              ))}
            </ol>
          )}
          {traces.data.trackingUrl && (
            <a
              href={traces.data.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="link small"
            >
              {t('orders.traces.carrierPage', { carrier: traces.data.carrierName })}
            </a>
          )}
        </>
      )}
    </section>
  )
}
