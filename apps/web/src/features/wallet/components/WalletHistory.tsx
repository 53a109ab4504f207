/**
 * The wallet's history (MoneyManagement; GET /buyer/wallet/log): newest first, ten a page, each
 * entry's reason in words, what it was for, +/− its amount and the balance it left.
 */
import type { WalletEntry } from '@kaifong/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pager } from '../../../components/Pager.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { formatDateTime } from '../../../lib/date-time.ts'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { useWalletLog } from '../api/wallet.ts'

export function WalletHistory() {
  const { t } = useTranslation()
  const [page, setPage] = useState(1)
  const log = useWalletLog(page)
  const data = log.data
  return (
    <section
      className="card"
      id="wallet-history"
      aria-labelledby="wallet-history-title"
      aria-busy={log.isFetching}
    >
      <h2 id="wallet-history-title">{t('wallet.history.title')}</h2>
      {log.isPending && <Spinner label={t('common.loading')} />}
      {log.isError && <p className="form-error">{t('errors.loadFailed')}</p>}
      {data && data.records.length === 0 && <p className="muted">{t('wallet.history.empty')}</p>}
      {data && data.records.length > 0 && (
        <ul className="ledger" data-testid="wallet-history">
          {data.records.map((e) => (
            <HistoryRow key={e.id} entry={e} />
          ))}
        </ul>
      )}
      {data && <Pager current={page} total={data.pages} onChange={setPage} />}
    </section>
  )
}

function HistoryRow({ entry: e }: { entry: WalletEntry }) {
  const { t } = useTranslation()
  const plus = e.direction === 'INCREASE'
  return (
    <li data-testid="wallet-entry">
      <div>
        <strong>{t(`wallet.reasons.${e.reason}`)}</strong>
        {e.ref && (
          <span className="muted small wallet-ref">
            {t(e.reason.startsWith('WITHDRAW') ? 'wallet.history.withdrawalRef' : 'wallet.history.ref', {
              ref: e.ref,
            })}
          </span>
        )}
        <span className="muted small">{formatDateTime(e.createTime, currentLanguage())}</span>
      </div>
      <div className="ledger-amount">
        <span className={plus ? 'plus' : 'minus'}>
          <span className="sr-only">{t(plus ? 'wallet.history.in' : 'wallet.history.out')} </span>
          <span aria-hidden>{plus ? '+' : '−'}</span>
          {formatHKD(e.amount)}
        </span>
        <span className="muted small">
          {t('wallet.history.after', { amount: formatHKD(e.balanceAfter) })}
        </span>
      </div>
    </li>
  )
}
