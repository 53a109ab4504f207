/**
 * Withdrawals (MoneyManagement): the request waiting for an operator, if any (one at a time), the
 * form to ask for one otherwise, and the last decisions with a refusal's reason
 * (docs/product/money.md, "Withdrawals").
 */
import type { WalletCheck, WithdrawalView } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { Spinner } from '../../../components/Spinner.tsx'
import { formatDateTime } from '../../../lib/date-time.ts'
import { formatHKD } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'
import { useWithdrawals } from '../api/wallet.ts'
import { WithdrawalForm } from './WithdrawalForm.tsx'

export function WithdrawalCard({ check }: { check: WalletCheck }) {
  const { t } = useTranslation()
  const list = useWithdrawals()
  const records = list.data?.records ?? []
  const pending = records.find((w) => w.status === 'PENDING')
  const decided = records.filter((w) => w.status !== 'PENDING').slice(0, 3)
  return (
    <section className="card" id="wallet-withdraw" aria-labelledby="wallet-withdraw-title">
      <h2 id="wallet-withdraw-title">{t('wallet.withdraw.title')}</h2>
      <p className="muted small">{t('wallet.withdraw.explain')}</p>
      {list.isPending && <Spinner label={t('common.loading')} />}
      {list.isError && <p className="form-error">{t('errors.loadFailed')}</p>}
      {pending && (
        <div className="notice wallet-pending" data-testid="withdrawal-pending">
          <strong>{t('wallet.withdraw.pendingTitle')}</strong>
          <WithdrawalLine withdrawal={pending} />
          <p className="small">{t('wallet.withdraw.pendingText')}</p>
        </div>
      )}
      {list.data &&
        !pending &&
        (check.hasPassword ? (
          <WithdrawalForm />
        ) : (
          <p className="notice" data-testid="withdrawal-needs-password">
            {t('wallet.withdraw.needsPassword')}
          </p>
        ))}
      {decided.length > 0 && (
        <>
          <h3 className="wallet-subtitle">{t('wallet.withdraw.recent')}</h3>
          <ul className="ledger">
            {decided.map((w) => (
              <li key={w.id}>
                <WithdrawalLine withdrawal={w} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

function WithdrawalLine({ withdrawal: w }: { withdrawal: WithdrawalView }) {
  const { t } = useTranslation()
  const where =
    w.account.method === 'BANK'
      ? t('wallet.withdraw.toBank', { bank: w.account.bank, account: w.account.account })
      : t('wallet.withdraw.toFps', { account: w.account.account })
  return (
    <div className="wallet-withdrawal">
      <div>
        <strong>{formatHKD(w.amount)}</strong>{' '}
        <span
          className={`status status-${w.status === 'APPROVED' ? 'paid' : w.status === 'REFUSED' ? 'failed' : 'pending'}`}
        >
          {t(`wallet.withdraw.status.${w.status}`)}
        </span>
      </div>
      <span className="muted small">
        {where} · {w.account.holder}
      </span>
      <span className="muted small">{formatDateTime(w.createTime, currentLanguage())}</span>
      {w.reason && <span className="small">{t('wallet.withdraw.reason', { reason: w.reason })}</span>}
    </div>
  )
}
