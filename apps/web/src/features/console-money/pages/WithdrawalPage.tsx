/**
 * /admin/withdrawals/:id (docs/admin.md, "Withdrawals", right `withdrawals`): one request with the
 * whole account to pay it out to, and the decision while it waits: approve, or refuse with a reason.
 */
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { AdminError, AdminLoading, adminPaths, useAdminTitle } from '../../admin/index.ts'
import { WithdrawalDecision } from '../components/WithdrawalDecision.tsx'
import { WithdrawalFacts } from '../components/WithdrawalFacts.tsx'
import { useWithdrawal } from '../lib/withdrawals.ts'

export default function WithdrawalPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const withdrawal = useWithdrawal(id)
  const title = t('adminContent.withdrawals.one', { id })
  useAdminTitle(title)
  return (
    <section className="adm-page" aria-labelledby="withdrawal-title">
      <p>
        <Link to={adminPaths.withdrawals}>{t('adminContent.withdrawals.back')}</Link>
      </p>
      {withdrawal.isPending ? (
        <AdminLoading />
      ) : withdrawal.isError ? (
        <AdminError error={withdrawal.error} onRetry={() => void withdrawal.refetch()} />
      ) : (
        <>
          <h1 id="withdrawal-title">{title}</h1>
          <div className="adm-detail-grid">
            <WithdrawalFacts withdrawal={withdrawal.data} />
            <WithdrawalDecision withdrawal={withdrawal.data} />
          </div>
        </>
      )}
    </section>
  )
}
