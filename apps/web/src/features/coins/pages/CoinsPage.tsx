/** /setting/point: balance and history (docs/product/screens.md coins page). */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '../../../components/Icon.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { formatDateTime } from '../../../lib/date-time.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { useCoinBalance, useCoinHistory } from '../api/coins.ts'

export default function CoinsPage() {
  const { t } = useTranslation()
  const [pageNumber, setPage] = useState(1)
  const balance = useCoinBalance()
  const history = useCoinHistory(pageNumber)
  const data = history.data
  return (
    <div className="stack">
      <section className="card coins-hero">
        <div>
          <h1>{t('coins.title')}</h1>
          <p className="muted small">{t('coins.balance')}</p>
          <p className="coins-big" data-testid="coins-balance">
            <Icon name="coin" size={30} /> {balance.data ?? '–'}
          </p>
          <p className="muted small">{t('coins.explain')}</p>
        </div>
        <div className="row-wrap">
          <Link className="btn btn-primary" to={paths.tasks}>
            {t('coins.earn')}
          </Link>
          <Link className="btn btn-outline" to={paths.topUp}>
            {t('topup.title')}
          </Link>
        </div>
      </section>
      <section className="card">
        <h2>{t('coins.history')}</h2>
        {history.isPending && <Spinner label={t('common.loading')} />}
        {history.isError && <p className="form-error">{t('errors.loadFailed')}</p>}
        {data && data.records.length === 0 && <p className="muted">{t('coins.empty')}</p>}
        {data && data.records.length > 0 && (
          <ul className="ledger">
            {data.records.map((e) => (
              <li key={e.id}>
                <div>
                  <strong>{t(`coins.reasons.${e.reason}`, { defaultValue: e.reason })}</strong>
                  <span className="muted small">{formatDateTime(e.createTime, currentLanguage())}</span>
                </div>
                <div className="ledger-amount">
                  <span className={e.direction === 'INCREASE' ? 'plus' : 'minus'}>
                    {e.direction === 'INCREASE' ? '+' : '−'}
                    {e.amount}
                  </span>
                  <span className="muted small">{t('coins.after', { n: e.balanceAfter })}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
        {data && data.pages > 1 && (
          <div className="pager">
            <button
              type="button"
              className="btn btn-ghost btn-small"
              disabled={pageNumber <= 1}
              onClick={() => setPage((p) => p - 1)}
            >
              {t('common.prev')}
            </button>
            <span className="muted small">
              {pageNumber} / {data.pages}
            </span>
            <button
              type="button"
              className="btn btn-ghost btn-small"
              disabled={pageNumber >= data.pages}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('common.next')}
            </button>
          </div>
        )}
      </section>
    </div>
  )
}
