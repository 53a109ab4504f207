/**
 * /setting/wallet and the member centre's MoneyManagement: the HK$ wallet (docs/product/money.md,
 * "Wallet") — the balance and a lock's message, recharge, withdrawals, the payment password and
 * the history.
 */
import { useTranslation } from 'react-i18next'
import { Spinner } from '../../../components/Spinner.tsx'
import { useWalletCheck } from '../api/wallet.ts'
import { PayPasswordCard } from '../components/PayPasswordCard.tsx'
import { RechargeCard } from '../components/RechargeCard.tsx'
import { WalletHistory } from '../components/WalletHistory.tsx'
import { WalletSummary } from '../components/WalletSummary.tsx'
import { WithdrawalCard } from '../components/WithdrawalCard.tsx'
import '../wallet.css'

export default function MoneyManagementPage() {
  const { t } = useTranslation()
  const check = useWalletCheck()
  if (check.isPending) return <Spinner label={t('common.loading')} />
  if (check.isError)
    return (
      <section className="card">
        <h1>{t('wallet.title')}</h1>
        <p className="form-error" role="alert">
          {t('errors.loadFailed')}
        </p>
        <button type="button" className="btn btn-outline" onClick={() => void check.refetch()}>
          {t('common.retry')}
        </button>
      </section>
    )
  return (
    <div className="stack wallet-page" data-testid="wallet-page">
      <WalletSummary check={check.data} />
      <div className="wallet-grid">
        <RechargeCard />
        <PayPasswordCard check={check.data} />
      </div>
      <WithdrawalCard check={check.data} />
      <WalletHistory />
    </div>
  )
}
